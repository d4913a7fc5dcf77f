/** Quick booking (/quick) and period booking (/quickReserve), spec §2 variant 0/3. */
export { QuickPage } from './quick-page';
export { QuickReservePage, PeriodTable, PERIOD_STATUS_PALETTE } from './quick-reserve-page';
