/**
 * ProcessDetailPanel: loads one process by id (processDetail) and shows it in a
 * {@link ProcessDetailView} — a skeleton while loading, the error with a retry when it
 * failed (PROCESS_NOT_FOUND for a process the caller may not see). After an action it
 * refetches the detail and every other cached read (lists, counts) and tells `onChanged`.
 */
import { Skeleton, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { processDetail } from '../../platform/contracts/workflow-process.contract';
import { ErrorState } from '../components';
import { useCall } from '../runtime';
import { ProcessDetailView } from './process-detail-view';

/** Props of {@link ProcessDetailPanel}. */
export interface ProcessDetailPanelProps {
  id: number;
  /** Where "Resubmit" leads for a process id (the app's start page). */
  resubmitHref?: (id: number) => string;
  /** Called after an action went through. */
  onChanged?: () => void;
}

/** See the module comment. */
export function ProcessDetailPanel({ id, resubmitHref, onChanged }: ProcessDetailPanelProps) {
  const { t } = useTranslation('process');
  const queryClient = useQueryClient();
  const detail = useCall(processDetail, { id }, { staleTime: 0 });
  if (detail.isError) {
    return <ErrorState title={t('loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  if (!detail.data) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton h="8" />
        <Skeleton h="24" />
        <Skeleton h="40" />
      </Stack>
    );
  }
  return (
    <ProcessDetailView
      detail={detail.data}
      resubmitHref={resubmitHref?.(id)}
      onChanged={() => {
        void queryClient.invalidateQueries();
        onChanged?.();
      }}
    />
  );
}
