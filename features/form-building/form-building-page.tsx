/**
 * The form designer, /building?id=<defineId> (spec §2 "/building (form creation)"): an
 * administrator builds a form definition's fields — palette of the twelve field types,
 * canvas in order with drag-and-drop and keyboard reordering, property panel of the
 * selected field, preview — and, in the Workflow tab, its workflow
 * (features/form-building/workflow-designer), then saves both as a new version
 * (formDefineSave, with an idempotency key kept for retries of the same design). The
 * server's refusals mark the field (FORM_INVALID) or node (WORKFLOW_INVALID) they name;
 * the saved versions are listed in a drawer, and the simulator (./simulator-drawer.tsx) tries
 * the unsaved design with sample values, highlighting the path it takes in the workflow tree.
 * Leaving with unsaved changes asks first (in-app navigation through the router's blocker,
 * closing the window through `beforeunload`).
 *
 * The page runs the `formDesigner` machine (machines/form-designer.machine.ts) and shows
 * its snapshot; it keeps no design state of its own.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Grid,
  HStack,
  Heading,
  IconButton,
  Portal,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { MdHistory, MdPlayArrow, MdRedo, MdUndo, MdVisibility } from 'react-icons/md';
import { useBlocker, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import {
  formDefineSave,
  workflowDefineDetail,
  type FormVersion,
  type WorkflowDefineDetail,
} from '../../platform/contracts/workflow.contract';
import type { FieldType } from '../../platform/forms/form-definition';
import type { WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import { newIdempotencyKey } from '../../platform/http/idempotency-key';
import { formDesignerMachine, type SaveDesignInput } from '../../machines/form-designer.machine';
import { actorInspection } from '../../machines/inspection';
import { ConfirmDialog, ErrorState, PageHeader } from '../../ui/components';
import { useApi, useLang } from '../../ui/runtime';
import { FieldCanvas } from './field-canvas';
import { FieldProperties } from './field-properties';
import { FIELD_PALETTE, newField, type Translate } from './field-templates';
import { FormPreview } from './form-preview';
import { SimulatorDrawer } from './simulator-drawer';
import { VersionsDrawer } from './versions-drawer';
import { WorkflowDesigner } from './workflow-designer';

/** The page: reads `?id=` and designs that definition (a new designer per id). */
export default function FormBuildingPage() {
  const { t } = useTranslation('formBuilding');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <ErrorState title={t('missingId')} error={null} />;
  return <FormDesigner key={id} defineId={id} />;
}

/** Runs the machine with the calls bound: load the detail, save with one key per design sent. */
function useDesigner(defineId: number) {
  const api = useApi();
  const apiRef = useRef(api);
  apiRef.current = api;
  /** The body of the last save and its key: a retry of the same design reuses the key. */
  const sent = useRef<{ body: string; key: string } | null>(null);
  const machine = useMemo(
    () =>
      formDesignerMachine.provide({
        actors: {
          loadDesign: fromPromise<WorkflowDefineDetail, { id: number }>(({ input }) =>
            apiRef.current(workflowDefineDetail, input, { notify: false }),
          ),
          saveDesign: fromPromise<FormVersion, SaveDesignInput>(async ({ input }) => {
            const body = JSON.stringify(input);
            if (sent.current?.body !== body) sent.current = { body, key: newIdempotencyKey() };
            const saved = await apiRef.current(formDefineSave, input, {
              notify: false,
              idempotencyKey: sent.current.key,
            });
            sent.current = null;
            return saved;
          }),
        },
      }),
    [],
  );
  return useActorRef(machine, { input: { defineId }, inspect: actorInspection });
}

/**
 * Asks before leaving unsaved changes: the router's blocker while dirty (a blocked navigation
 * sends `design.leave`; the machine's question then proceeds or resets it), and `beforeunload`.
 */
function useLeaveGuard(
  actor: ReturnType<typeof useDesigner>,
  { dirty, canLeave, asking }: { dirty: boolean; canLeave: boolean; asking: boolean },
) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking) return;
    // While saving there is nothing to ask: stay until the answer.
    if (canLeave) actor.send({ type: 'design.leave' });
    else blocker.reset();
  }, [blocker, actor, canLeave, asking]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return {
    confirm() {
      actor.send({ type: 'leave.confirm' });
      if (blocker.state === 'blocked') blocker.proceed();
    },
    cancel() {
      actor.send({ type: 'leave.cancel' });
      if (blocker.state === 'blocked') blocker.reset();
    },
  };
}

/** The designer of one definition (see the module comment). */
function FormDesigner({ defineId }: { defineId: number }) {
  const { t, i18n } = useTranslation('formBuilding');
  const { lang } = useLang();
  const actor = useDesigner(defineId);
  const snapshot = useSelector(actor, (s) => s);
  const [tab, setTab] = useState('form');
  const [previewOpen, setPreviewOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [simulatorOpen, setSimulatorOpen] = useState(false);
  /** The simulator's last path and the workflow it ran: highlighted while that workflow is still the draft's. */
  const [simulated, setSimulated] = useState<{ workflow: WorkflowDefinition; nodeIds: string[] } | null>(null);
  const { context } = snapshot;
  const dirty = snapshot.hasTag('dirty');
  const leave = useLeaveGuard(actor, {
    dirty,
    canLeave: snapshot.can({ type: 'design.leave' }),
    asking: snapshot.matches('confirmingLeave'),
  });

  if (snapshot.matches('loading')) return <Skeleton h="64" data-testid="designer-loading" />;
  if (snapshot.matches('loadFailed') || !context.detail) {
    return (
      <ErrorState
        title={t('loadFailed')}
        error={context.error ? new Error(context.error) : null}
        onRetry={() => actor.send({ type: 'retry' })}
      />
    );
  }

  const { detail, draft, problems } = context;
  const editable = snapshot.hasTag('editable');
  const fields = draft.schema.fields;
  const selected = fields.find((f) => f.id === context.selectedId) ?? null;
  const name =
    lang === 'EN' ? detail.nameEn || detail.name : lang === 'TC' ? detail.nameTc || detail.name : detail.name;
  const fixed = {
    CN: i18n.getFixedT('CN', 'formBuilding') as Translate,
    EN: i18n.getFixedT('EN', 'formBuilding') as Translate,
    TC: i18n.getFixedT('TC', 'formBuilding') as Translate,
  };
  const add = (type: FieldType) =>
    actor.send({ type: 'field.add', field: newField(type, fixed), index: fields.length });
  const unplaced = problems.filter((p) => !p.field && !p.node);
  const nodeProblems = problems.flatMap((p) => (p.node ? [{ node: p.node, problem: p.problem }] : []));

  return (
    <Stack gap="4" data-testid="form-designer">
      <PageHeader
        title={t('header', { name })}
        description={
          <HStack as="span" gap="2">
            <Badge data-testid="designer-version">
              {detail.version > 0 ? t('version', { version: detail.version }) : t('unsaved')}
            </Badge>
            {dirty ? <Badge colorPalette="orange">•</Badge> : null}
          </HStack>
        }
        actions={
          <>
            <IconButton
              aria-label={t('actions.undo')}
              variant="outline"
              size="sm"
              disabled={!snapshot.can({ type: 'history.undo' })}
              onClick={() => actor.send({ type: 'history.undo' })}
            >
              <MdUndo />
            </IconButton>
            <IconButton
              aria-label={t('actions.redo')}
              variant="outline"
              size="sm"
              disabled={!snapshot.can({ type: 'history.redo' })}
              onClick={() => actor.send({ type: 'history.redo' })}
            >
              <MdRedo />
            </IconButton>
            <Button
              variant="outline"
              size="sm"
              disabled={!snapshot.can({ type: 'design.discard' })}
              onClick={() => actor.send({ type: 'design.discard' })}
            >
              {t('actions.discard')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setVersionsOpen(true)}>
              <MdHistory /> {t('actions.versions')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setPreviewOpen(true)}>
              <MdVisibility /> {t('preview.open')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setSimulatorOpen(true)}>
              <MdPlayArrow /> {t('simulate.open')}
            </Button>
            <Button
              colorPalette="blue"
              size="sm"
              loading={snapshot.matches('saving')}
              loadingText={t('actions.saving')}
              disabled={!snapshot.can({ type: 'design.save' })}
              onClick={() => actor.send({ type: 'design.save' })}
            >
              {t('actions.save')}
            </Button>
          </>
        }
      />

      {snapshot.matches('saved') ? (
        <Alert.Root status="success" data-testid="designer-answer">
          <Alert.Indicator />
          <Alert.Title>{t('answer.saved', { version: detail.version })}</Alert.Title>
        </Alert.Root>
      ) : null}
      {snapshot.matches('refused') ? (
        <Alert.Root status="error" data-testid="designer-answer">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('answer.refused')}</Alert.Title>
            {unplaced.map((p, i) => (
              <Alert.Description key={i}>{p.message}</Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {snapshot.matches('failed') ? (
        <Alert.Root status="error" data-testid="designer-answer">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('answer.failed', { message: context.error ?? '' })}</Alert.Title>
          <Button size="xs" onClick={() => actor.send({ type: 'retry' })}>
            {t('actions.retry')}
          </Button>
        </Alert.Root>
      ) : null}

      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="form">{t('tabs.form')}</Tabs.Trigger>
          <Tabs.Trigger value="workflow">{t('tabs.workflow')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="form">
          <Grid templateColumns={{ base: '1fr', lg: '200px 1fr 340px' }} gap="4" alignItems="start">
            <Box as="nav" aria-label={t('palette.title')}>
              <Heading as="h2" size="sm" mb="2">
                {t('palette.title')}
              </Heading>
              <Grid templateColumns="1fr 1fr" gap="2" data-testid="field-palette">
                {FIELD_PALETTE.map(({ type, icon: TypeIcon }) => (
                  <Button
                    key={type}
                    size="xs"
                    variant="outline"
                    justifyContent="flex-start"
                    disabled={!editable}
                    aria-label={t('palette.add', { type: t(`types.${type}`) })}
                    data-testid={`palette-${type}`}
                    onClick={() => add(type)}
                  >
                    <TypeIcon />
                    <Text truncate>{t(`types.${type}`)}</Text>
                  </Button>
                ))}
              </Grid>
            </Box>
            <Box>
              <Heading as="h2" size="sm" mb="2">
                {t('canvas.title')}
              </Heading>
              <FieldCanvas
                fields={fields}
                selectedId={context.selectedId}
                problems={problems}
                editable={editable}
                onSelect={(id) => actor.send({ type: 'field.select', id })}
                onMove={(from, to) => actor.send({ type: 'field.move', from, to })}
                onRemove={(id) => actor.send({ type: 'field.remove', id })}
              />
            </Box>
            <Box as="aside" aria-label={t('props.title')}>
              <Heading as="h2" size="sm" mb="2">
                {t('props.title')}
              </Heading>
              <FieldProperties
                key={selected?.id ?? 'none'}
                field={selected}
                problems={problems.filter((p) => selected && p.field === selected.id)}
                editable={editable}
                onChange={(id, patch) => actor.send({ type: 'field.update', id, patch })}
              />
            </Box>
          </Grid>
        </Tabs.Content>
        <Tabs.Content value="workflow">
          <WorkflowDesigner
            value={draft.workflow}
            form={draft.schema}
            problems={nodeProblems}
            onPath={simulated?.workflow === draft.workflow ? simulated.nodeIds : undefined}
            onChange={(workflow) => actor.send({ type: 'workflow.set', workflow })}
          />
        </Tabs.Content>
      </Tabs.Root>

      <Dialog.Root open={previewOpen} size="lg" onOpenChange={(e) => setPreviewOpen(e.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="preview-dialog">
              <Dialog.Header>
                <Dialog.Title>{t('preview.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{previewOpen ? <FormPreview schema={draft.schema} /> : null}</Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <SimulatorDrawer
        open={simulatorOpen}
        onClose={() => setSimulatorOpen(false)}
        schema={draft.schema}
        workflow={draft.workflow}
        onPath={(workflow, nodeIds) => setSimulated({ workflow, nodeIds })}
      />
      <VersionsDrawer defineId={defineId} open={versionsOpen} onClose={() => setVersionsOpen(false)} />
      <ConfirmDialog
        open={snapshot.matches('confirmingLeave')}
        message={t('leave.question')}
        confirmLabel={t('leave.confirm')}
        tone="red"
        onConfirm={leave.confirm}
        onClose={leave.cancel}
      />
    </Stack>
  );
}
