/**
 * The same-day booking wizard across its three routes in the real runtime (renderWithRuntime),
 * the gateway answering from a per-test table. Its states, hold expiry and refusals are checked
 * by same-day-booking.paths.test.tsx; here what the paths do not: consecutive selection on the
 * grid and the merged range sent (lockSite, addReserve bodies, the notices accepted), the
 * alternatives offered after a conflict, the grid reloaded after one, the waitlist, the
 * browser's Back button and deep links, the choice from the URL, and the approval form of a
 * booking under a form rule (its fields shown, checked, and its values sent with the booking).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CallContract } from '../../platform/contracts/define-call';
import { formRuleForBooking } from '../../platform/contracts/form-rule.contract';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import { recommend } from '../../platform/contracts/reserve-details.contract';
import {
  addReserve,
  currentPeriod,
  lockSite,
  siteRule,
  unLockSite,
  type Slot,
} from '../../platform/contracts/reserve.contract';
import { sceneDetail, sceneList } from '../../platform/contracts/site.contract';
import { waitlistJoin } from '../../platform/contracts/waitlist.contract';
import { candidateUserByNodeCandidateType } from '../../platform/contracts/workflow-candidate.contract';
import { processPreview } from '../../platform/contracts/workflow-process.contract';
import { Code } from '../../platform/protocol/codes';
import { refuse, renderWithRuntime } from '../../ui/testing';
import { nextDays } from '../../ui/terminal-shell/time-format';
import { BookingLayout, SceneSitePage, TimePage, TimeFormPage } from './index';

/** The fake server's answers by path (each gets the parsed input), and the calls made. Reset per test. */
const server = {
  handlers: {} as Record<string, (input: any) => unknown>,
  calls: [] as { path: string; input: any }[],
};
/** The calls the wizard makes, answered by {@link server}. */
const CONTRACTS: CallContract[] = [
  sceneList,
  sceneDetail,
  currentPeriod,
  lockSite,
  unLockSite,
  siteRule,
  reserveNotices,
  addReserve,
  recommend,
  waitlistJoin,
  formRuleForBooking,
  processPreview,
  candidateUserByNodeCandidateType,
];

const ZONE = 'Asia/Shanghai';
const TODAY = nextDays(ZONE, 1)[0];

/** Future slots of `date` from 20:00 Shanghai time (tests pick dates ≥ tomorrow for "free"). */
function slotsOf(date: string, taken: number[] = []): Slot[] {
  return [20, 21, 22, 23].map((h, i) => ({
    start: `${date}T${h}:00:00+08:00`,
    end: h === 23 ? `${date}T23:59:00+08:00` : `${date}T${h + 1}:00:00+08:00`,
    status: taken.includes(i) ? 'taken' : 'free',
  }));
}

const SITE = {
  id: 11,
  name: 'Badminton Court 1',
  sceneId: 1,
  sceneName: 'Badminton',
  campusName: 'East Campus',
  buildingName: 'Sports Centre',
  floorName: '1F',
  timeZone: ZONE,
  kind: 'single',
  capacity: 1,
  slotMinutes: 60,
  openingHours: [],
};

let takenIndexes: number[] = [];

/** The site's rule as /api/reserve/rule answers it. */
const RULE = {
  siteId: 11,
  name: 'Standard',
  advanceDays: 14,
  openDaysBefore: null,
  openTime: null,
  minMinutes: 0,
  maxMinutes: null,
  perDay: null,
  perWeek: null,
  cancelBeforeMinutes: 0,
  lateCancelMinutes: 0,
  checkInBeforeMinutes: 15,
  checkInAfterMinutes: 15,
  needsApproval: false,
  participantsMin: 0,
  participantsMax: null,
  holdMinutes: 5,
  allowCrossDay: false,
  maxCrossDays: 7,
  waitlist: true,
};

beforeEach(() => {
  takenIndexes = [];
  server.calls = [];
  server.handlers = {
    '/api/site/scene/list': () => [
      { id: 1, code: 'badminton', name: 'Badminton', icon: 'badminton', siteCount: 1 },
      { id: 2, code: 'meetingRoom', name: 'Meeting room', icon: null, siteCount: 0 },
    ],
    '/api/site/scene/detail': ({ id }: { id: number }) =>
      id === 1
        ? { id: 1, code: 'badminton', name: 'Badminton', icon: 'badminton', siteCount: 1, sites: [SITE] }
        : { id: 2, code: 'meetingRoom', name: 'Meeting room', icon: null, siteCount: 0, sites: [] },
    '/api/reserve/current/period': ({ siteId, date }: { siteId: number; date: string }) => ({
      siteId,
      date,
      timeZone: ZONE,
      slots: slotsOf(date, takenIndexes),
    }),
    '/api/reserve/lockSite': ({ siteId, start, end }: { siteId: number; start: string; end: string }) => ({
      id: 7,
      siteId,
      start,
      end,
      expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
      holdMinutes: 5,
    }),
    '/api/reserve/unLockSite': () => ({ released: true }),
    '/api/reserve/rule': () => RULE,
    '/api/reserve/notices': () => [],
    '/api/formRule/forBooking': () => null,
    '/api/reserve/addReserve': (input: { siteId: number; start: string; end: string; subject?: string }) => ({
      id: 99,
      siteId: input.siteId,
      siteName: SITE.name,
      sceneName: 'Badminton',
      campusName: 'East Campus',
      start: input.start,
      end: input.end,
      status: 'approved',
      userId: 1,
      userName: 'Booker',
      account: 'booker',
      createdAt: `${TODAY}T08:00:00+08:00`,
      subject: input.subject ?? null,
      phone: null,
      remark: null,
      buildingName: 'Sports Centre',
      floorName: '1F',
      timeZone: ZONE,
      cancelledAt: null,
      cancellable: true,
    }),
  };
});

async function renderWizard(url = '/appointment/gymnasium') {
  const { router } = await renderWithRuntime(null, {
    app: 'terminal',
    lang: 'EN',
    url,
    serve: (gateway) => {
      for (const contract of CONTRACTS) {
        gateway.on(contract, (input: unknown) => {
          server.calls.push({ path: contract.path, input });
          const handler = server.handlers[contract.path];
          if (!handler) throw new Error(`no answer for ${contract.path}`);
          return handler(input) as never;
        });
      }
    },
    routes: [
      {
        path: '/appointment',
        element: <BookingLayout />,
        children: [
          { path: 'gymnasium', element: <SceneSitePage /> },
          { path: 'time', element: <TimePage /> },
          { path: 'timeform', element: <TimeFormPage /> },
        ],
      },
      { path: '/my', element: <h1>My bookings page</h1> },
    ],
  });
  return router!;
}

const periodCalls = () => server.calls.filter((c) => c.path === '/api/reserve/current/period');

/** Scene → site → tomorrow; returns the router at /appointment/time. */
async function toSlotGrid(given?: Awaited<ReturnType<typeof renderWizard>>) {
  const router = given ?? (await renderWizard());
  fireEvent.click(await screen.findByRole('button', { name: 'Badminton' }));
  fireEvent.click(await screen.findByRole('button', { name: /Badminton Court 1/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/appointment/time'));
  fireEvent.click(await screen.findByRole('button', { name: /^Tomorrow/ }));
  await screen.findByRole('button', { name: '20:00–21:00 Available' });
  return router;
}

describe('booking wizard', { timeout: 20_000 }, () => {
  it('books: the URL follows the machine and the merged range is sent', async () => {
    const router = await toSlotGrid();
    const tomorrow = nextDays(ZONE, 2)[1];
    expect(periodCalls().at(-1)?.input).toEqual({ siteId: 11, date: tomorrow });
    expect((screen.getByRole('button', { name: /^Next/ }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '20:00–21:00 Available' }));
    fireEvent.click(await screen.findByRole('button', { name: '21:00–22:00 Available' }));
    expect(await screen.findByText('Selected: 20:00–22:00')).toBeTruthy();
    // A non-adjacent slot starts a new selection (the machine's rule).
    fireEvent.click(screen.getByRole('button', { name: '23:00–23:59 Available' }));
    expect(await screen.findByText('Selected: 23:00–23:59')).toBeTruthy();
    expect(screen.getByRole('button', { name: '20:00–21:00 Available' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '22:00–23:00 Available' }));
    expect(await screen.findByText('Selected: 22:00–23:59')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Next/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment/timeform'));
    expect(server.calls.find((c) => c.path === '/api/reserve/lockSite')?.input).toEqual({
      siteId: 11,
      start: `${tomorrow}T22:00:00+08:00`,
      end: `${tomorrow}T23:59:00+08:00`,
    });
    expect((await screen.findByTestId('hold-banner')).textContent).toMatch(
      /^Held for you until \d\d:\d\d \([45]:\d\d left\)/,
    );
    expect(screen.getByTestId('booking-summary').textContent).toContain('Badminton Court 1');
    expect(screen.getByTestId('booking-summary').textContent).toContain('22:00–23:59');

    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Team practice' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: 'call me' } });
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Submit/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: /Submit/ }));

    expect(await screen.findByRole('heading', { name: 'Booked' })).toBeTruthy();
    const sent = server.calls.find((c) => c.path === '/api/reserve/addReserve')?.input;
    expect(sent).toEqual({
      siteId: 11,
      start: `${tomorrow}T22:00:00+08:00`,
      end: `${tomorrow}T23:59:00+08:00`,
      subject: 'Team practice',
      phone: '13800138000',
    });
    expect(router.state.location.pathname).toBe('/appointment/timeform');
    expect(screen.getByRole('link', { name: /Go to my bookings/ }).getAttribute('href')).toBe('/my');
    expect(screen.getByRole('link', { name: 'View booking' }).getAttribute('href')).toBe('/detail?id=99');
  });

  it("asks to accept the scene's notices before submitting, and names them in the booking", async () => {
    server.handlers['/api/reserve/notices'] = () => [
      { id: 3, kind: 'notice', version: 2, title: 'Shoes', content: 'Wear indoor shoes.' },
      { id: 4, kind: 'disclaimer', version: 1, title: 'Own risk', content: 'Play at your own risk.' },
    ];
    const router = await toSlotGrid();
    fireEvent.click(screen.getByRole('button', { name: '20:00–21:00 Available' }));
    fireEvent.click(screen.getByRole('button', { name: /^Next/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment/timeform'));
    expect((await screen.findByTestId('booking-notices')).textContent).toContain('Wear indoor shoes.');
    expect((screen.getByRole('button', { name: /Submit/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I have read and agree to the above'));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Submit/ }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: /Submit/ }));
    expect(await screen.findByRole('heading', { name: 'Booked' })).toBeTruthy();
    expect(server.calls.find((c) => c.path === '/api/reserve/addReserve')?.input.agreements).toEqual([
      { id: 3, version: 2 },
      { id: 4, version: 1 },
    ]);
  });

  it('says that a booking waiting for approval is submitted, not booked', async () => {
    const booked = server.handlers['/api/reserve/addReserve'];
    server.handlers['/api/reserve/addReserve'] = (input: unknown) => ({
      ...(booked(input) as object),
      status: 'pendingAudit',
    });
    const router = await toSlotGrid();
    fireEvent.click(screen.getByRole('button', { name: '20:00–21:00 Available' }));
    fireEvent.click(screen.getByRole('button', { name: /^Next/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment/timeform'));
    fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Team practice' } });
    fireEvent.click(screen.getByRole('button', { name: /Submit/ }));
    expect(await screen.findByRole('heading', { name: 'Submitted; waiting for approval' })).toBeTruthy();
    expect(screen.getByTestId('booking-booked').textContent).toContain('Badminton Court 1 is held for you on');
    expect(screen.queryByRole('heading', { name: 'Booked' })).toBeNull();
  });

  it('when someone else holds the slot, offers free alternatives and books one', async () => {
    const tomorrow = nextDays(ZONE, 2)[1];
    server.handlers['/api/reserve/lockSite'] = ({ start }: { start: string }) =>
      start.includes('T20:')
        ? refuse(Code.SLOT_HELD, 'Someone else is booking this slot right now; it is held for them until 20:05')
        : {
            id: 8,
            siteId: 11,
            start,
            end: `${tomorrow}T22:00:00+08:00`,
            expiresAt: new Date(Date.now() + 300_000).toISOString(),
            holdMinutes: 5,
          };
    server.handlers['/api/reserve/recommend'] = () => [
      {
        kind: 'sameSite',
        siteId: 11,
        siteName: SITE.name,
        sceneId: 1,
        sceneName: 'Badminton',
        campusName: 'East Campus',
        start: `${tomorrow}T21:00:00+08:00`,
        end: `${tomorrow}T22:00:00+08:00`,
      },
    ];
    const router = await toSlotGrid();
    fireEvent.click(screen.getByRole('button', { name: '20:00–21:00 Available' }));
    fireEvent.click(screen.getByRole('button', { name: /^Next/ }));
    expect((await screen.findByTestId('booking-conflict')).textContent).toContain('it is held for them until 20:05');
    expect(server.calls.find((c) => c.path === '/api/reserve/recommend')?.input).toEqual({
      siteId: 11,
      start: `${tomorrow}T20:00:00+08:00`,
      end: `${tomorrow}T21:00:00+08:00`,
    });
    const list = await screen.findByTestId('recommend-list');
    fireEvent.click(within(list).getAllByRole('button')[0]);
    expect(await screen.findByText('Selected: 21:00–22:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Next/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment/timeform'));
  });

  it('offers the waitlist for a full slot where the rule allows it, and tells the place in line', async () => {
    takenIndexes = [1];
    const tomorrow = nextDays(ZONE, 2)[1];
    server.handlers['/api/reserve/waitlist/join'] = (input: { siteId: number; start: string; end: string }) => ({
      id: 1,
      siteId: input.siteId,
      siteName: SITE.name,
      sceneName: 'Badminton',
      campusName: 'East Campus',
      timeZone: ZONE,
      start: input.start,
      end: input.end,
      status: 'waiting',
      position: 2,
      reservationId: null,
      reason: null,
      createdAt: input.start,
    });
    await toSlotGrid();
    fireEvent.click(await screen.findByRole('button', { name: '21:00–22:00 Full: join the waitlist' }));
    const dialog = await screen.findByTestId('waitlist-dialog');
    const join = within(dialog).getByRole('button', { name: 'Join the waitlist' }) as HTMLButtonElement;
    // The button waits for the scene's notices (none here) before it can be pressed.
    await waitFor(() => expect(join.disabled).toBe(false));
    fireEvent.click(join);
    expect((await screen.findByTestId('waitlist-joined')).textContent).toBe(
      'You are on the waitlist: number 2 in line.',
    );
    expect(server.calls.find((c) => c.path === '/api/reserve/waitlist/join')?.input).toEqual({
      siteId: 11,
      start: `${tomorrow}T21:00:00+08:00`,
      end: `${tomorrow}T22:00:00+08:00`,
      agreements: [],
    });
  });

  it('leaves full slots disabled where the rule has no waitlist', async () => {
    takenIndexes = [1];
    server.handlers['/api/reserve/rule'] = () => ({ ...RULE, waitlist: false });
    await toSlotGrid();
    const taken = await screen.findByRole('button', { name: '21:00–22:00 Taken' });
    expect((taken as HTMLButtonElement).disabled).toBe(true);
  });

  it('on a conflict goes back to a reloaded grid with the message and no selection', async () => {
    const router = await toSlotGrid();
    server.handlers['/api/reserve/addReserve'] = () => {
      takenIndexes = [0];
      return refuse(Code.SLOT_TAKEN, 'taken');
    };
    fireEvent.click(screen.getByRole('button', { name: '20:00–21:00 Available' }));
    fireEvent.click(screen.getByRole('button', { name: /^Next/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment/timeform'));
    const before = periodCalls().length;
    fireEvent.click(await screen.findByRole('button', { name: /Submit/ }));

    expect(await screen.findByText('This time slot was just taken')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/appointment/time');
    expect(await screen.findByRole('button', { name: '20:00–21:00 Full: join the waitlist' })).toBeTruthy();
    expect(periodCalls().length).toBeGreaterThan(before);
    expect(screen.getByText('No time slot selected')).toBeTruthy();
    // Picking again leaves the conflict.
    fireEvent.click(screen.getByRole('button', { name: '21:00–22:00 Available' }));
    await waitFor(() => expect(screen.queryByText('This time slot was just taken')).toBeNull());
  });

  it('follows the browser Back button and refuses deep links ahead of the machine', async () => {
    const router = await renderWizard('/appointment/timeform');
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment/gymnasium'));
    await toSlotGrid(router);
    fireEvent.click(screen.getByRole('button', { name: '20:00–21:00 Available' }));
    fireEvent.click(screen.getByRole('button', { name: /^Next/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment/timeform'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment/time'));
    expect(await screen.findByText('Selected: 20:00–21:00')).toBeTruthy();
    // Jumping back two screens (the Book tab) steps the machine back to the site list.
    await act(() => router.navigate('/appointment/gymnasium'));
    expect(await screen.findByRole('heading', { name: /Choose a site/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/appointment/gymnasium');
  });

  it('pre-selects the scene from ?sceneId=', async () => {
    await renderWizard('/appointment/gymnasium?sceneId=1');
    expect(await screen.findByRole('button', { name: /Badminton Court 1/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Badminton' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens the slot grid of a site from ?sceneId=&siteId= ("Book again")', async () => {
    const router = await renderWizard('/appointment/time?sceneId=1&siteId=11');
    expect((await screen.findByTestId('chosen-site')).textContent).toContain('Badminton Court 1');
    expect(router.state.location.pathname).toBe('/appointment/time');
  });

  it("shows a form rule's form with its path, asks for the CUSTOM approver, sends both with the booking", async () => {
    server.handlers['/api/reserve/rule'] = () => ({ ...RULE, needsApproval: true });
    server.handlers['/api/formRule/forBooking'] = () => ({
      defineId: 7,
      version: 2,
      name: 'Room request',
      schema: {
        fields: [
          {
            id: 'purpose',
            type: 'text',
            label: { cn: '用途', en: 'Purpose of the booking', tc: '用途' },
            required: true,
            limits: {},
          },
        ],
      },
    });
    const person = (id: number, name: string) => ({
      id,
      name,
      account: name.toLowerCase(),
      orgId: 1,
      orgName: 'Sports',
    });
    server.handlers['/workflow/process/preview'] = () => ({
      steps: [
        {
          nodeId: 'manager',
          kind: 'approver',
          name: 'Venue manager',
          examineMode: 'OR_SIGN',
          candidateType: 'SPECIFIED',
          chooses: false,
          multiple: true,
          users: [person(3, 'Li Lei')],
          noCandidate: 'PASS',
        },
        {
          nodeId: 'host',
          kind: 'approver',
          name: 'Host department',
          examineMode: null,
          candidateType: 'CUSTOM',
          chooses: true,
          multiple: false,
          users: [],
          noCandidate: 'PASS',
        },
      ],
    });
    server.handlers['/workflow/candidate/getUserByNodeCandidateType'] = () => [person(12, 'Wang Fang')];
    const router = await toSlotGrid();
    const tomorrow = nextDays(ZONE, 2)[1];
    fireEvent.click(screen.getByRole('button', { name: '20:00–21:00 Available' }));
    fireEvent.click(screen.getByRole('button', { name: /^Next/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment/timeform'));
    const approval = await screen.findByTestId('approval-form');
    expect(within(approval).getByText('Approval form')).toBeTruthy();
    // One Submit: the approval form's, which submits the booking.
    expect(screen.getAllByRole('button', { name: /Submit/ })).toHaveLength(1);

    // The path of the site's form, asked with the booking's site (its booker need not be a starter of the form).
    const path = within(approval).getByTestId('path-preview');
    expect((await within(path).findByTestId('preview-step-manager')).textContent).toContain('Li Lei');
    expect(within(path).getByTestId('preview-step-host').textContent).toContain('You choose · Choose one person');
    expect(server.calls.find((c) => c.path === '/workflow/process/preview')?.input).toEqual({
      defineId: 7,
      formValues: {},
      siteId: 11,
    });

    fireEvent.click(within(approval).getByRole('button', { name: 'Submit' }));
    expect(await within(approval).findByTestId('error-purpose')).toBeTruthy();
    expect(server.calls.some((c) => c.path === '/api/reserve/addReserve')).toBe(false);

    // Filled in, but nobody chosen for the host's step: marked there, nothing sent.
    fireEvent.change(within(approval).getByLabelText(/Purpose of the booking/), { target: { value: 'Board meeting' } });
    fireEvent.click(within(approval).getByRole('button', { name: 'Submit' }));
    expect((await within(path).findByTestId('picker-error-host')).textContent).toBe('Choose who approves this step');
    expect(server.calls.some((c) => c.path === '/api/reserve/addReserve')).toBe(false);

    fireEvent.click(await within(path).findByRole('button', { name: 'Choose Wang Fang' }));
    expect(within(path).queryByTestId('picker-error-host')).toBeNull();
    expect(server.calls.find((c) => c.path === '/workflow/candidate/getUserByNodeCandidateType')?.input).toMatchObject({
      defineId: 7,
      nodeId: 'host',
      siteId: 11,
    });
    fireEvent.click(within(approval).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Booked' })).toBeTruthy();
    expect(server.calls.find((c) => c.path === '/api/reserve/addReserve')?.input).toEqual({
      siteId: 11,
      start: `${tomorrow}T20:00:00+08:00`,
      end: `${tomorrow}T21:00:00+08:00`,
      formValues: { purpose: 'Board meeting' },
      customChoices: { host: [12] },
    });
  });
});
