/**
 * A running approval process in the machine gallery, /machines?process=<id>: its detail
 * (processDetail, spec §7 /workflow/process/{id}) gives the workflow of the version it runs
 * and the machine's state value; the workflow is compiled as the server compiles it
 * (createWorkflowProcessMachine of machines/workflow-process.machine.ts) and drawn by the
 * gallery's statechart view with the process's current state highlighted, as live actors
 * are. The header names the form, the process's status and the node waiting.
 */
import { useMemo } from 'react';
import { Badge, Box, Button, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuDownload } from 'react-icons/lu';
import { processDetail, type ProcessStatus } from '../../platform/contracts/workflow-process.contract';
import { createWorkflowProcessMachine } from '../../machines/workflow-process.machine';
import { ErrorState } from '../../ui/components';
import { useCall } from '../../ui/runtime';
import { activeStateIds } from './chart-model';
import { downloadDefinition } from './download-definition';
import { StatechartView } from './statechart-view';

/** The colour of each process status's badge. */
const STATUS_COLOR: Record<ProcessStatus, string> = {
  RUNNING: 'blue',
  RETURNED: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
  WITHDRAWN: 'gray',
};

/** Props of {@link ProcessMachine}. */
export interface ProcessMachineProps {
  /** The process id. */
  id: number;
  /** Back to the gallery's own machines. */
  onClose(): void;
}

/** The process's machine with its current state (see the module comment). */
export function ProcessMachine({ id, onClose }: ProcessMachineProps) {
  const { t } = useTranslation('machineGallery');
  const detail = useCall(processDetail, { id });
  const machine = useMemo(
    () => (detail.data ? createWorkflowProcessMachine(detail.data.workflow) : null),
    [detail.data],
  );
  const activeIds = useMemo(
    () => new Set(machine && detail.data ? activeStateIds(machine, detail.data.stateValue) : []),
    [machine, detail.data],
  );
  const back = (
    <Button size="xs" variant="ghost" onClick={onClose}>
      <LuArrowLeft /> {t('process.back')}
    </Button>
  );
  if (detail.isError) {
    return (
      <Box>
        {back}
        <ErrorState title={t('process.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />
      </Box>
    );
  }
  if (!detail.data || !machine) return <Skeleton h="64" data-testid="process-loading" />;
  const process = detail.data;
  return (
    <Box data-testid="process-machine">
      <HStack justify="space-between" align="flex-start" gap="3" mb="2">
        <HStack gap="2" wrap="wrap">
          {back}
          <Text as="h2" fontWeight="semibold" data-testid="process-title">
            {t('process.title', { form: process.formName, id: process.id, version: process.version })}
          </Text>
          <Badge colorPalette={STATUS_COLOR[process.status]} data-testid="process-status">
            {t(`process.status.${process.status}`)}
          </Badge>
          <Text textStyle="sm" color="fg.muted">
            {t('process.initiator', { name: process.initiatorName })}
          </Text>
          {process.currentNodeName ? (
            <Text textStyle="sm" data-testid="process-current">
              {t('process.current', { node: process.currentNodeName, people: process.currentApprovers.join(', ') })}
            </Text>
          ) : null}
        </HStack>
        <Button
          size="xs"
          variant="outline"
          flexShrink={0}
          title={t('downloadHint')}
          onClick={() => downloadDefinition(machine)}
        >
          <LuDownload /> {t('download')}
        </Button>
      </HStack>
      <StatechartView machine={machine} activeIds={activeIds} />
    </Box>
  );
}
