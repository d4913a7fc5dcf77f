/**
 * A room lock's lifecycle (spec §4 "room: lock and unlock"; stored in mc_room_lock.state,
 * applied by the server through server/modules/catering/order-step.ts, kind `roomLock`):
 *
 * - scheduled (before its start) → active once `now` reaches the start, → expired once
 *   `now` reaches the end (`lock.tick`, the time passing: the server ticks a stored lock
 *   before acting on it);
 * - active → expired at the end;
 * - scheduled or active → unlocked by `lock.unlock` before the end (staff end it early; the
 *   row stays in the log). Expired and unlocked are final.
 *
 * Context: the lock's range in epoch milliseconds. Events carry `now` (epoch ms); the machine
 * never reads a clock, so it stays pure.
 */
import { setup } from 'xstate';
import { nextStoredStep } from './stored-step';

/** The lock's range, epoch ms, `[start, end)`. */
export interface RoomLockContext {
  start: number;
  end: number;
}

/** Events of a room lock: time passing, and ending it early. */
export type RoomLockEvent = { type: 'lock.tick'; now: number } | { type: 'lock.unlock'; now: number };

/** The stored states (mc_room_lock.state). */
export type RoomLockState = 'scheduled' | 'active' | 'expired' | 'unlocked';

/** The room lock statechart (see the module comment). */
export const roomLockMachine = setup({
  types: {
    context: {} as RoomLockContext,
    events: {} as RoomLockEvent,
    input: {} as RoomLockContext,
  },
  guards: {
    ended: ({ context, event }) => event.now >= context.end,
    started: ({ context, event }) => event.now >= context.start && event.now < context.end,
    beforeEnd: ({ context, event }) => event.now < context.end,
  },
}).createMachine({
  id: 'roomLock',
  context: ({ input }) => ({ start: input.start, end: input.end }),
  initial: 'scheduled',
  states: {
    scheduled: {
      on: {
        'lock.tick': [
          { guard: 'ended', target: 'expired' },
          { guard: 'started', target: 'active' },
        ],
        'lock.unlock': { guard: 'beforeEnd', target: 'unlocked' },
      },
    },
    active: {
      on: {
        'lock.tick': { guard: 'ended', target: 'expired' },
        'lock.unlock': { guard: 'beforeEnd', target: 'unlocked' },
      },
    },
    expired: { type: 'final' },
    unlocked: { type: 'final' },
  },
});

/**
 * The state a stored lock is in at `now`: its stored state after the time passed (one `lock.tick`, which goes
 * straight to expired past the end), or the stored state when time changes nothing.
 */
export function roomLockStateAt(stored: RoomLockState, context: RoomLockContext, now: number): RoomLockState {
  const step = nextStoredStep(roomLockMachine, stored, context, { type: 'lock.tick', now });
  return step ? (step.value as RoomLockState) : stored;
}
