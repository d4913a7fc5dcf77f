/**
 * One crossDayBooking actor (machines/cross-day-booking.machine.ts) for the two pages of
 * the cross-day wizard (spec §2 /appointment/crossdaytable → /appointment/crossdayform),
 * shared through `@xstate/react`'s `createActorContext`. The machine is the truth; the URL follows it: the table
 * for choosing (and holding, and a conflict), the form for the rest (view-model `page`).
 * `?siteId=` (and `sceneId=`, to name the site) on entry choose the site.
 * The hold (lockSite with `crossDay`), its release and expiry timer, and the booking with
 * its idempotency key come from ui/booking-checkout (shared with the other wizards).
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { createActorContext } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectCrossDayBooking, type CrossDayBookingView } from '../../machines/cross-day-booking.connect';
import { crossDayBookingMachine } from '../../machines/cross-day-booking.machine';
import { useBookingCheckout, useHoldExpiry, useWizardView, type BookingCheckout } from '../../ui/booking-checkout';
import { actorInspection } from '../../machines/inspection';

/** Paths of the two pages. */
export const CROSS_DAY_PATHS = { table: '/appointment/crossdaytable', form: '/appointment/crossdayform' } as const;

type CrossDayActor = ActorRefFrom<typeof crossDayBookingMachine>;

/** The wizard's actor, shared by its pages. */
const CrossDayActorContext = createActorContext(crossDayBookingMachine);

/** A positive integer query parameter, else null. */
function idParam(value: string | null): number | null {
  const id = Number.parseInt(value ?? '', 10);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The wizard's view-model and the scene named on entry (`?sceneId=`, kept in the URL by the
 * provider). @throws Error outside {@link CrossDayLayout}.
 */
export function useCrossDay(): { view: CrossDayBookingView; actor: CrossDayActor; sceneId: number | null } {
  const actor = CrossDayActorContext.useActorRef();
  const view = useWizardView(actor, connectCrossDayBooking);
  const [params] = useSearchParams();
  return { view, actor, sceneId: idParam(params.get('sceneId')) };
}

/** Props of {@link CrossDayProvider}. */
export interface CrossDayProviderProps {
  children: ReactNode;
}

/** Runs the wizard actor and keeps the URL in step with it (see the module comment). */
export function CrossDayProvider({ children }: CrossDayProviderProps) {
  const checkout = useBookingCheckout();
  const [params] = useSearchParams();
  const machine = useMemo(
    () => crossDayBookingMachine.provide({ actors: { bookingCheckout: checkout.machine } }),
    [checkout],
  );
  // The site of the URL on entry; the wizard owns the choice from then on.
  const [input] = useState(() => ({ siteId: idParam(params.get('siteId')) }));
  return (
    <CrossDayActorContext.Provider logic={machine} options={{ input, inspect: actorInspection }}>
      <CrossDaySync checkout={checkout}>{children}</CrossDaySync>
    </CrossDayActorContext.Provider>
  );
}

/** The hold's expiry timer and the page the URL shows, following the wizard. */
function CrossDaySync({ checkout, children }: { checkout: BookingCheckout; children: ReactNode }) {
  const { view, actor } = useCrossDay();
  useHoldExpiry(actor, view.hold?.id ?? null, checkout);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const want = CROSS_DAY_PATHS[view.page];
    if (pathname.replace(/\/+$/, '') !== want) navigate(`${want}${search}`, { replace: true });
  }, [view.page, pathname, search, navigate]);
  return children;
}

/** Layout route of the two cross-day pages. */
export function CrossDayLayout() {
  return (
    <CrossDayProvider>
      <Outlet />
    </CrossDayProvider>
  );
}
