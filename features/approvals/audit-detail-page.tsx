/**
 * /auditDetail?id=<processId> (terminal, spec §2): one process in full (ProcessDetailPanel)
 * with a link back to /auditCenter; "Resubmit" leads to the terminal's /apply?resubmit=<id>.
 */
import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LuChevronLeft } from 'react-icons/lu';
import { EmptyState } from '../../ui/components';
import { ProcessDetailPanel } from '../../ui/process-detail';
import { processIdOf } from './process-id';

/** Where "Resubmit" leads on the terminal. */
export const terminalResubmitHref = (id: number) => `/apply?resubmit=${id}`;

/** The /auditDetail page. */
export function AuditDetailPage() {
  const { t } = useTranslation(['approvals', 'process']);
  const [params] = useSearchParams();
  const id = processIdOf(params);
  return (
    <Stack gap="4">
      <Button asChild size="sm" variant="ghost" alignSelf="start">
        <RouterLink to="/auditCenter">
          <LuChevronLeft /> {t('detail.back')}
        </RouterLink>
      </Button>
      {id === null ? (
        <EmptyState title={t('process:loadFailed')} />
      ) : (
        <ProcessDetailPanel id={id} resubmitHref={terminalResubmitHref} />
      )}
    </Stack>
  );
}
