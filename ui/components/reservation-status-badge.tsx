/**
 * A booking's state as a badge in the back office's lists (/reserveManage, /audit): the
 * state's name in the reader's language (`common:status.*`) on its colour.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReservationStatus } from '../../platform/contracts/reserve.contract';

/** Badge colour (Chakra palette) per state. */
const STATUS_COLOR: Record<ReservationStatus, string> = {
  pendingAudit: 'orange',
  approved: 'blue',
  rejected: 'red',
  checkedIn: 'teal',
  completed: 'green',
  cancelled: 'gray',
  noShow: 'red',
};

/** The badge of `status`. */
export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation('common');
  return (
    <Badge colorPalette={STATUS_COLOR[status]} variant="subtle" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
