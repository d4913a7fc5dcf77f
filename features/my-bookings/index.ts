/**
 * The user's own bookings (spec §2 /my, /detail): the paged list with cancel, and the
 * detail page; and the invitations to others' meetings (/receipt, meeting receipts).
 */
export { MyBookingsPage, mergeCancelled, MY_PAGE_SIZE, type MyTab } from './my-bookings-page';
export { BookingDetailPage, DetailCard } from './booking-detail-page';
export { BookingCard, canCancelRow, zoneOfRow, STATUS_PALETTE, type BookingRow } from './booking-card';
export { HistoryPage, HISTORY_PAGE_SIZE } from './history-page';
export { CopyBookingButton, type CopyBookingButtonProps } from './copy-booking';
export { ReceiptPage, InvitationCard, type InvitationCardProps } from './receipt-page';
export { ReceiptSummary, RECEIPT_PALETTE, type ReceiptSummaryProps } from './receipt-summary';
