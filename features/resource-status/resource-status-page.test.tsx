/**
 * The /resourceStatus board against the fake gateway: the counts per state, each site's
 * state with why, the current booker and the next booking; the campus filter goes to the
 * server, the state filter (a count card) narrows the rows; the board reloads itself
 * after REFRESH_MS.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type BoardSite, resourceStatusList } from '../../platform/contracts/resource-status.contract';
import { campusList, sceneList } from '../../platform/contracts/assets.contract';
import { aUser, renderWithRuntime } from '../../ui/testing';
import ResourceStatusPage, { REFRESH_MS } from './resource-status-page';

afterEach(() => vi.useRealTimers());

const BASE: Omit<BoardSite, 'siteId' | 'siteName' | 'state'> = {
  sceneId: 1,
  sceneName: 'Badminton',
  campusId: 1,
  place: 'East Campus / Sports Centre / 1F',
  kind: 'single',
  capacity: 1,
  current: null,
  currentCount: 0,
  heldUntil: null,
  closedBy: null,
  next: null,
};
const SITES: BoardSite[] = [
  {
    ...BASE,
    siteId: 1,
    siteName: 'Court 1',
    state: 'inUse',
    currentCount: 1,
    current: {
      reservationId: 9,
      userName: 'Demo Booker',
      account: 'booker',
      start: '2026-11-23T10:00:00+08:00',
      end: '2026-11-23T11:00:00+08:00',
      status: 'approved',
    },
  },
  { ...BASE, siteId: 2, siteName: 'Court 2', state: 'held', heldUntil: '2026-11-23T10:35:00+08:00' },
  { ...BASE, siteId: 3, siteName: 'Court 3', state: 'closed', closedBy: { kind: 'closure', reason: 'Net repair' } },
  {
    ...BASE,
    siteId: 4,
    siteName: 'Court 4',
    state: 'free',
    next: {
      reservationId: 10,
      userName: 'Ann Lee',
      account: 'ann',
      start: '2026-11-24T08:00:00+08:00',
      end: '2026-11-24T09:00:00+08:00',
      status: 'pendingAudit',
    },
  },
];

async function setup() {
  const { gateway } = await renderWithRuntime(<ResourceStatusPage />, {
    lang: 'EN',
    url: '/resourceStatus',
    user: aUser({ account: 'admin', permissions: ['resv:resourceStatus:page'] }),
    serve: (gateway) => {
      gateway.on(campusList, () => [
        { id: 1, name: 'East Campus', timeZone: 'Asia/Shanghai' },
        { id: 2, name: 'West Campus', timeZone: 'Asia/Shanghai' },
      ]);
      gateway.on(sceneList, () => [{ id: 1, code: 'badminton', name: 'Badminton' }]);
      gateway.on(resourceStatusList, () => ({
        at: '2026-11-23T10:30:00+08:00',
        counts: { free: 1, held: 1, inUse: 1, closed: 1 },
        sites: SITES,
      }));
    },
  });
  return gateway;
}

describe('ResourceStatusPage', () => {
  it('shows the counts, the states with why, the booker now and the next booking; filters', async () => {
    const gateway = await setup();
    expect((await screen.findByTestId('board-at')).textContent).toBe('Updated 10:30:00');
    expect(within(screen.getByTestId('count-inUse')).getByText('1')).toBeTruthy();
    const rows = screen.getAllByTestId('board-row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]).getByTestId('state-1').textContent).toBe('In use');
    expect(within(rows[0]).getByText('Demo Booker (booker)')).toBeTruthy();
    expect(within(rows[0]).getByText('10:00–11:00')).toBeTruthy();
    expect(within(rows[1]).getByText('Held until 10:35')).toBeTruthy();
    expect(within(rows[2]).getByText('Closed: Net repair')).toBeTruthy();
    expect(within(rows[3]).getByText('Ann Lee (ann)')).toBeTruthy();
    expect(within(rows[3]).getByText('11-24 08:00–09:00 · awaiting approval')).toBeTruthy();

    fireEvent.click(screen.getByTestId('count-closed'));
    expect(screen.getAllByTestId('board-row').map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      'Court 3',
    ]);
    fireEvent.click(screen.getByTestId('count-closed'));
    expect(screen.getAllByTestId('board-row')).toHaveLength(4);

    const campus = screen.getByRole('combobox', { name: 'Campus' });
    await waitFor(() => expect(within(campus).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(campus, { target: { value: '2' } });
    await waitFor(() => expect(gateway.requests(resourceStatusList).some((c) => c.body.campusId === '2')).toBe(true));
  });

  it('reloads itself every REFRESH_MS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const gateway = await setup();
    await screen.findByTestId('board-at');
    const before = gateway.requests(resourceStatusList).length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESH_MS + 100);
    });
    await waitFor(() => expect(gateway.requests(resourceStatusList).length).toBeGreaterThan(before));
  });
});
