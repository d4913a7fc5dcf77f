/**
 * Support for the path tests of the booking wizards that invoke the checkout
 * (machines/booking-checkout.machine.ts) as `checkout`: one output per way a checkout
 * ends, to feed as `xstate.done.actor.checkout`, and a recorder of the events the wizard
 * forwards to its checkout. Test-only code.
 */
import {
  getInitialSnapshot,
  getNextSnapshot,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import type { ReservationDetail } from '../platform/contracts/reserve.contract';
import { Code } from '../platform/protocol/codes';
import {
  bookingCheckoutMachine,
  type CheckoutDraft,
  type CheckoutInput,
  type CheckoutOutput,
} from './booking-checkout.machine';
import { getViewTransitionPaths, toTestModelMachine } from './path-testing';

/** The checkout's event types, which a wizard forwards to its running checkout. */
export const CHECKOUT_EVENT_TYPES: readonly string[] = [
  'form.change',
  'participants.change',
  'notices.load',
  'notices.agree',
  'form.submit',
  'hold.expire',
  'retry',
  'back',
  'restart',
];

/** A draft as a checkout outputs it. */
export const DRAFT: CheckoutDraft = {
  form: { subject: 'Team practice', phone: '', remark: '' },
  participants: [],
  notices: [{ id: 1, version: 2 }],
  agreed: true,
  formValues: null,
  approvers: {},
};

/** One output per way a checkout ends (`reservation`: the booking of `booked`). */
export function checkoutOutputs(reservation: ReservationDetail) {
  const out = (outcome: CheckoutOutput['outcome'], over: Partial<CheckoutOutput> = {}): CheckoutOutput => ({
    outcome,
    reservation: null,
    stage: null,
    error: null,
    errorCode: null,
    restart: false,
    draft: DRAFT,
    ...over,
  });
  return {
    booked: out('booked', { reservation }),
    holdConflict: out('conflict', {
      stage: 'hold',
      error: 'Someone else is booking this slot right now',
      errorCode: Code.SLOT_HELD,
    }),
    submitConflict: out('conflict', {
      stage: 'submit',
      error: 'This slot has just been booked',
      errorCode: Code.SLOT_TAKEN,
    }),
    refused: out('refused', {
      stage: 'hold',
      error: 'Bookings for Nov 23 open at 08:00 on Nov 22',
      errorCode: Code.RULE_NOT_OPEN_YET,
    }),
    holdExpired: out('holdExpired'),
    back: out('cancelled'),
    restart: out('cancelled', { restart: true }),
  };
}

/** Records the events that reach the wizard's child `checkout` (through the actor system's inspection). */
export function recordForwarded(
  actor: AnyActorRef & { getSnapshot(): { children: Record<string, unknown> } },
): unknown[] {
  const forwarded: unknown[] = [];
  actor.system.inspect((e: { type: string; actorRef?: unknown; event?: unknown }) => {
    if (e.type === '@xstate.event' && e.actorRef === actor.getSnapshot().children.checkout) forwarded.push(e.event);
  });
  return forwarded;
}

/** A step of a wizard's view path: an event of the wizard or of its running checkout, and the model state reached. */
export type WizardPathStep<TWizard, TEvent> =
  | { machine: 'wizard'; event: TEvent; state: TWizard }
  | { machine: 'checkout'; event: { type: string; [key: string]: unknown }; state: CheckoutModelSnapshot };

/** A snapshot of the checkout's model ({@link toTestModelMachine} of bookingCheckout). */
export type CheckoutModelSnapshot = AnyMachineSnapshot & { output?: CheckoutOutput };

/** Options of {@link getWizardViewPaths}. */
export interface WizardViewPathOptions<TWizard, TEvent> {
  /** What the view can send to the wizard in each of its states (the checkout's done events are added). */
  wizardEvents(state: TWizard): readonly TEvent[];
  /** The wizard's input, if it takes one. */
  wizardInput?: unknown;
  /** The wizard's abstraction (see getViewTransitionPaths). */
  abstractWizard(state: TWizard): unknown;
  /** What the view can send to the checkout, or the gateway can answer, in each checkout state. */
  checkoutEvents(state: CheckoutModelSnapshot): readonly { type: string; [key: string]: unknown }[];
  /** The checkout's abstraction. */
  abstractCheckout(state: CheckoutModelSnapshot): unknown;
  /** The checkout's input in the model (what the first checkout of a path is asked to book). */
  checkoutInput: CheckoutInput;
}

/** The key of a checkout output as wizards branch on it: outcome, stage, restart. */
const outcomeKey = (o: CheckoutOutput) => `${o.outcome}|${o.stage ?? ''}|${String(o.restart)}`;

/**
 * View paths through a wizard and its checkout child, from both graphs: the checkout's paths
 * (getViewTransitionPaths on its model) give the ways a checkout ends; each distinct ending
 * (outcome, stage, restart) is one `xstate.done.actor.checkout` event the wizard's model may
 * take in its `checkout` state. Every wizard path has each such done step preceded by the
 * shortest checkout path with that ending; every other checkout path is replayed after the
 * shortest way into the first checkout (and followed by the wizard's done step when it ends).
 * So the paths together take every transition of both abstract graphs.
 * `wizardModel`: toTestModelMachine of the wizard, its `forwardToCheckout` a no-op.
 */
export function getWizardViewPaths<TWizard extends AnyMachineSnapshot, TEvent extends EventObject>(
  wizardModel: AnyStateMachine,
  options: WizardViewPathOptions<TWizard, TEvent>,
): { steps: WizardPathStep<TWizard, TEvent>[] }[] {
  const checkoutModel = toTestModelMachine(bookingCheckoutMachine);
  const checkoutPaths = getViewTransitionPaths(checkoutModel, {
    input: options.checkoutInput,
    events: options.checkoutEvents as never,
    abstract: options.abstractCheckout as never,
  }) as unknown as { steps: { event: { type: string }; state: CheckoutModelSnapshot }[] }[];
  const endings = new Map<string, (typeof checkoutPaths)[number]>();
  for (const p of checkoutPaths) {
    const last = p.steps[p.steps.length - 1].state;
    if (last.status !== 'done' || !last.output) continue;
    const known = endings.get(outcomeKey(last.output));
    if (!known || known.steps.length > p.steps.length) endings.set(outcomeKey(last.output), p);
  }
  const doneEvents = [...endings.values()].map((p) => ({
    type: 'xstate.done.actor.checkout',
    output: p.steps[p.steps.length - 1].state.output,
  }));
  const wizardPaths = getViewTransitionPaths(wizardModel, {
    events: ((s: TWizard) => (s.matches('checkout') ? doneEvents : options.wizardEvents(s))) as never,
    abstract: options.abstractWizard as never,
    input: options.wizardInput,
  }) as unknown as { steps: { event: TEvent; state: TWizard }[] }[];
  const used = new Set<unknown>();
  const expand = (steps: { event: TEvent; state: TWizard }[]): WizardPathStep<TWizard, TEvent>[] =>
    steps.flatMap((step) => {
      const output = (step.event as { output?: CheckoutOutput }).output;
      if (step.event.type !== 'xstate.done.actor.checkout' || !output) return [{ machine: 'wizard' as const, ...step }];
      const ending = endings.get(outcomeKey(output))!;
      used.add(ending);
      const checkoutSteps = ending.steps.map((s) => ({ machine: 'checkout' as const, ...s }));
      return [...checkoutSteps, { machine: 'wizard' as const, ...step }];
    });
  const paths = wizardPaths.map((p) => ({ steps: expand(p.steps) }));
  // The shortest way into a first checkout, for the checkout paths no wizard path took.
  const intoCheckout = wizardPaths
    .map((p) => p.steps.slice(0, p.steps.findIndex((s) => s.state.matches('checkout')) + 1))
    .filter((steps) => steps.length > 0 && steps[steps.length - 1].state.matches('checkout'))
    .sort((a, b) => a.length - b.length)[0];
  if (!intoCheckout) throw new Error('getWizardViewPaths: no path of the wizard reaches its checkout');
  const entered = intoCheckout[intoCheckout.length - 1].state;
  for (const p of checkoutPaths.filter((c) => !used.has(c))) {
    const last = p.steps[p.steps.length - 1].state;
    const tail: WizardPathStep<TWizard, TEvent>[] = [];
    if (last.status === 'done' && last.output) {
      const event = { type: 'xstate.done.actor.checkout', output: last.output } as unknown as TEvent;
      tail.push({ machine: 'wizard', event, state: getNextSnapshot(wizardModel, entered, event) as TWizard });
    }
    paths.push({
      steps: [...expand(intoCheckout), ...p.steps.map((s) => ({ machine: 'checkout' as const, ...s })), ...tail],
    });
  }
  // A state merged by the abstraction may come from another way there: replay each path's
  // wizard events for its own states.
  return paths.map((p) => {
    let state = getInitialSnapshot(wizardModel, options.wizardInput) as TWizard;
    return {
      steps: p.steps.map((step) => {
        if (step.machine === 'checkout') return step;
        state = getNextSnapshot(wizardModel, state, step.event) as TWizard;
        return { ...step, state };
      }),
    };
  });
}
