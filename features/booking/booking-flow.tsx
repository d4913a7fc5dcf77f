/**
 * One sameDayBooking actor (machines/same-day-booking.machine.ts) for the whole wizard
 * under /appointment (spec §2: /gymnasium → /time → /timeform), shared by its three
 * pages through React context. The machine is the truth; the URL follows it:
 *
 * | machine state | route |
 * | --- | --- |
 * | pickingScene, pickingSite | /appointment/gymnasium |
 * | pickingSlots, conflict | /appointment/time |
 * | fillingForm, submitting, failed, booked | /appointment/timeform |
 *
 * When the machine moves, the provider navigates. When the user moves the URL back
 * (browser Back, the Book tab), the provider sends `back` until the machine reaches that
 * screen (or `restart` where `back` is not accepted, e.g. after booking); a URL ahead of
 * the machine (a deep link to /time with nothing chosen) is replaced by the machine's.
 * `?sceneId=<id>` on entry (from the home page's scene cards) selects that scene.
 * The machine's `submitReservation` actor calls `addReserve` through the runtime's api.
 */
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { connectSameDayBooking, type SameDayBookingView } from '../../machines/same-day-booking.connect';
import {
  sameDayBookingMachine,
  type SameDayBookingStep,
  type SubmitReservationInput,
} from '../../machines/same-day-booking.machine';
import { addReserve, type ReservationDetail } from '../../platform/contracts/reserve.contract';
import { useApi } from '../../ui/runtime';
import { todayIn } from '../../ui/terminal-shell/time-format';

/** The wizard's screens, in order. */
export const BOOKING_SCREENS = ['gymnasium', 'time', 'timeform'] as const;
/** One screen of the wizard (the last path segment under /appointment). */
export type BookingScreen = (typeof BOOKING_SCREENS)[number];

/** The screen that shows a machine state (table in the module comment). */
export function screenOfStep(step: SameDayBookingStep): BookingScreen {
  switch (step) {
    case 'pickingScene':
    case 'pickingSite':
      return 'gymnasium';
    case 'pickingSlots':
    case 'conflict':
      return 'time';
    default:
      return 'timeform';
  }
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

const BookingFlowContext = createContext<BookingActor | null>(null);

/** The wizard actor of the enclosing {@link BookingFlowProvider}. @throws Error outside one. */
export function useBookingActor(): BookingActor {
  const actor = useContext(BookingFlowContext);
  if (!actor) throw new Error('useBookingActor: no BookingFlowProvider above');
  return actor;
}

/** Selects from the wizard's snapshot (re-renders when the selection changes). */
export function useBookingSelector<T>(select: (snapshot: BookingSnapshot) => T): T {
  return useSelector(useBookingActor(), select);
}

/** The wizard's view-model (machines/same-day-booking.connect.ts) for the current snapshot. */
export function useBookingView(): SameDayBookingView {
  const actor = useBookingActor();
  const snapshot = useSelector(actor, (s) => s);
  return useMemo(() => connectSameDayBooking(snapshot, (event) => actor.send(event)), [snapshot, actor]);
}

/** The browser's IANA time zone (the campus zone is used once a site is chosen). */
function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Props of {@link BookingFlowProvider}. */
export interface BookingFlowProviderProps {
  children: ReactNode;
  /** Path of the wizard's parent route. Default `/appointment`. */
  basePath?: string;
}

/** Runs the wizard actor and keeps the URL in step with it (see the module comment). */
export function BookingFlowProvider({ children, basePath = '/appointment' }: BookingFlowProviderProps) {
  const api = useApi();
  const apiRef = useRef(api);
  apiRef.current = api;
  const machine = useMemo(
    () =>
      sameDayBookingMachine.provide({
        actors: {
          submitReservation: fromPromise<ReservationDetail, SubmitReservationInput>(({ input }) =>
            apiRef.current(addReserve, input),
          ),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { input: { date: todayIn(browserZone()) } });
  const step = useSelector(actor, (s) => s.value as SameDayBookingStep);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  // ?sceneId= from the home page's scene cards.
  const sceneParam = Number.parseInt(params.get('sceneId') ?? '', 10);
  useEffect(() => {
    if (Number.isInteger(sceneParam) && sceneParam > 0 && actor.getSnapshot().context.sceneId !== sceneParam) {
      actor.send({ type: 'scene.select', sceneId: sceneParam });
    }
  }, [actor, sceneParam]);

  const lastStep = useRef<SameDayBookingStep | null>(null);
  const userTarget = useRef<BookingScreen | null>(null);
  useEffect(() => {
    const want = screenOfStep(step);
    const here = screenOfPath(pathname);
    const machineMoved = lastStep.current !== step;
    lastStep.current = step;
    if (here === want) {
      userTarget.current = null;
      return;
    }
    if (!machineMoved && here !== null) userTarget.current = here;
    const target = userTarget.current;
    if (target && BOOKING_SCREENS.indexOf(target) < BOOKING_SCREENS.indexOf(want)) {
      actor.send(actor.getSnapshot().can({ type: 'back' }) ? { type: 'back' } : { type: 'restart' });
      return;
    }
    userTarget.current = null;
    navigate(`${basePath}/${want}`, { replace: here === null || !machineMoved });
  }, [actor, step, pathname, basePath, navigate]);

  return <BookingFlowContext.Provider value={actor}>{children}</BookingFlowContext.Provider>;
}
