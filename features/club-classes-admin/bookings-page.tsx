/**
 * /reservation (docs/fitness-classes.md "Bookings"): the class bookings of the staff's data scope by
 * class, member, state and campus dates; Cancel a booking before its class (the use given back, the
 * waitlist's first able member promoted), mark attended or no-show once the class has started.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  fitnessClassBookingCancel,
  fitnessClassBookingMark,
  fitnessClassBookingPage,
  type ClassBookingRow,
} from '../../platform/contracts/club-class.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { useLang } from '../../ui/runtime';
import { formatDateTime } from '../../ui/terminal-shell/time-format';

/** A booking's class start in the campus's zone. */
function Starts({ iso }: { iso: string }) {
  const { lang } = useLang();
  return <>{formatDateTime(iso, 'Asia/Shanghai', lang)}</>;
}

/** A booking's state as a badge. */
function StateBadge({ state }: { state: ClassBookingRow['state'] }) {
  const { t } = useTranslation('clubClasses');
  const tone = state === 'booked' ? 'blue' : state === 'attended' ? 'green' : state === 'noShow' ? 'red' : 'gray';
  return <Badge colorPalette={tone}>{t(`state.${state}`)}</Badge>;
}

const STATES = ['booked', 'cancelled', 'lateCancelled', 'attended', 'noShow'];
const started = (r: ClassBookingRow) => Date.parse(r.startsAt) <= Date.now();

/** The declaration of /reservation. */
export const bookingsConfig: ResourcePageConfig<typeof fitnessClassBookingPage, ClassBookingRow> = {
  id: 'classBooking',
  ns: 'clubClasses',
  title: 'admin.bookings',
  list: fitnessClassBookingPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'member', label: 'field.member', kind: 'text' },
    {
      name: 'state',
      label: 'field.state',
      kind: 'select',
      options: STATES.map((s) => ({ value: s, label: `state.${s}` })),
    },
    { name: 'from', label: 'field.from', kind: 'dateRange', nameTo: 'to', labelTo: 'field.to' },
  ],
  columns: [
    { key: 'startsAt', label: 'field.startsAt', nowrap: true, render: (r) => <Starts iso={r.startsAt} /> },
    { key: 'typeName', label: 'field.type' },
    { key: 'coachName', label: 'field.coach' },
    { key: 'memberName', label: 'field.member' },
    { key: 'cardNo', label: 'field.card', render: (r) => r.cardNo ?? '—' },
    { key: 'state', label: 'field.state', render: (r) => <StateBadge state={r.state} /> },
  ],
  rowActions: [
    {
      key: 'cancel',
      label: 'page.cancel',
      permission: fitnessClassBookingCancel.access,
      visible: (r) => r.state === 'booked' && !started(r),
      confirm: 'admin.cancelBookingConfirm',
      confirmValues: (r) => ({ member: r.memberName, type: r.typeName }),
      danger: true,
      run: { call: fitnessClassBookingCancel, input: (r) => ({ id: r.id }) },
    },
    {
      key: 'attended',
      label: 'page.markAttended',
      permission: fitnessClassBookingMark.access,
      visible: (r) => started(r) && (r.state === 'booked' || r.state === 'noShow'),
      run: { call: fitnessClassBookingMark, input: (r) => ({ id: r.id, outcome: 'attended' }) },
    },
    {
      key: 'noShow',
      label: 'page.markNoShow',
      permission: fitnessClassBookingMark.access,
      visible: (r) => started(r) && (r.state === 'booked' || r.state === 'attended'),
      run: { call: fitnessClassBookingMark, input: (r) => ({ id: r.id, outcome: 'noShow' }) },
    },
  ],
};

/** /reservation. */
export default function BookingsPage() {
  return <ResourcePage config={bookingsConfig} />;
}
