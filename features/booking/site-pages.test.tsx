/**
 * The terminal's site pages on the fake gateway (renderWithRuntime): /siteList sends its
 * cascading filters to /api/site/choose and loads page after page of cards linking to
 * /siteDetail; /siteDetail shows photos, devices, instructions, rules and today's grid and
 * leads to /dayReserve and to the wizard's /appointment/time; /dayReserve opens the
 * same-day wizard on the slots of that site, today only; /appointment/reservationlist
 * lists the sites of the chosen scene.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { buildingList, campusList, floorList } from '../../platform/contracts/assets.contract';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import { currentPeriod, sceneSummary, siteRule, type SiteSummary } from '../../platform/contracts/reserve.contract';
import { choose, sceneDetail, siteType, type SiteCard } from '../../platform/contracts/site.contract';
import {
  equipmentDropDown,
  instructionBySiteAndType,
  terminalSiteExtras,
} from '../../platform/contracts/venue-extras.contract';
import { Code } from '../../platform/protocol/codes';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import { aPage, aScene, aSite, refuse, renderWithRuntime } from '../../ui/testing';
import { nextDays } from '../../ui/terminal-shell/time-format';
import {
  DayReserveLayout,
  ReservationListPage,
  SiteDetailPage,
  SiteListPage,
  TimeFormPage,
  TimePage,
  SceneSitePage,
  hoursByDay,
} from './index';

const TODAY = nextDays('Asia/Shanghai', 1)[0];

// Pages of many controls on a shared, slow machine.
vi.setConfig({ testTimeout: 20_000 });

/** A card of the site list. */
function aCard(over: Partial<SiteCard> = {}): SiteCard {
  return {
    id: 1,
    name: 'Badminton Court 1',
    sceneId: 1,
    sceneName: 'Badminton',
    place: 'East Campus / Sports Centre / 1F',
    capacity: 1,
    devices: [],
    photo: null,
    freeToday: 5,
    bookableToday: true,
    today: TODAY,
    ...over,
  };
}

const SITE = aSite({ id: 7, name: 'Meeting Room 301', sceneId: 4, sceneName: 'Meeting room', slotMinutes: 30 });

/** The answers every site page may ask for. */
function serveSites(gateway: FakeGateway, cards: SiteCard[] = [aCard()], pageSize = 10) {
  gateway.on(campusList, () => [
    { id: 1, name: 'East Campus', timeZone: 'Asia/Shanghai' },
    { id: 2, name: 'West Campus', timeZone: 'Asia/Shanghai' },
  ]);
  gateway.on(buildingList, ({ campusId }) =>
    campusId === 1
      ? [{ id: 10, name: 'Library', campusId: 1, path: 'East Campus / Library' }]
      : [{ id: 20, name: 'Gymnasium', campusId: 2, path: 'West Campus / Gymnasium' }],
  );
  gateway.on(floorList, () => [
    { id: 100, name: '3F', buildingId: 10, level: 3, path: 'East Campus / Library / 3F' } as never,
  ]);
  gateway.on(siteType, () => [aScene(), aScene({ id: 4, code: 'meetingRoom', name: 'Meeting room' })]);
  gateway.on(equipmentDropDown, () => [
    { id: 1, code: 'projector', name: 'Projector', icon: null },
    { id: 3, code: 'microphone', name: 'Microphone', icon: null },
  ]);
  gateway.on(choose, ({ pageNo, sceneId }) => {
    const rows = cards.filter((c) => sceneId === undefined || c.sceneId === sceneId);
    return aPage(rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), { total: rows.length, pageNo, pageSize });
  });
  gateway.on(terminalSiteExtras, ({ siteId }) => {
    if (siteId !== SITE.id) throw refuse(Code.SITE_NOT_FOUND);
    return {
      siteId,
      site: SITE,
      description: 'A quiet room for twelve.',
      roomName: 'Room 301',
      photos: [
        { id: 1, url: '/media/11' },
        { id: 2, url: '/media/12' },
      ],
      devices: [
        { name: 'Projector', quantity: 1 },
        { name: 'Microphone', quantity: 2 },
      ],
    };
  });
  gateway.on(instructionBySiteAndType, ({ type }) =>
    type === 'booking' ? { type, content: 'Book at most two hours.', source: 'scene' as const } : null,
  );
  gateway.on(siteRule, () => ({ advanceDays: 14, waitlist: false, allowCrossDay: false }) as never);
  gateway.on(currentPeriod, ({ siteId, date }) => ({
    siteId,
    date,
    timeZone: 'Asia/Shanghai',
    slots: [
      { start: `${date}T08:00:00+08:00`, end: `${date}T08:30:00+08:00`, status: 'past' as const },
      { start: `${date}T23:00:00+08:00`, end: `${date}T23:30:00+08:00`, status: 'free' as const },
    ],
  }));
  gateway.on(sceneSummary, ({ sceneId, from, to }) => ({
    sceneId,
    from,
    to,
    sites: sceneId === 4 ? [weekOf(SITE.id, SITE.name, from)] : [],
  }));
  gateway.on(sceneDetail, () => ({ ...aScene({ id: 4, code: 'meetingRoom', name: 'Meeting room' }), sites: [SITE] }));
  gateway.on(reserveNotices, () => []);
}

/**
 * A site's week from `from`, counted: three free slots a day, the second day full (one slot taken,
 * one past), the third closed, the fourth without slots.
 */
function weekOf(siteId: number, siteName: string, from: string): SiteSummary {
  const dates = nextDays('Asia/Shanghai', 7, new Date(`${from}T12:00:00+08:00`));
  const days = dates.map((date, i) =>
    i === 1
      ? { date, slots: 2, free: 0, taken: 1, closed: false }
      : i === 2
        ? { date, slots: 1, free: 0, taken: 0, closed: true }
        : i === 3
          ? { date, slots: 0, free: 0, taken: 0, closed: true }
          : { date, slots: 3, free: 3, taken: 0, closed: false },
  );
  return { siteId, siteName, kind: 'single', capacity: 1, timeZone: 'Asia/Shanghai', days };
}

const ROUTES: RouteObject[] = [
  { path: '/siteList', element: <SiteListPage /> },
  { path: '/siteDetail', element: <SiteDetailPage /> },
  { path: '/appointment/reservationlist', element: <ReservationListPage /> },
  {
    path: '/dayReserve',
    element: <DayReserveLayout />,
    children: [
      { path: 'gymnasium', element: <SceneSitePage /> },
      { path: 'time', element: <TimePage /> },
      { path: 'timeform', element: <TimeFormPage /> },
    ],
  },
  { path: '/appointment/time', element: <h1>Wizard</h1> },
];

async function renderAt(url: string, cards?: SiteCard[], pageSize?: number) {
  return renderWithRuntime(null, {
    app: 'terminal',
    lang: 'EN',
    url,
    routes: ROUTES,
    serve: (gateway) => serveSites(gateway, cards, pageSize),
  });
}

describe('/siteList', () => {
  it('sends the cascading filters to choose and keeps them in the URL', async () => {
    const { gateway, router } = await renderAt('/siteList');
    await screen.findByRole('link', { name: 'Badminton Court 1' });
    const building = screen.getByRole('combobox', { name: 'Building' }) as HTMLSelectElement;
    expect(building.disabled).toBe(true);

    fireEvent.change(screen.getByRole('combobox', { name: 'Campus' }), { target: { value: '1' } });
    await within(building).findByRole('option', { name: 'Library' });
    fireEvent.change(building, { target: { value: '10' } });
    const floor = screen.getByRole('combobox', { name: 'Floor' });
    await within(floor).findByRole('option', { name: '3F' });
    fireEvent.change(floor, { target: { value: '100' } });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Scene' }), { target: { value: '4' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'At least (people)' }), { target: { value: '10' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Projector' }));
    fireEvent.click(screen.getByRole('button', { name: 'Microphone' }));
    await waitFor(() =>
      expect(gateway.calls(choose).at(-1)).toEqual({
        pageNo: 1,
        pageSize: 10,
        campusId: 1,
        buildingId: 10,
        floorId: 100,
        sceneId: 4,
        minCapacity: 10,
        devKindIds: [1, 3],
      }),
    );
    expect(router!.state.location.search).toBe(
      '?campusId=1&buildingId=10&floorId=100&sceneId=4&minCapacity=10&devKindIds=1%2C3',
    );
    expect(screen.getByRole('button', { name: 'Projector' }).getAttribute('aria-pressed')).toBe('true');

    // Another campus clears the building and floor below it.
    fireEvent.change(screen.getByRole('combobox', { name: 'Campus' }), { target: { value: '2' } });
    await waitFor(() =>
      expect(router!.state.location.search).toBe('?campusId=2&sceneId=4&minCapacity=10&devKindIds=1%2C3'),
    );
    expect((screen.getByRole('combobox', { name: 'Floor' }) as HTMLSelectElement).disabled).toBe(true);
  });

  it('shows each site as a card linking to its detail, and loads more by page', async () => {
    const cards = [
      aCard({
        id: 7,
        name: 'Meeting Room 301',
        capacity: 12,
        devices: [{ name: 'Projector', quantity: 2 }],
        photo: '/media/11',
      }),
      aCard({ id: 8, name: 'Meeting Room 302', freeToday: 0, bookableToday: false }),
      aCard({ id: 9, name: 'Meeting Room 303', freeToday: 1 }),
    ];
    await renderAt('/siteList', cards, 2);
    const first = await screen.findByRole('link', { name: 'Meeting Room 301' });
    expect(first.getAttribute('href')).toBe('/siteDetail?id=7');
    const card = within(first.closest('article')!);
    expect(card.getByText('12 people')).toBeTruthy();
    expect(card.getByText('Projector ×2')).toBeTruthy();
    expect(card.getByText('5 slots free today')).toBeTruthy();
    expect(first.closest('article')!.querySelector('img')?.getAttribute('src')).toBe('/gateway/media/11');
    expect(screen.getByText('Nothing free today')).toBeTruthy();
    expect(screen.getByText('3 sites')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Meeting Room 303' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Meeting Room 303' })).toBeTruthy();
    expect(screen.getByText('1 slot free today')).toBeTruthy();
    expect(screen.getAllByTestId('site-card')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when no site matches', async () => {
    await renderAt('/siteList', []);
    expect(await screen.findByText('No site matches the filters')).toBeTruthy();
  });
});

describe('/siteDetail', () => {
  it("shows the photos, devices, instructions, rules and today's grid, and leads to booking", async () => {
    await renderAt('/siteDetail?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meeting Room 301' })).toBeTruthy();
    expect(screen.getByText('A quiet room for twelve.')).toBeTruthy();
    const gallery = within(screen.getByRole('list', { name: 'Photos' }));
    expect(gallery.getAllByRole('img').map((i) => [i.getAttribute('alt'), i.getAttribute('src')])).toEqual([
      ['Photo 1 of 2', '/gateway/media/11'],
      ['Photo 2 of 2', '/gateway/media/12'],
    ]);
    expect(
      within(screen.getByTestId('site-devices'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Projector', 'Microphone ×2']);
    expect((await screen.findByTestId('instruction-booking')).textContent).toContain('Book at most two hours.');
    expect(screen.queryByTestId('instruction-usage')).toBeNull();
    expect(await screen.findByText('Book up to 14 days ahead')).toBeTruthy();
    expect(screen.getByText('Slots of 30 minutes')).toBeTruthy();

    // Today's grid: read-only, the past folded.
    const slot = await screen.findByRole('button', { name: '23:00–23:30 Available' });
    expect((slot as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Show 1 earlier slot' })).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Book today' }).getAttribute('href')).toBe('/dayReserve?siteId=7');
    expect(screen.getByRole('link', { name: 'Book another day' }).getAttribute('href')).toBe(
      '/appointment/time?sceneId=4&siteId=7',
    );
  });

  it('says an unknown site does not exist', async () => {
    await renderAt('/siteDetail?id=99');
    expect(await screen.findByText('This site does not exist')).toBeTruthy();
  });

  it('lists the opening hours of each week day, closed days too', () => {
    expect(
      hoursByDay([
        { weekDay: 'MON', open: '14:00', close: '22:00' },
        { weekDay: 'MON', open: '08:00', close: '12:00' },
        { weekDay: 'STA', open: '09:00', close: '21:00' },
      ]),
    ).toEqual([
      ['MON', ['08:00–12:00', '14:00–22:00']],
      ['TUE', []],
      ['WED', []],
      ['THU', []],
      ['FRI', []],
      ['STA', ['09:00–21:00']],
      ['SUN', []],
    ]);
  });
});

describe('/dayReserve', () => {
  it("opens the same-day wizard on the site's slots, today only", async () => {
    const { router, gateway } = await renderAt('/dayReserve?siteId=7');
    await waitFor(() => expect(router!.state.location.pathname).toBe('/dayReserve/time'));
    expect(await screen.findByTestId('chosen-site', undefined, { timeout: 5000 })).toHaveProperty(
      'textContent',
      expect.stringContaining('Meeting Room 301'),
    );
    const chips = within(screen.getByRole('region', { name: 'Date' })).getAllByRole('button');
    expect(chips).toHaveLength(1);
    expect(chips[0].getAttribute('aria-pressed')).toBe('true');
    expect(chips[0].getAttribute('aria-label')).toMatch(/^Today /);
    await screen.findByRole('button', { name: '23:00–23:30 Available' });
    expect(gateway.calls(currentPeriod).at(-1)).toEqual({ siteId: 7, date: TODAY });
  });

  it('points to the site list without a site', async () => {
    await renderAt('/dayReserve');
    expect(await screen.findByText('Choose a site from the site list first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sites' }).getAttribute('href')).toBe('/siteList');
  });
});

describe('/appointment/reservationlist', () => {
  it('lists the sites of the chosen scene (the first by default) with their free slots today', async () => {
    const cards = [aCard(), aCard({ id: 7, name: 'Meeting Room 301', sceneId: 4, freeToday: 3 })];
    const { gateway } = await renderAt('/appointment/reservationlist', cards);
    expect(await screen.findByRole('link', { name: 'Badminton Court 1' })).toBeTruthy();
    expect(gateway.calls(choose).at(-1)).toMatchObject({ sceneId: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Meeting room' }));
    expect(await screen.findByRole('link', { name: 'Meeting Room 301' })).toBeTruthy();
    expect(screen.getByText('3 slots free today')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Badminton Court 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Meeting room' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows the chosen scene's week at a glance from one scene/summary call", async () => {
    const { gateway } = await renderAt('/appointment/reservationlist?sceneId=4', [
      aCard({ id: 7, name: 'Meeting Room 301', sceneId: 4 }),
    ]);
    const table = await screen.findByRole('table', { name: /Free slots of each site/ });
    const dates = nextDays('Asia/Shanghai', 7);
    expect(gateway.calls(sceneSummary)).toEqual([{ sceneId: 4, from: dates[0], to: dates[6] }]);
    expect(gateway.calls(currentPeriod)).toEqual([]);
    const [row] = within(table).getAllByTestId('scene-week-row');
    expect(within(row).getByRole('rowheader').textContent).toBe('Meeting Room 301');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3 free', 'Full', 'Closed', 'Closed', '3 free', '3 free', '3 free']);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
  });
});
