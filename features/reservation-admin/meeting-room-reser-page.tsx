/**
 * /meetingRoomReser — venue allocation (spec §2 "/meetingRoomReser (meeting-room
 * reservation info) is added for all"; the `venueAllocation` menu entry whose badge
 * counts the same bookings): the bookings awaiting allocation (status `pendingAudit`),
 * from GET /system/reserve/order/page (permission `meeting:allocation:page`), filtered by
 * keyword and creation days, with the columns of /reserveManage.
 */
import { allocationPage } from '../../platform/contracts/shell.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { reserveManageConfig } from './reserve-manage-page';

/** The declaration of /meetingRoomReser; column labels come from the `reserveManage` namespace. */
export const meetingRoomReserConfig: ResourcePageConfig<typeof allocationPage> = {
  id: 'meetingRoomReser',
  ns: 'reserveManage',
  title: 'admin:allocation.title',
  description: 'admin:allocation.description',
  emptyTitle: 'admin:allocation.empty',
  list: allocationPage,
  rowKey: (r) => r.id,
  filters: [
    {
      name: 'keyword',
      label: 'admin:allocation.keyword',
      kind: 'text',
      placeholder: 'admin:allocation.keywordPlaceholder',
    },
    {
      name: 'dateFrom',
      nameTo: 'dateTo',
      label: 'admin:allocation.createdFrom',
      labelTo: 'admin:allocation.createdTo',
      kind: 'dateRange',
    },
  ],
  columns: reserveManageConfig.columns,
};

/** The page component (default export: loaded lazily by the route table). */
export default function MeetingRoomReserPage() {
  return <ResourcePage config={meetingRoomReserConfig} />;
}
