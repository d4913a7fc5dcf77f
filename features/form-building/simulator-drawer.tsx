/**
 * The designer's simulator (spec §2 /building; workflowSimulate): in a side drawer, try the
 * form and workflow being edited — unsaved as they are — with sample values entered in the
 * form itself (ui/form-renderer), an initiator, and the people chosen for the CUSTOM nodes.
 * "Run" shows the path the process would take (node, kind, how several decide, whom it asks)
 * and the problems a save would report (`errors:2410003_<problem>`); the page highlights the
 * path's nodes in the workflow tree through `onPath`.
 */
import { useState } from 'react';
import { Alert, Badge, Box, CloseButton, Drawer, HStack, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { workflowSimulate } from '../../platform/contracts/workflow.contract';
import type { PreviewStep } from '../../platform/contracts/workflow-candidate.contract';
import type { FormSchema, FormValues } from '../../platform/forms/form-definition';
import type { WorkflowDefinition } from '../../platform/workflow/workflow-definition';
import { allNodes } from '../../machines/workflow-process.machine';
import { FormRenderer } from '../../ui/form-renderer';
import { useMutationCall } from '../../ui/runtime';
import { UserPicker } from './workflow-designer/pickers';
import { useLocalText, useProblemMessage } from './workflow-designer/shared';

/** Props of {@link SimulatorDrawer}. */
export interface SimulatorDrawerProps {
  open: boolean;
  onClose(): void;
  /** The form and workflow as they are being edited. */
  schema: FormSchema;
  workflow: WorkflowDefinition;
  /** Called after each run with the workflow it ran and the approver/copy node ids of its path. */
  onPath(workflow: WorkflowDefinition, nodeIds: string[]): void;
}

/** The drawer (see the module comment). */
export function SimulatorDrawer({ open, onClose, schema, workflow, onPath }: SimulatorDrawerProps) {
  const { t } = useTranslation('formBuilding');
  const text = useLocalText();
  const problemMessage = useProblemMessage();
  const [initiator, setInitiator] = useState<number[]>([]);
  const [choices, setChoices] = useState<Record<string, number[]>>({});
  const [needInitiator, setNeedInitiator] = useState(false);
  const simulate = useMutationCall(workflowSimulate);
  const customNodes = allNodes(workflow.nodes).flatMap((n) =>
    n.kind !== 'condition' && n.candidates.type === 'CUSTOM' ? [n] : [],
  );

  const run = async (formValues: FormValues) => {
    const [initiatorId] = initiator;
    setNeedInitiator(!initiatorId);
    if (!initiatorId) return;
    const customChoices = Object.fromEntries(
      customNodes.flatMap((n) => (choices[n.id]?.length ? [[n.id, choices[n.id]!]] : [])),
    );
    const sent = workflow;
    // A refusal (an initiator deleted meanwhile) was shown by the client already.
    const result = await simulate
      .mutateAsync({ schema, workflow: sent, formValues, initiatorId, customChoices })
      .catch(() => null);
    if (result)
      onPath(
        sent,
        result.steps.map((s) => s.nodeId),
      );
  };

  return (
    <Drawer.Root open={open} size="lg" onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="simulator-drawer">
            <Drawer.Header>
              <Drawer.Title>{t('simulate.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                <Text fontSize="sm" color="fg.muted">
                  {t('simulate.hint')}
                </Text>
                <UserPicker label={t('simulate.initiator')} value={initiator} onChange={setInitiator} single />
                {needInitiator ? (
                  <Text role="alert" fontSize="sm" color="red.600">
                    {t('simulate.needInitiator')}
                  </Text>
                ) : null}
                {customNodes.map((n) => (
                  <UserPicker
                    key={n.id}
                    label={t('simulate.choose', { node: text(n.name) })}
                    value={choices[n.id] ?? []}
                    onChange={(ids) => setChoices((c) => ({ ...c, [n.id]: ids }))}
                    single={!n.candidates.multiple}
                  />
                ))}
                <Box>
                  <Heading as="h3" size="sm" mb="2">
                    {t('simulate.values')}
                  </Heading>
                  <FormRenderer schema={schema} onSubmit={run} submitLabel={t('simulate.run')} />
                </Box>
                {simulate.data ? (
                  <Stack gap="3" data-testid="simulate-result">
                    <Heading as="h3" size="sm">
                      {t('simulate.path')}
                    </Heading>
                    {simulate.data.steps.length === 0 ? (
                      <Text fontSize="sm" color="fg.muted">
                        {t('simulate.noSteps')}
                      </Text>
                    ) : (
                      <Stack as="ol" gap="2" data-testid="simulate-steps">
                        {simulate.data.steps.map((step) => (
                          <StepRow key={step.nodeId} step={step} />
                        ))}
                      </Stack>
                    )}
                    {simulate.data.problems.length ? (
                      <Alert.Root status="warning" data-testid="simulate-problems">
                        <Alert.Indicator />
                        <Alert.Content>
                          <Alert.Title>{t('simulate.problems')}</Alert.Title>
                          {simulate.data.problems.map((p, i) => (
                            <Alert.Description key={i}>{problemMessage(workflow, p.node, p.context)}</Alert.Description>
                          ))}
                        </Alert.Content>
                      </Alert.Root>
                    ) : (
                      <Text fontSize="sm" color="green.600" data-testid="simulate-problems">
                        {t('simulate.noProblems')}
                      </Text>
                    )}
                  </Stack>
                ) : null}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** One node of the path: its name and kind, how several decide, and whom it asks. */
function StepRow({ step }: { step: PreviewStep }) {
  const { t } = useTranslation('formBuilding');
  const people = step.users.map((u) => (u.orgName ? `${u.name} (${u.orgName})` : u.name)).join(', ');
  const nobody = step.chooses ? t('simulate.notChosen') : t(`simulate.nobody.${step.kind}`);
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      data-testid={`simulate-step-${step.nodeId}`}
    >
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{step.name}</Text>
        <Badge colorPalette={step.kind === 'approver' ? 'orange' : 'blue'}>
          {t(`workflowDesigner:kinds.${step.kind}`)}
        </Badge>
        {step.examineMode && step.users.length > 1 ? (
          <Badge variant="outline">{t(`workflowDesigner:drawer.modes.${step.examineMode}`)}</Badge>
        ) : null}
        {step.chooses ? <Badge variant="outline">{t('workflowDesigner:drawer.types.CUSTOM')}</Badge> : null}
      </HStack>
      <Text fontSize="sm" color={step.users.length ? undefined : 'fg.muted'} mt="1">
        {step.users.length ? people : nobody}
      </Text>
    </Box>
  );
}
