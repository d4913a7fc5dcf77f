/**
 * Machine-level path tests of the application-tabs machine (DESIGN.md §5, spec §4): one
 * shortest path to every reachable (state, context); each path is replayed on the real
 * machine with a hand-settled `reloadMenus` actor, and every step checks what the shell
 * does not show: the context (previous tab and menu, error and code), the actor's input,
 * what was written to the fake storage, that refused events (the current tab, anything
 * while switching) change nothing, and `page.open` after a failure, which the shell never
 * sends. The shell's behaviour along such paths is tested in
 * ui/admin-shell/app-tabs.paths.test.tsx (docs/machines.md, "Testing a machine through its view").
 */
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { Code } from '../platform/protocol/codes';
import { createPromiseHarness, toTestModelMachine } from './path-testing';
import { appTabsMachine, type AppTabsContext, type AppTabsInput } from './app-tabs.machine';
import { recordTransitions, saveCoverageReport } from './transition-coverage';

/** Transitions the real actors of this file take (asserted by the last test). */
const coverage = recordTransitions(appTabsMachine);

const INPUT: AppTabsInput = { activeApp: 'venue', activeMenu: '/reserveManage' };
const FAILURE = { code: Code.FORBIDDEN, message: 'No permission for this operation' };

const EVENTS = [
  { type: 'tab.select', code: 'venue' },
  { type: 'tab.select', code: 'meeting' },
  { type: 'tab.select', code: 'system' },
  { type: 'page.open', code: 'meeting', path: '/meetingRoomReser' },
  { type: 'menu.select', path: '/reserveManage' },
  { type: 'xstate.done.actor.reloadMenus', output: null },
  { type: 'xstate.error.actor.reloadMenus', error: FAILURE },
] as const;
type AnyEvent = (typeof EVENTS)[number];

const model = createTestModel(toTestModelMachine(appTabsMachine), { events: EVENTS as unknown as never, input: INPUT });

function startSut() {
  const stored: (string | null)[] = [];
  const h = createPromiseHarness(appTabsMachine, ['reloadMenus'], {
    input: INPUT,
    actions: {
      persistTab: ({ context }: { context: AppTabsContext }) => {
        stored.push(context.activeApp);
      },
    },
  });
  return { h, stored };
}
type Sut = ReturnType<typeof startSut>;
const last = <T>(xs: readonly T[]) => xs[xs.length - 1];

function stateChecks(sut: Sut): Record<string, () => void> {
  const ctx = () => sut.h.actor.getSnapshot().context;
  return {
    idle: () => {
      expect(ctx().error).toBeNull();
      expect(ctx().errorCode).toBeNull();
      if (sut.stored.length > 0) expect(last(sut.stored)).toBe(ctx().activeApp);
    },
    switching: () => {
      expect(last(sut.h.calls.reloadMenus)).toEqual({ application: ctx().activeApp });
      expect(last(sut.stored)).toBe(ctx().activeApp);
      expect(ctx().activeApp).not.toBe(ctx().previous.app);
    },
    failed: () => {
      expect(ctx().error).toBe(FAILURE.message);
      expect(ctx().errorCode).toBe(FAILURE.code);
      expect(last(sut.stored)).toBe(ctx().activeApp);
    },
  };
}

function eventChecks(
  sut: Sut,
  event: AnyEvent,
  before: { value: unknown; context: AppTabsContext },
  callsBefore: number,
) {
  const snap = sut.h.actor.getSnapshot();
  const calls = sut.h.calls.reloadMenus.length;
  switch (event.type) {
    case 'tab.select':
      if (before.value === 'switching' || before.context.activeApp === event.code) {
        // the current tab, or a switch already running: nothing happens
        expect(snap.value).toBe(before.value);
        expect(snap.context).toEqual(before.context);
        expect(calls).toBe(callsBefore);
      } else {
        expect(snap.value).toBe('switching');
        expect(snap.context).toMatchObject({ activeApp: event.code, activeMenu: null });
        expect(snap.context.previous).toEqual({ app: before.context.activeApp, menu: before.context.activeMenu });
        expect(calls).toBe(callsBefore + 1);
      }
      break;
    case 'page.open':
      if (before.value !== 'switching' && before.context.activeApp !== event.code) {
        expect(snap.value).toBe('switching');
        expect(snap.context).toMatchObject({ activeApp: event.code, activeMenu: event.path });
        expect(calls).toBe(callsBefore + 1);
      } else {
        expect(snap.context).toEqual(before.context);
      }
      break;
    case 'menu.select':
      expect(snap.value).toBe(before.value);
      expect(snap.context.activeMenu).toBe(before.value === 'switching' ? before.context.activeMenu : event.path);
      break;
    case 'xstate.done.actor.reloadMenus':
      expect(snap.value).toBe('idle');
      expect(snap.context.activeApp).toBe(before.context.activeApp);
      expect(snap.context.activeMenu).toBe(before.context.activeMenu);
      break;
    case 'xstate.error.actor.reloadMenus':
      // the previous tab and page are kept, and stored again
      expect(snap.value).toBe('failed');
      expect(snap.context.activeApp).toBe(before.context.previous.app);
      expect(snap.context.activeMenu).toBe(before.context.previous.menu);
      expect(last(sut.stored)).toBe(before.context.previous.app);
      break;
    default:
      break;
  }
}

describe('app-tabs machine — generated paths', () => {
  const paths = model.getShortestPaths();

  for (const [i, path] of paths.entries()) {
    const step = (s: (typeof path.steps)[number]) =>
      `${s.event.type.replace('xstate.', '')}${'code' in s.event ? `(${String(s.event.code)})` : ''}`;
    const name = `#${i + 1} ${String(path.state.value)} via ${path.steps.map(step).join(' → ')}`;
    it(name, async () => {
      const sut = startSut();
      const checks = stateChecks(sut);
      const events = Object.fromEntries(
        EVENTS.map((e) => [
          e.type,
          async ({ event }: { event: AnyEvent }) => {
            const before = sut.h.actor.getSnapshot();
            const callsBefore = sut.h.calls.reloadMenus.length;
            await sut.h.exec(event);
            eventChecks(sut, event, { value: before.value, context: before.context }, callsBefore);
          },
        ]),
      );
      const states = Object.fromEntries(
        Object.keys(checks).map((key) => [
          key,
          // The state's own checks (a comparison with the model's snapshot would compare the machine with itself).
          () => checks[key](),
        ]),
      );
      await path.test({ states, events } as never);
    });
  }
});

/** Every transition of the definition was taken by the real actors above (docs/machines.md, "Proving a machine"). */
describe('app-tabs machine — transition coverage', () => {
  it('takes every transition of the machine', async () => {
    const report = coverage.stop();
    await saveCoverageReport(report);
    expect(report.missing).toEqual([]);
    expect(report.covered).toBe(report.transitions);
  });
});
