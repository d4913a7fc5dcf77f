/**
 * Test support for workflow definitions and their process machine (test-only code): node
 * builders, a fixed rich definition with its form, and fast-check generators of valid
 * definitions, assignees and form values.
 */
import fc from 'fast-check';
import type { FormSchema, FormValues, LocalText } from '../platform/forms/form-definition';
import type {
  ApproverNode,
  Branch,
  Condition,
  ConditionNode,
  CopyNode,
  ExamineMode,
  WorkflowDefinition,
  WorkflowNode,
} from '../platform/workflow/workflow-definition';
import { allNodes, type Assignees } from './workflow-process.machine';

const text = (cn: string): LocalText => ({ cn, en: cn, tc: cn });

/** An approver node asking specified users (`userIds` only satisfy validate; the machine reads assignees). */
export function approver(id: string, examineMode: ExamineMode, extra: Partial<ApproverNode> = {}): ApproverNode {
  return {
    id,
    kind: 'approver',
    name: text(id),
    candidates: {
      type: 'SPECIFIED',
      userIds: [1],
      roleIds: [],
      directorLevel: 1,
      selectRange: { orgIds: [], roleIds: [], userIds: [] },
      multiple: false,
    },
    examineMode,
    noCandidate: { action: 'PASS' },
    whenInitiator: 'SELF',
    whenRepeated: 'EVERY',
    afterReturn: 'CONTINUE',
    ...extra,
  };
}

/** A copy node to specified users. */
export function copy(id: string): CopyNode {
  const { candidates } = approver(id, 'OR_SIGN');
  return { id, kind: 'copy', name: text(id), candidates };
}

/** A branch (priority given; default when `conditions` is null). */
export function branch(id: string, priority: number, conditions: Condition[] | null, nodes: WorkflowNode[]): Branch {
  return { id, name: text(id), priority, conditions: conditions ?? [], isDefault: conditions === null, nodes };
}

/** A condition node. */
export function condition(id: string, branches: Branch[]): ConditionNode {
  return { id, kind: 'condition', name: text(id), branches };
}

/** A condition with the defaults filled in. */
export function cond(
  c: Pick<Condition, 'columnId' | 'columnType' | 'optType' | 'value'> & Partial<Condition>,
): Condition {
  return { lowOpen: false, highOpen: false, ...c };
}

/** The form of {@link RICH_DEFINITION}: an amount (cents), a date, a category, a user. */
export const RICH_FORM: FormSchema = {
  fields: [
    { id: 'amount', type: 'money', label: text('amount'), required: true, limits: {} },
    { id: 'day', type: 'date', label: text('day'), required: true, limits: {} },
    {
      id: 'category',
      type: 'singleChoice',
      label: text('category'),
      required: true,
      limits: {},
      options: [
        { value: 'sport', label: text('sport') },
        { value: 'event', label: text('event') },
      ],
    },
    { id: 'guest', type: 'user', label: text('guest'), required: false, limits: {} },
  ],
};

/**
 * A definition with every kind of node:
 *
 * ```
 * lead (TURN, BACK_TO_ME)
 * split: amount in [0, 100000]     → small: deptOr (OR_SIGN) → smallCopy (copy, ends the branch)
 *        amount in (100000, 500000) → mid: pick: category = event → board (COUNTERSIGN)
 *                                                 default        → (nothing)
 *        default                    → big: finance (COUNTERSIGN) → ceo (OR_SIGN)
 * archive (copy)
 * final (TURN)
 * ```
 */
export const RICH_DEFINITION: WorkflowDefinition = {
  nodes: [
    approver('lead', 'TURN', { afterReturn: 'BACK_TO_ME' }),
    condition('split', [
      branch('big', 3, null, [approver('finance', 'COUNTERSIGN'), approver('ceo', 'OR_SIGN')]),
      branch(
        'small',
        1,
        [cond({ columnId: 'amount', columnType: 'money', optType: 'BETWEEN', value: [0, 100000] })],
        [approver('deptOr', 'OR_SIGN'), copy('smallCopy')],
      ),
      branch(
        'mid',
        2,
        [
          cond({
            columnId: 'amount',
            columnType: 'money',
            optType: 'BETWEEN',
            value: [100000, 500000],
            lowOpen: true,
            highOpen: true,
          }),
        ],
        [
          condition('pick', [
            branch(
              'event',
              1,
              [cond({ columnId: 'category', columnType: 'choice', optType: 'EQ', value: ['event'] })],
              [approver('board', 'COUNTERSIGN')],
            ),
            branch('other', 2, null, []),
          ]),
        ],
      ),
    ]),
    copy('archive'),
    approver('final', 'TURN'),
  ],
};

/** Assignees of every approver and copy node of a definition: `people` for each. */
export function assignAll(def: WorkflowDefinition, people: number[]): Assignees {
  return Object.fromEntries(
    allNodes(def.nodes)
      .filter((node) => node.kind !== 'condition')
      .map((node) => [node.id, people]),
  );
}

// --- fast-check generators ---

const MODES: ExamineMode[] = ['TURN', 'COUNTERSIGN', 'OR_SIGN'];

/** Form of the generated definitions: a money and a number field (their values drive the conditions). */
export const GENERATED_FORM: FormSchema = {
  fields: [
    { id: 'amount', type: 'money', label: text('amount'), required: true, limits: {} },
    { id: 'days', type: 'number', label: text('days'), required: true, limits: {} },
  ],
};

const conditionArb: fc.Arbitrary<Condition> = fc.oneof(
  fc
    .record({
      columnId: fc.constantFrom('amount', 'days'),
      optType: fc.constantFrom('LT' as const, 'GT' as const, 'LE' as const, 'GE' as const, 'EQ' as const),
      value: fc.integer({ min: 0, max: 20 }),
    })
    .map(({ columnId, optType, value }) =>
      cond({ columnId, columnType: columnId === 'amount' ? 'money' : 'number', optType, value }),
    ),
  fc
    .record({
      columnId: fc.constantFrom('amount', 'days'),
      low: fc.integer({ min: 0, max: 10 }),
      width: fc.integer({ min: 0, max: 10 }),
      lowOpen: fc.boolean(),
      highOpen: fc.boolean(),
    })
    .map(({ columnId, low, width, lowOpen, highOpen }) =>
      cond({
        columnId,
        columnType: columnId === 'amount' ? 'money' : 'number',
        optType: 'BETWEEN',
        value: [low, low + width],
        lowOpen,
        highOpen,
      }),
    ),
);

/** A shape of a sequence before ids are given. */
type Shape =
  | { kind: 'approver'; mode: ExamineMode; backToMe: boolean }
  | { kind: 'copy' }
  | { kind: 'condition'; branches: { conditions: Condition[]; nodes: Shape[] }[] };

const shapeArb: fc.Arbitrary<Shape[]> = fc.letrec<{ seq: Shape[]; node: Shape }>((tie) => ({
  seq: fc.array(tie('node'), { maxLength: 3 }),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ kind: fc.constant('approver' as const), mode: fc.constantFrom(...MODES), backToMe: fc.boolean() }),
    fc.record({ kind: fc.constant('copy' as const) }),
    fc.record({
      kind: fc.constant('condition' as const),
      branches: fc.array(
        fc.record({
          conditions: fc.array(conditionArb, { minLength: 1, maxLength: 2 }),
          nodes: tie('seq') as fc.Arbitrary<Shape[]>,
        }),
        { minLength: 2, maxLength: 3 },
      ),
    }),
  ),
})).seq;

function build(shapes: Shape[], next: () => string): WorkflowNode[] {
  return shapes.map((shape) => {
    const id = next();
    if (shape.kind === 'approver') return approver(id, shape.mode, shape.backToMe ? { afterReturn: 'BACK_TO_ME' } : {});
    if (shape.kind === 'copy') return copy(id);
    // The last branch is the default one; priorities as written.
    return condition(
      id,
      shape.branches.map((b, i) => {
        const last = i === shape.branches.length - 1;
        return branch(next(), i + 1, last ? null : b.conditions, build(b.nodes, next));
      }),
    );
  });
}

/** Valid definitions: nested conditions, every examine mode, copy nodes; ids `n1`, `n2`, … */
export const definitionArb: fc.Arbitrary<WorkflowDefinition> = shapeArb.map((shapes) => {
  let counter = 0;
  return { nodes: build(shapes, () => `n${++counter}`) };
});

/** Form values of {@link GENERATED_FORM}. */
export const formValuesArb: fc.Arbitrary<FormValues> = fc.record({
  amount: fc.integer({ min: 0, max: 20 }),
  days: fc.integer({ min: 0, max: 20 }),
});

/** Random assignees (0–3 distinct people from 1–6) for every approver and copy node of `def`. */
export function assigneesArb(def: WorkflowDefinition): fc.Arbitrary<Assignees> {
  const ids = allNodes(def.nodes)
    .filter((node) => node.kind !== 'condition')
    .map((node) => node.id);
  return fc
    .tuple(...ids.map(() => fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 })))
    .map((lists) => Object.fromEntries(ids.map((id, i) => [id, lists[i]])));
}
