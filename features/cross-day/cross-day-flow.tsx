/**
 * One crossDayBooking actor (machines/cross-day-booking.machine.ts) for the two pages of
 * the cross-day wizard (spec §2 /appointment/crossdaytable → /appointment/crossdayform),
 * shared through React context. The machine is the truth; the URL follows it: the table
 * for choosing (and holding, and a conflict), the form for the rest (view-model `page`).
 * `?siteId=` (and `sceneId=`, to name the site) on entry choose the site.
 * The hold: `holdRange` calls lockSite with `crossDay` (its refusals are shown on the
 * page, not as toasts), a timer sends `hold.expire` after the hold's minutes on this
 * clock; `releaseHold` calls unLockSite without waiting. `submitCrossDay` calls addReserve
 * with `crossDay` and an Idempotency-Key kept while the outcome of a try is unknown.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { connectCrossDayBooking, type CrossDayBookingView } from '../../machines/cross-day-booking.connect';
import { crossDayBookingMachine, type HoldRangeInput, type SubmitCrossDayInput } from '../../machines/cross-day-booking.machine';
import { addReserve, lockSite, unLockSite, type Hold, type ReservationDetail } from '../../platform/contracts/reserve.contract';
import { ApiError, CLIENT_CODES } from '../../platform/http/api-client';
import { useApi } from '../../ui/runtime';
import { actorInspection } from '../../machines/inspection';

/** Paths of the two pages. */
export const CROSS_DAY_PATHS = { table: '/appointment/crossdaytable', form: '/appointment/crossdayform' } as const;

type CrossDayActor = ActorRefFrom<typeof crossDayBookingMachine>;
const CrossDayContext = createContext<{ actor: CrossDayActor; sceneId: number | null } | null>(null);

/** 32 random hex characters. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The wizard's view-model and the scene named on entry. @throws Error outside {@link CrossDayLayout}. */
export function useCrossDay(): { view: CrossDayBookingView; actor: CrossDayActor; sceneId: number | null } {
  const value = useContext(CrossDayContext);
  if (!value) throw new Error('useCrossDay: no CrossDayLayout above');
  const snapshot = useSelector(value.actor, (s) => s);
  const view = useMemo(() => connectCrossDayBooking(snapshot, (event) => value.actor.send(event)), [snapshot, value.actor]);
  return { view, actor: value.actor, sceneId: value.sceneId };
}

/** Props of {@link CrossDayProvider}. */
export interface CrossDayProviderProps { children: ReactNode }

/** Runs the wizard actor and keeps the URL in step with it (see the module comment). */
export function CrossDayProvider({ children }: CrossDayProviderProps) {
  const api = useApi();
  const apiRef = useRef(api);
  apiRef.current = api;
  const submission = useRef<{ request: string; key: string } | null>(null);
  const deadline = useRef(0);
  const [params] = useSearchParams();
  const siteParam = Number.parseInt(params.get('siteId') ?? '', 10);
  const sceneParam = Number.parseInt(params.get('sceneId') ?? '', 10);
  const [sceneId] = useState(() => (Number.isInteger(sceneParam) && sceneParam > 0 ? sceneParam : null));
  const machine = useMemo(() => crossDayBookingMachine.provide({
    actions: {
      releaseHold: ({ context }) => {
        if (context.hold) void apiRef.current(unLockSite, { id: context.hold.id }, { notify: false }).catch(() => undefined);
      },
    },
    actors: {
      holdRange: fromPromise<Hold, HoldRangeInput>(async ({ input }) => {
        const hold = await apiRef.current(lockSite, input, { notify: false });
        deadline.current = Date.now() + hold.holdMinutes * 60_000;
        return hold;
      }),
      submitCrossDay: fromPromise<ReservationDetail, SubmitCrossDayInput>(async ({ input }) => {
        const request = JSON.stringify(input);
        if (submission.current?.request !== request) submission.current = { request, key: newKey() };
        try {
          const booked = await apiRef.current(addReserve, input, { idempotencyKey: submission.current.key, notify: false });
          submission.current = null;
          return booked;
        } catch (err) {
          const lost = err instanceof ApiError && (err.code === CLIENT_CODES.NETWORK || err.code === CLIENT_CODES.TIMEOUT);
          if (!lost) submission.current = null;
          throw err;
        }
      }),
    },
  }), []);
  const actor = useActorRef(machine, {
    input: { siteId: Number.isInteger(siteParam) && siteParam > 0 ? siteParam : null },
    inspect: actorInspection,
  });

  const holdId = useSelector(actor, (s) => s.context.hold?.id ?? null);
  useEffect(() => {
    if (holdId === null) return;
    const timer = setTimeout(() => actor.send({ type: 'hold.expire' }), Math.max(0, deadline.current - Date.now()));
    return () => clearTimeout(timer);
  }, [actor, holdId]);

  const page = useSelector(actor, (s) => connectCrossDayBooking(s, () => undefined).page);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const want = CROSS_DAY_PATHS[page];
    if (pathname.replace(/\/+$/, '') !== want) navigate(`${want}${search}`, { replace: true });
  }, [page, pathname, search, navigate]);

  const value = useMemo(() => ({ actor, sceneId }), [actor, sceneId]);
  return <CrossDayContext.Provider value={value}>{children}</CrossDayContext.Provider>;
}

/** Layout route of the two cross-day pages. */
export function CrossDayLayout() {
  return (
    <CrossDayProvider>
      <Outlet />
    </CrossDayProvider>
  );
}
