/**
 * ProcessStatusBadge: a process's status (RUNNING, RETURNED, APPROVED, REJECTED, WITHDRAWN)
 * as a coloured badge in the user's language (`process:status.*`).
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProcessStatus } from '../../platform/contracts/workflow-process.contract';

/** The colour palette of each status. */
const PALETTE: Record<ProcessStatus, string> = {
  RUNNING: 'blue',
  RETURNED: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
  WITHDRAWN: 'gray',
};

/** The badge of one status. */
export function ProcessStatusBadge({ status }: { status: ProcessStatus }) {
  const { t } = useTranslation('process');
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" data-testid="process-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
