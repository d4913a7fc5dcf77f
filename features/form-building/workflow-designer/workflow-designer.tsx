/**
 * WorkflowDesigner: the tree editor of the approval flow beside a form (spec §3 "workflow
 * candidate"; the /building page puts it next to the form designer). Controlled: it shows
 * `value`, and every change — a node added, removed or edited, a branch added, removed, moved
 * or edited — comes back through `onChange` as the whole next definition. The editing states
 * (which drawer is open, its draft, a removal waiting for confirmation) are the
 * `workflowDesigner` machine's; the tree changes are platform/workflow/workflow-tree.ts's.
 * `problems` (from the server's WORKFLOW_INVALID, 2410003, or a check before saving) mark
 * their node or branch in red with the message `errors:2410003_<problem>`; `onPath` marks the
 * nodes of a simulated path in green.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { FormSchema } from '../../../platform/forms/form-definition';
import type { WorkflowDefinition } from '../../../platform/workflow/workflow-definition';
import { allIds, findBranch, findNode } from '../../../platform/workflow/workflow-tree';
import { actorInspection } from '../../../machines/inspection';
import { workflowDesignerMachine } from '../../../machines/workflow-designer.machine';
import { ConfirmDialog } from '../../../ui/components';
import { BranchDrawer } from './branch-drawer';
import { FlowTree } from './flow-tree';
import { NodeDrawer } from './node-drawer';
import { useDefaultNames, useLocalText, useProblemMessage } from './shared';

/** Props of {@link WorkflowDesigner}. */
export interface WorkflowDesignerProps {
  /** The definition shown (a new one is loaded when it is not the one the designer last reported). */
  value: WorkflowDefinition;
  /** The form the flow belongs to: its fields feed the conditions and VARIABLES candidates. */
  form: FormSchema;
  /** Called with the whole next definition after each change. */
  onChange(next: WorkflowDefinition): void;
  /** Problems to show: `node` a node or branch id, `problem` the context of `errors:2410003_<problem>`. */
  problems: { node: string; problem: string }[];
  /** Approver and copy node ids to highlight as a path (the simulator's last run), if any. */
  onPath?: readonly string[];
}

const NO_PATH: readonly string[] = [];

/** The designer (see the module comment). */
export function WorkflowDesigner({ value, form, onChange, problems, onPath = NO_PATH }: WorkflowDesignerProps) {
  const { t } = useTranslation('workflowDesigner');
  const text = useLocalText();
  const problemMessage = useProblemMessage();
  const names = useDefaultNames();
  const actor = useActorRef(workflowDesignerMachine, { input: { definition: value, names }, inspect: actorInspection });
  const snapshot = useSelector(actor, (s) => s);
  const definition = snapshot.context.definition;

  // The latest onChange, so the subscription below is made once per actor.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const subscription = actor.on('definition.change', (e) => onChangeRef.current(e.definition));
    return () => subscription.unsubscribe();
  }, [actor]);
  useEffect(() => {
    if (value !== actor.getSnapshot().context.definition) actor.send({ type: 'definition.load', definition: value });
  }, [value, actor]);

  const problemMessages = useMemo(() => {
    const known = new Set(allIds(definition));
    const byId = new Map<string, string[]>();
    for (const { node, problem } of problems) {
      if (known.has(node)) byId.set(node, [...(byId.get(node) ?? []), problemMessage(definition, node, problem)]);
    }
    return byId;
  }, [problems, definition, problemMessage]);
  const highlighted = useMemo(() => new Set(onPath), [onPath]);

  const { nodeDraft, branchDraft, pending } = snapshot.context;
  const pendingName = pending
    ? (() => {
        const named =
          pending.kind === 'node' ? findNode(definition, pending.id) : findBranch(definition, pending.id)?.branch;
        return named ? text(named.name) : pending.id;
      })()
    : '';
  return (
    <Stack gap="3">
      <FlowTree definition={definition} problems={problemMessages} onPath={highlighted} send={actor.send} />
      <NodeDrawer
        draft={snapshot.matches('editingNode') && nodeDraft && nodeDraft.kind !== 'condition' ? nodeDraft : null}
        form={form}
        onChange={(draft) => actor.send({ type: 'draft.change', draft })}
        onSave={() => actor.send({ type: 'node.update' })}
        onClose={() => actor.send({ type: 'close' })}
      />
      <BranchDrawer
        draft={snapshot.matches('editingBranch') ? branchDraft : null}
        branchCount={branchDraft ? (findBranch(definition, branchDraft.id)?.condition.branches.length ?? 2) : 2}
        form={form}
        onChange={(draft) => actor.send({ type: 'draft.change', draft })}
        onSave={() => actor.send({ type: 'branch.update' })}
        onClose={() => actor.send({ type: 'close' })}
      />
      <ConfirmDialog
        open={snapshot.hasTag('confirm')}
        tone="red"
        message={t(pending?.kind === 'branch' ? 'removeBranch' : 'removeNode', { name: pendingName })}
        onConfirm={() => actor.send({ type: 'remove.confirm' })}
        onClose={() => actor.send({ type: 'remove.cancel' })}
      />
    </Stack>
  );
}
