/**
 * Room lock pieces shared by the back office (/roomUpdates, /meetWeeks) and the catering
 * app's venue view (/site): the state badge named by the machine's namespace (`roomLock`),
 * and whether machines/room-lock.machine accepts ending a lock now.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RoomLockState } from '../../platform/contracts/catering-room.contract';
import { roomLockMachine } from '../../machines/room-lock.machine';
import { canStep } from '../../machines/stored-step';

const COLOR: Record<RoomLockState, string> = { scheduled: 'orange', active: 'red', expired: 'gray', unlocked: 'gray' };

/** The state badge of a lock (texts `roomLock:state.*`). */
export function LockStateBadge({ state }: { state: RoomLockState }) {
  const { t } = useTranslation('roomLock');
  return (
    <Badge colorPalette={COLOR[state]} data-testid="lock-state">
      {t(`state.${state}`)}
    </Badge>
  );
}

/** What {@link mayUnlock} reads of a lock: its state and wire-time range. */
export interface LockLike {
  state: RoomLockState;
  start: string;
  end: string;
}

/** Whether the room lock machine accepts `lock.unlock` on `lock` at `now` (epoch ms) — what views offer. */
export function mayUnlock(lock: LockLike, now: number): boolean {
  const context = { start: Date.parse(lock.start), end: Date.parse(lock.end) };
  return canStep(roomLockMachine, lock.state, context, { type: 'lock.unlock', now });
}
