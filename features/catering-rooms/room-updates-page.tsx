/**
 * /roomUpdates — room locks (spec §4 "room: lock and unlock"): every lock with its room,
 * period, reason, state (as of now) and who locked / unlocked it; filtered by state and by
 * the dates it touches. Unlock is offered exactly where machines/room-lock.machine accepts
 * `lock.unlock` now (`canStep`), to holders of `mc:roomLock:unlock`.
 */
import {
  RoomLockState,
  getLockRoomPage,
  unlock,
  type RoomLockRow,
} from '../../platform/contracts/catering-room.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { LockStateBadge, mayUnlock, periodOf } from '../../ui/room-timeline';

/** The declaration of /roomUpdates. */
export const roomUpdatesConfig: ResourcePageConfig<typeof getLockRoomPage, RoomLockRow> = {
  id: 'roomUpdates',
  ns: 'cateringRooms',
  title: 'updates.title',
  description: 'updates.description',
  list: getLockRoomPage,
  rowKey: (r) => r.id,
  filters: [
    {
      name: 'state',
      label: 'updates.state',
      kind: 'select',
      placeholder: 'updates.allStates',
      options: RoomLockState.options.map((s) => ({ value: s, label: `roomLock:state.${s}` })),
    },
    { name: 'dateFrom', nameTo: 'dateTo', label: 'updates.dateFrom', labelTo: 'updates.dateTo', kind: 'dateRange' },
  ],
  columns: [
    { key: 'siteName', label: 'updates.room' },
    { key: 'campusName', label: 'updates.campus', nowrap: true },
    {
      key: 'period',
      label: 'updates.period',
      nowrap: true,
      render: (r) => periodOf(r.start, r.end),
      exportValue: (r) => periodOf(r.start, r.end),
    },
    { key: 'reason', label: 'updates.reason' },
    {
      key: 'state',
      label: 'updates.state',
      nowrap: true,
      render: (r) => <LockStateBadge state={r.state} />,
      exportValue: (r) => r.state,
    },
    { key: 'lockedByName', label: 'updates.lockedBy', nowrap: true },
    { key: 'unlockedByName', label: 'updates.unlockedBy', nowrap: true },
  ],
  rowActions: [
    {
      key: 'unlock',
      label: 'updates.unlock',
      permission: unlock.access,
      visible: (r) => mayUnlock(r, Date.now()),
      confirm: 'updates.confirmUnlock',
      danger: true,
      run: { call: unlock, input: (r) => ({ id: r.id }), successMessage: 'updates.unlocked' },
    },
  ],
};

/** /roomUpdates. */
export default function RoomUpdatesPage() {
  return <ResourcePage config={roomUpdatesConfig} />;
}
