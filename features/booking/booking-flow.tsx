/**
 * One sameDayBooking actor (machines/same-day-booking.machine.ts) for the whole wizard
 * under /appointment (spec §2: /gymnasium → /time → /timeform), shared by its three
 * pages through `@xstate/react`'s `createActorContext`. The machine is the truth; the URL
 * follows the screen its state tags name (view-model `stepIndex`): scene and site on
 * /gymnasium, slots (and holding, a conflict) on /time, the form and after on /timeform.
 *
 * When the machine moves, the provider navigates. When the user moves the URL back
 * (browser Back, the Book tab), the provider sends `back` until the machine reaches that
 * screen (or `restart` where `back` is not accepted, e.g. after booking); a URL ahead of
 * the machine (a deep link to /time with nothing chosen) is replaced by the machine's.
 * `?sceneId=<id>` on entry (from the home page's scene cards) selects that scene, and
 * `&siteId=<id>` (from "Book again") that site as well; a `choice` prop (/dayReserve,
 * which knows the site's scene) wins over them. `todayOnly` (same-day booking from a
 * site, /dayReserve) keeps the wizard on today: the slot screen offers no other day.
 * The hold, its release and expiry timer, and the booking with its idempotency key come
 * from ui/booking-checkout (shared with the cross-day and quick wizards).
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { createActorContext, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  connectSameDayBooking,
  stepIndexOf,
  stepOf,
  type SameDayBookingView,
} from '../../machines/same-day-booking.connect';
import { sameDayBookingMachine } from '../../machines/same-day-booking.machine';
import { useBookingCheckout, useHoldExpiry, useWizardView, type BookingCheckout } from '../../ui/booking-checkout';
import { todayIn } from '../../ui/terminal-shell/time-format';
import { actorInspection } from '../../machines/inspection';

/** The wizard's screens, in order. */
export const BOOKING_SCREENS = ['gymnasium', 'time', 'timeform'] as const;
/** One screen of the wizard (the last path segment under /appointment). */
export type BookingScreen = (typeof BOOKING_SCREENS)[number];

/** The screen that shows a wizard snapshot (by its state tags, see the module comment). */
export function screenOf(snapshot: BookingSnapshot): BookingScreen {
  return (['gymnasium', 'gymnasium', 'time', 'timeform'] as const)[stepIndexOf(snapshot)];
}

/** The screen a pathname names (`…/appointment/time` → `time`), or `null`. */
export function screenOfPath(pathname: string): BookingScreen | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (BOOKING_SCREENS as readonly string[]).includes(last) ? (last as BookingScreen) : null;
}

/** The running wizard actor. */
export type BookingActor = ActorRefFrom<typeof sameDayBookingMachine>;
/** A snapshot of it. */
export type BookingSnapshot = SnapshotFrom<typeof sameDayBookingMachine>;

/** The wizard's actor, shared by its pages. */
const BookingActorContext = createActorContext(sameDayBookingMachine);

/** The checkout's calls, for the browser-clock deadlines of its holds. */
const HoldDeadlines = createContext<Pick<BookingCheckout, 'deadlineOf'>>({ deadlineOf: () => null });

/** The browser-clock deadline (epoch ms) of hold `id`, or null when unknown. */
export function useHoldDeadline(id: number | null): number | null {
  return useContext(HoldDeadlines).deadlineOf(id);
}

/** The wizard actor of the enclosing {@link BookingFlowProvider}. @throws Error outside one. */
export function useBookingActor(): BookingActor {
  return BookingActorContext.useActorRef();
}

/** Selects from the wizard's snapshot (re-renders when the selection changes). */
export function useBookingSelector<T>(select: (snapshot: BookingSnapshot) => T): T {
  return useSelector(useBookingActor(), select);
}

/** The wizard's view-model (machines/same-day-booking.connect.ts) for the current snapshot and its checkout's. */
export function useBookingView(): SameDayBookingView {
  return useWizardView(useBookingActor(), connectSameDayBooking);
}

/** The browser's IANA time zone (the campus zone is used once a site is chosen). */
function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Selects scene `sceneId` and site `siteId` (when given, valid and not chosen yet). */
function applyChoice(actor: BookingActor, sceneId: number, siteId: number): void {
  if (Number.isInteger(sceneId) && sceneId > 0 && actor.getSnapshot().context.sceneId !== sceneId) {
    actor.send({ type: 'scene.select', sceneId });
  }
  if (Number.isInteger(siteId) && siteId > 0 && actor.getSnapshot().context.siteId !== siteId) {
    actor.send({ type: 'site.select', siteId });
  }
}

/** Whether the wizard offers today only (see the module comment). */
const TodayOnly = createContext(false);

/** True inside a {@link BookingFlowProvider} started with `todayOnly`. */
export function useTodayOnly(): boolean {
  return useContext(TodayOnly);
}

/** Props of {@link BookingFlowProvider}. */
export interface BookingFlowProviderProps {
  children: ReactNode;
  /** Path of the wizard's parent route. Default `/appointment`. */
  basePath?: string;
  /** Scene and site chosen on entry, instead of the URL's `?sceneId=&siteId=`. */
  choice?: { sceneId: number; siteId: number };
  /** Offer today only (same-day booking from a site). Default false. */
  todayOnly?: boolean;
}

/** Runs the wizard actor and keeps the URL in step with it (see the module comment). */
export function BookingFlowProvider({
  children,
  basePath = '/appointment',
  choice,
  todayOnly = false,
}: BookingFlowProviderProps) {
  // The same-day wizard also toasts a refused booking (the page shows it too).
  const checkout = useBookingCheckout({ notifyRefusals: true });
  const machine = useMemo(
    () => sameDayBookingMachine.provide({ actors: { bookingCheckout: checkout.machine } }),
    [checkout],
  );
  const [options] = useState(() => ({ input: { date: todayIn(browserZone()) }, inspect: actorInspection }));
  return (
    <BookingActorContext.Provider logic={machine} options={options}>
      <HoldDeadlines.Provider value={checkout}>
        <TodayOnly.Provider value={todayOnly}>
          <BookingFlowSync checkout={checkout} basePath={basePath} choice={choice}>
            {children}
          </BookingFlowSync>
        </TodayOnly.Provider>
      </HoldDeadlines.Provider>
    </BookingActorContext.Provider>
  );
}

/** The hold's expiry timer, the URL's choice on entry, and the URL following the wizard. */
function BookingFlowSync({
  children,
  basePath,
  checkout,
  choice,
}: {
  children: ReactNode;
  basePath: string;
  checkout: BookingCheckout;
  choice?: BookingFlowProviderProps['choice'];
}) {
  const actor = useBookingActor();
  const [params] = useSearchParams();
  const sceneParam = choice?.sceneId ?? Number.parseInt(params.get('sceneId') ?? '', 10);
  const siteParam = choice?.siteId ?? Number.parseInt(params.get('siteId') ?? '', 10);
  // Queued before the actor starts (@xstate/react starts it in an effect), so the first URL
  // sync below already sees the choice and keeps a deep link to /time.
  useState(() => applyChoice(actor, sceneParam, siteParam));
  const view = useBookingView();
  const step = view.step;
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // ?sceneId= from the home page's scene cards, &siteId= from "Book again": applied once
  // before the first URL sync below (which would otherwise take /time for a deep link
  // ahead of the machine), and again whenever they change.
  useEffect(() => applyChoice(actor, sceneParam, siteParam), [actor, sceneParam, siteParam]);

  // The hold's timer: `hold.expire` when its minutes have run out on this clock.
  useHoldExpiry(actor, view.hold?.id ?? null, checkout);

  const lastStep = useRef<string | null>(null);
  const userTarget = useRef<BookingScreen | null>(null);
  /**
   * Screens this effect navigated to that the URL has not reached yet. Their arrival is
   * not the user's doing even when the machine has moved on meanwhile (e.g. "Hold again":
   * holding → /time, and the hold answered before the URL changed → fillingForm): without
   * this, that late arrival at /time read as the user going back, and the fresh hold was
   * released.
   */
  const ownNavigations = useRef(new Set<BookingScreen>());
  /** The screen of the URL at the effect's last run: only a change of it can be the user's move. */
  const lastHere = useRef<BookingScreen | null>(null);
  useEffect(() => {
    // The live state, not the rendered `step`: events queued before the actor started
    // have been processed by now.
    const live = actor.getSnapshot();
    const current = stepOf(live);
    const want = screenOf(live);
    const here = screenOfPath(pathname);
    const machineMoved = lastStep.current !== current;
    lastStep.current = current;
    const arrived = here !== lastHere.current;
    lastHere.current = here;
    const ours = here !== null && ownNavigations.current.delete(here);
    if (here === want) {
      userTarget.current = null;
      // The machine came back here while a navigation of ours elsewhere is under way:
      // supersede it, so the URL stays with the machine.
      if (ownNavigations.current.size > 0) {
        // A new navigation cancels the one under way (react-router), so it will not arrive.
        ownNavigations.current.clear();
        ownNavigations.current.add(want);
        navigate(`${basePath}/${want}`, { replace: true });
      }
      return;
    }
    if (arrived && !machineMoved && here !== null && !ours) userTarget.current = here;
    const target = userTarget.current;
    if (target && BOOKING_SCREENS.indexOf(target) < BOOKING_SCREENS.indexOf(want)) {
      actor.send(connectSameDayBooking(live, () => undefined).canGoBack ? { type: 'back' } : { type: 'restart' });
      return;
    }
    userTarget.current = null;
    ownNavigations.current.add(want);
    navigate(`${basePath}/${want}`, { replace: here === null || !machineMoved });
  }, [actor, step, pathname, basePath, navigate]);

  return children;
}
