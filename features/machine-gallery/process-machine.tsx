/**
 * Approval workflows in the machine gallery. A workflow is compiled as the server compiles
 * it (createWorkflowProcessMachine of machines/workflow-process.machine.ts) and drawn by the
 * gallery's statechart view:
 * - /machines?process=<id>: a running process (processDetail, spec §7 /workflow/process/{id}):
 *   the workflow of the version it runs, with the process's state value highlighted as live
 *   actors' are; the header names the form, the process's status and the node waiting;
 * - /machines?define=<id>: the latest saved version of a form definition's workflow
 *   (workflowDefineDetail), nothing highlighted; {@link DefinitionPicker} lists the
 *   definitions for those who may see them (`workflow:formDefine:page`).
 */
import { useMemo, type ReactNode } from 'react';
import { Badge, Box, Button, HStack, NativeSelect, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuDownload } from 'react-icons/lu';
import { formDefinePage, workflowDefineDetail } from '../../platform/contracts/workflow.contract';
import { processDetail, type ProcessStatus } from '../../platform/contracts/workflow-process.contract';
import type { WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import { createWorkflowProcessMachine } from '../../machines/workflow-process.machine';
import { ErrorState } from '../../ui/components';
import { useCall, useLang, useSession } from '../../ui/runtime';
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

/** Props of {@link ProcessMachine} and {@link DefinitionMachine}. */
export interface WorkflowMachineProps {
  /** The process id, or the form definition id. */
  id: number;
  /** Back to the gallery's own machines. */
  onClose(): void;
}

/** A loaded workflow's header (back, `header`, download) and its chart with `stateValue` highlighted. */
function WorkflowChart({
  workflow,
  stateValue,
  header,
  onClose,
}: {
  workflow: WorkflowDefinition;
  stateValue: unknown;
  header: ReactNode;
  onClose(): void;
}) {
  const { t } = useTranslation('machineGallery');
  const machine = useMemo(() => createWorkflowProcessMachine(workflow), [workflow]);
  const activeIds = useMemo(
    () => new Set(stateValue === undefined ? [] : activeStateIds(machine, stateValue)),
    [machine, stateValue],
  );
  return (
    <Box data-testid="workflow-machine">
      <HStack justify="space-between" align="flex-start" gap="3" mb="2">
        <HStack gap="2" wrap="wrap">
          <BackButton onClose={onClose} />
          {header}
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

function BackButton({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('machineGallery');
  return (
    <Button size="xs" variant="ghost" onClick={onClose}>
      <LuArrowLeft /> {t('process.back')}
    </Button>
  );
}

/** Loading, or the refusal with a way back, while a call has no data. */
function Waiting({ error, onRetry, onClose }: { error: unknown; onRetry(): void; onClose(): void }) {
  const { t } = useTranslation('machineGallery');
  if (!error) return <Skeleton h="64" data-testid="workflow-loading" />;
  return (
    <Box>
      <BackButton onClose={onClose} />
      <ErrorState title={t('process.loadFailed')} error={error} onRetry={onRetry} />
    </Box>
  );
}

/** A running process's machine at its current state (see the module comment). */
export function ProcessMachine({ id, onClose }: WorkflowMachineProps) {
  const { t } = useTranslation('machineGallery');
  const detail = useCall(processDetail, { id });
  const process = detail.data;
  if (!process) return <Waiting error={detail.error} onRetry={() => void detail.refetch()} onClose={onClose} />;
  return (
    <WorkflowChart
      workflow={process.workflow}
      stateValue={process.stateValue}
      onClose={onClose}
      header={
        <>
          <Text as="h2" fontWeight="semibold" data-testid="workflow-title">
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
        </>
      }
    />
  );
}

/** The name of a definition in `lang` (EN and TC fall back to the CN name). */
function defineName(d: { name: string; nameEn: string; nameTc: string }, lang: string): string {
  return (lang === 'EN' ? d.nameEn : lang === 'TC' ? d.nameTc : '') || d.name;
}

/** The machine of a form definition's latest saved workflow (see the module comment). */
export function DefinitionMachine({ id, onClose }: WorkflowMachineProps) {
  const { t } = useTranslation('machineGallery');
  const { lang } = useLang();
  const detail = useCall(workflowDefineDetail, { id });
  const define = detail.data;
  if (!define) return <Waiting error={detail.error} onRetry={() => void detail.refetch()} onClose={onClose} />;
  return (
    <WorkflowChart
      workflow={define.workflow}
      stateValue={undefined}
      onClose={onClose}
      header={
        <Text as="h2" fontWeight="semibold" data-testid="workflow-title">
          {t('definition.title', { form: defineName(define, lang), version: define.version })}
        </Text>
      }
    />
  );
}

/**
 * A select of the saved form definitions (the first 100 by name) whose workflow machine to
 * show; nothing for those without `workflow:formDefine:page`.
 */
export function DefinitionPicker({ onPick }: { onPick(defineId: number): void }) {
  const { t } = useTranslation('machineGallery');
  const { lang } = useLang();
  const allowed = useSession().hasPermi('workflow:formDefine:page');
  const page = useCall(
    formDefinePage,
    { pageNo: 1, pageSize: 100, orderBy: 'name', order: 'asc' },
    { enabled: allowed, staleTime: 60_000 },
  );
  const saved = (page.data?.rows ?? []).filter((d) => d.version > 0);
  if (!allowed || !saved.length) return null;
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('definition.pick')}
        value=""
        onChange={(e) => onPick(Number(e.currentTarget.value))}
      >
        <option value="">{t('definition.pick')}</option>
        {saved.map((d) => (
          <option key={d.id} value={d.id}>
            {defineName(d, lang)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
