/**
 * One crossDayBooking actor (machines/cross-day-booking.machine.ts) for the two pages of
 * the cross-day wizard (spec §2 /appointment/crossdaytable → /appointment/crossdayform),
 * shared through React context. The machine is the truth; the URL follows it: the table
 * for choosing (and holding, and a conflict), the form for the rest (view-model `page`).
 * `?siteId=` (and `sceneId=`, to name the site) on entry choose the site.
 * The hold (lockSite with `crossDay`), its release and expiry timer, and the booking with
 * its idempotency key come from ui/booking-checkout (shared with the other wizards).
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectCrossDayBooking, type CrossDayBookingView } from '../../machines/cross-day-booking.connect';
import { crossDayBookingMachine } from '../../machines/cross-day-booking.machine';
import { useBookingCheckout, useHoldExpiry } from '../../ui/booking-checkout';
import { actorInspection } from '../../machines/inspection';

/** Paths of the two pages. */
export const CROSS_DAY_PATHS = { table: '/appointment/crossdaytable', form: '/appointment/crossdayform' } as const;

type CrossDayActor = ActorRefFrom<typeof crossDayBookingMachine>;
const CrossDayContext = createContext<{ actor: CrossDayActor; sceneId: number | null } | null>(null);

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
  const checkout = useBookingCheckout();
  const [params] = useSearchParams();
  const siteParam = Number.parseInt(params.get('siteId') ?? '', 10);
  const sceneParam = Number.parseInt(params.get('sceneId') ?? '', 10);
  const [sceneId] = useState(() => (Number.isInteger(sceneParam) && sceneParam > 0 ? sceneParam : null));
  const machine = useMemo(() => crossDayBookingMachine.provide({
    actions: { releaseHold: ({ context }) => checkout.releaseHold(context.hold) },
    actors: { holdRange: checkout.holdSlots, submitCrossDay: checkout.submitReservation },
  }), [checkout]);
  const actor = useActorRef(machine, {
    input: { siteId: Number.isInteger(siteParam) && siteParam > 0 ? siteParam : null },
    inspect: actorInspection,
  });

  const holdId = useSelector(actor, (s) => s.context.hold?.id ?? null);
  useHoldExpiry(actor, holdId, checkout);

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
