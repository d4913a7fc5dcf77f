/**
 * Path tests of the membership card machine (DESIGN.md §5): one shortest path to every
 * state, replayed on a running actor and checked step by step against the rule table below
 * (written independently of the machine); then every stored state started as the server
 * does and every event sent there. Must take 100 % of the transitions.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  MEMBERSHIP_CARD_EVENTS,
  MEMBERSHIP_CARD_STATES,
  membershipCardMachine,
  type MembershipCardEvent,
  type MembershipCardState,
} from './membership-card.machine';
import { actorInspection } from './inspection';
import { storedSnapshot } from './stored-step';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

const coverage = recordTransitions(membershipCardMachine);
const EVENTS: MembershipCardEvent[] = MEMBERSHIP_CARD_EVENTS.map((type) => ({ type }) as MembershipCardEvent);

/** The rules as a table: where `event` leads from `state`, or null when refused. */
function expected(state: MembershipCardState, event: MembershipCardEvent): MembershipCardState | null {
  const op = event.type.slice('card.'.length);
  const table: Record<MembershipCardState, Record<string, MembershipCardState>> = {
    pendingActivation: { activate: 'active', use: 'active', transfer: 'transferred', refund: 'refunded' },
    active: {
      use: 'active',
      credit: 'active',
      useReturn: 'active',
      delay: 'active',
      upgrade: 'active',
      renew: 'active',
      freeze: 'frozen',
      expire: 'expired',
      transfer: 'transferred',
      refund: 'refunded',
    },
    frozen: { resume: 'active', renew: 'frozen', useReturn: 'frozen', refund: 'refunded' },
    expired: { delay: 'active', renew: 'expired', useReturn: 'expired', refund: 'refunded' },
    transferred: {},
    refunded: {},
  };
  return table[state][op] ?? null;
}

describe('membership card machine — generated paths', () => {
  const model = createTestModel(membershipCardMachine, { events: EVENTS });
  const paths = model.getShortestPaths();
  it('reaches every state', () => {
    const visited = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    for (const p of paths) visited.add(String(p.state.value));
    expect(visited).toEqual(new Set(MEMBERSHIP_CARD_STATES));
  });
  for (const [i, path] of paths.entries()) {
    const via = path.steps.map((s) => s.event.type).join(' → ') || '(start)';
    it(`#${i + 1} ${String(path.state.value)} via ${via}`, async () => {
      const actor = createActor(membershipCardMachine, { inspect: actorInspection }).start();
      const events = Object.fromEntries(
        EVENTS.map((e) => [
          e.type,
          ({ event }: { event: MembershipCardEvent }) => {
            const before = actor.getSnapshot().value as MembershipCardState;
            actor.send(event);
            expect(actor.getSnapshot().value).toBe(expected(before, event) ?? before);
          },
        ]),
      );
      await path.test({ events });
      actor.stop();
    });
  }
});

describe('membership card machine — started in a stored state', () => {
  for (const state of MEMBERSHIP_CARD_STATES) {
    it(`${state}: accepts and refuses every event as the rules say`, () => {
      for (const event of EVENTS) {
        const actor = createActor(membershipCardMachine, {
          snapshot: storedSnapshot(membershipCardMachine, state, {}),
          inspect: actorInspection,
        }).start();
        actor.send(event);
        expect(String(actor.getSnapshot().value), `${state} ${event.type}`).toBe(expected(state, event) ?? state);
        actor.stop();
      }
    });
  }
});

describe('membership card machine — transition coverage', () => {
  it('takes every transition', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual([]);
    expect(report.covered).toBe(report.transitions);
  });
});
