/**
 * Shared presentational pieces (DESIGN.md §2 ui/components): dialogs, tables with
 * paging, page headers, empty and error states. No data fetching here.
 */
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ReasonDialog, type ReasonDialogProps } from './reason-dialog';
export {
  DataTable,
  PagingBar,
  type DataTableColumn,
  type DataTablePaging,
  type DataTableProps,
  type DataTableSort,
  type DataTableSelection,
} from './data-table';
export { PageHeader, type PageHeaderProps } from './page-header';
export { EmptyState, ErrorState, errorMessage, type EmptyStateProps, type ErrorStateProps } from './states';
export { QueryList, type QueryListProps, type QueryListSource } from './query-list';
export { LoadMoreButton, type LoadMoreButtonProps, type NextPageSource } from './load-more-button';
export { StateTabs, useTabParam, type StateTabsProps } from './state-tabs';
export { DateRangeFields, type DateRangeFieldsProps } from './date-range-fields';
export { ReservationStatusBadge } from './reservation-status-badge';
export { formatMoney } from './money';
export { bytesOfBase64, saveGeneratedFile } from './generated-file';
