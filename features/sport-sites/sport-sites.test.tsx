/**
 * The sport venue's back-office pages against the fake gateway: /sceneGrouping lists groups with their scenes;
 * /smallScenes lists wholes with their parts; /siteManagement shows state and bands and saves an edit with the
 * site's id; /orderManagement shows amounts and cancels through the reservation's own cancel (only with the
 * permission); /popularPlaces reorders and saves the pins; /spaceManage sends equipment lines as a list;
 * /fitnessCenter saves the profile as a new version. And the pure helpers (days text, bands editor values).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cancelReserveBatch } from '../../platform/contracts/reserve.contract';
import { sceneList as siteSceneList } from '../../platform/contracts/site.contract';
import {
  clubProfileGet,
  clubProfileSave,
  clubSpacePage,
  clubSpaceSave,
  popularPlaceList,
  popularPlaceSave,
  sceneGroupPage,
  sitePartPage,
  sportOrderPage,
  sportSitePage,
  sportSiteSave,
  type ClubProfile,
  type PopularPlace,
  type SportOrder,
  type SportSite,
} from '../../platform/contracts/sport-site.contract';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import FitnessCenterProfilePage from './fitness-center-page';
import OrderManagementPage, { isCancellable } from './order-management-page';
import PopularPlacesPage, { moved } from './popular-places-page';
import SceneGroupPage from './scene-group-page';
import { daysText, parseDays } from './shared';
import SiteManagementPage from './site-management-page';
import SmallScenesPage from './small-scenes-page';
import SpaceManagePage, { equipmentOf } from './space-manage-page';

const SITE: SportSite = {
  id: 31,
  name: 'Full Court 5',
  sceneId: 2,
  sceneName: 'Basketball',
  groupName: 'Ball games',
  place: 'West Campus / Gymnasium / 1F',
  kind: 'single',
  capacity: 1,
  slotMinutes: 60,
  opening: [{ weekDay: 'MON', open: '08:00', close: '22:00' }],
  state: 'open',
  priceBands: [{ weekDays: [1, 2, 3, 4, 5], from: '08:00', to: '18:00', priceCents: 10000 }],
  note: '',
  wholeName: null,
  partCount: 2,
};

const ORDER: SportOrder = {
  id: 501,
  siteId: 31,
  siteName: 'Full Court 5',
  sceneName: 'Basketball',
  userName: 'Demo Booker',
  account: 'booker',
  start: '2099-11-30T10:00:00+08:00',
  end: '2099-11-30T11:30:00+08:00',
  status: 'approved',
  amountCents: 15000,
  payState: 'unpaid',
  paymentId: null,
  createdAt: '2099-11-29T10:00:00+08:00',
};

const place = (over: Partial<PopularPlace>): PopularPlace => ({
  siteId: 31,
  sceneId: 3,
  name: 'Full Court 5',
  sceneName: 'Basketball',
  place: 'West Campus / Gymnasium',
  pinned: true,
  bookings30d: 4,
  fromPriceCents: 10000,
  ...over,
});

describe('helpers', () => {
  it('writes and reads week days', () => {
    expect(daysText([1, 2, 3, 4, 5])).toBe('1-5');
    expect(daysText([6, 7, 1])).toBe('1,6-7');
    expect(parseDays('1-5, 7')).toEqual([1, 2, 3, 4, 5, 7]);
    expect(parseDays('1-')).toBeNull();
    expect(parseDays('8')).toBeNull();
    expect(parseDays('5-1')).toBeNull();
  });

  it('moves a pin and splits equipment lines; an order is cancellable only before its start', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(equipmentOf(' Mats \n\nBikes\n')).toEqual(['Mats', 'Bikes']);
    expect(isCancellable(ORDER, Date.parse('2099-11-30T09:00:00+08:00'))).toBe(true);
    expect(isCancellable(ORDER, Date.parse('2099-11-30T10:30:00+08:00'))).toBe(false);
    expect(isCancellable({ ...ORDER, status: 'cancelled' }, 0)).toBe(false);
  });
});

describe('/sceneGrouping and /smallScenes', { timeout: 60_000 }, () => {
  it('lists the groups with their scenes', async () => {
    await renderWithRuntime(<SceneGroupPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:sceneGroup:page'] }),
      serve: (gateway) => {
        gateway.on(sceneGroupPage, () =>
          aPage([
            {
              id: 1,
              nameCn: '球类运动',
              nameEn: 'Ball games',
              nameTc: '球類運動',
              icon: 'basketball',
              sort: 0,
              enabled: true,
              scenes: [
                { id: 1, name: 'Badminton' },
                { id: 2, name: 'Basketball' },
              ],
            },
          ]),
        );
        gateway.on(siteSceneList, () => []);
      },
    });
    const scenes = await screen.findByTestId('group-scenes');
    expect(
      within(scenes)
        .getAllByText(/Badminton|Basketball/)
        .map((e) => e.textContent),
    ).toEqual(['Badminton', 'Basketball']);
    expect(screen.getByText('Scene groups')).toBeTruthy();
  });

  it('lists the wholes with their parts', async () => {
    await renderWithRuntime(<SmallScenesPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:sitePart:page'] }),
      serve: (gateway) =>
        gateway.on(sitePartPage, () =>
          aPage([
            {
              whole: { id: 31, name: 'Full Court 5', sceneName: 'Basketball' },
              parts: [
                { id: 32, name: 'Half Court 5A' },
                { id: 33, name: 'Half Court 5B' },
              ],
            },
          ]),
        ),
    });
    expect(await screen.findByText('Full Court 5')).toBeTruthy();
    expect(within(screen.getByTestId('site-parts')).getByText('Half Court 5B')).toBeTruthy();
  });
});

describe('/siteManagement', { timeout: 60_000 }, () => {
  it('shows state, family and bands, and saves the edit with the site id', async () => {
    const { gateway } = await renderWithRuntime(<SiteManagementPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:sportSite:page', 'fitness:sportSite:edit'] }),
      serve: (gateway) => {
        gateway.on(sportSitePage, () => aPage([SITE]));
        gateway.on(sceneGroupPage, () => aPage([]));
        gateway.on(sportSiteSave, (input) => ({ ...SITE, ...input }));
      },
    });
    const row = (await screen.findByText('Full Court 5')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getByText('2 parts')).toBeTruthy();
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(within(row).getByText('1-5 08:00–18:00 ¥100.00')).toBeTruthy();
    fireEvent.click(within(row).getByTestId('action-edit'));
    const form = await screen.findByRole('dialog');
    const bands = within(form).getAllByTestId('band-row');
    fireEvent.change(within(bands[0]).getByLabelText('Per hour (yuan)'), { target: { value: '120' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(sportSiteSave)).toHaveLength(1));
    expect(gateway.requests(sportSiteSave)[0].body).toEqual({
      siteId: 31,
      state: 'open',
      note: '',
      priceBands: [{ weekDays: [1, 2, 3, 4, 5], from: '08:00', to: '18:00', priceCents: 12000 }],
    });
  });
});

describe('/orderManagement', { timeout: 60_000 }, () => {
  const setup = (permissions: string[]) =>
    renderWithRuntime(<OrderManagementPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions }),
      serve: (gateway) => {
        gateway.on(sportOrderPage, () => aPage([ORDER]));
        gateway.on(sceneGroupPage, () => aPage([]));
        gateway.on(cancelReserveBatch, () => ({ cancelled: 1 }));
      },
    });

  it('shows the amount and payment state, and cancels through the booking’s own cancel', async () => {
    const { gateway } = await setup(['fitness:sportOrder:page', 'resv:manage:cancel']);
    const row = (await screen.findByText('Full Court 5')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getByTestId('order-amount').textContent).toBe('150.00');
    expect(within(row).getByText('To pay')).toBeTruthy();
    fireEvent.click(within(row).getByTestId('action-cancel'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Cancel booking #501 of Full Court 5\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(cancelReserveBatch)).toHaveLength(1));
    expect(gateway.requests(cancelReserveBatch)[0].body).toEqual({ ids: [501] });
  });

  it('offers no cancel without the permission', async () => {
    await setup(['fitness:sportOrder:page']);
    const row = (await screen.findByText('Full Court 5')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).queryByTestId('action-cancel')).toBeNull();
  });
});

describe('/popularPlaces', { timeout: 60_000 }, () => {
  it('moves a pin up and saves the order', async () => {
    const { gateway } = await renderWithRuntime(<PopularPlacesPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:popularPlace:page', 'fitness:popularPlace:edit'] }),
      serve: (gateway) => {
        gateway.on(popularPlaceList, () => ({
          pinned: [place({}), place({ siteId: 40, name: 'Badminton Court 1' })],
          computed: [place({ siteId: 41, name: 'Table Tennis Table 1', pinned: false, bookings30d: 9 })],
        }));
        gateway.on(sportSitePage, () => aPage([SITE]));
        gateway.on(popularPlaceSave, () => []);
      },
    });
    const pins = await screen.findAllByTestId('pinned-place');
    expect(within(screen.getByTestId('computed-places')).getByText('Table Tennis Table 1')).toBeTruthy();
    fireEvent.click(within(pins[1]).getByRole('button', { name: 'Up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the pins' }));
    await waitFor(() => expect(gateway.requests(popularPlaceSave)).toHaveLength(1));
    expect(gateway.requests(popularPlaceSave)[0].body).toEqual({ siteIds: [40, 31] });
  });
});

describe('/spaceManage', { timeout: 60_000 }, () => {
  it('adds a space with its equipment lines as a list', async () => {
    const { gateway } = await renderWithRuntime(<SpaceManagePage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:space:page', 'fitness:space:edit'] }),
      serve: (gateway) => {
        gateway.on(clubSpacePage, () => aPage([]));
        gateway.on(clubSpaceSave, (input) => ({
          id: 9,
          name: input.name,
          capacity: input.capacity,
          equipment: input.equipment ?? [],
          roomId: null,
          enabled: true,
          sort: 0,
        }));
      },
    });
    fireEvent.click(await screen.findByTestId('club-space-add'));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Boxing room' } });
    fireEvent.change(within(form).getByLabelText('Capacity'), { target: { value: '8' } });
    fireEvent.change(within(form).getByLabelText('Equipment'), { target: { value: 'Bags\nGloves' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(clubSpaceSave)).toHaveLength(1));
    expect(gateway.requests(clubSpaceSave)[0].body).toMatchObject({
      name: 'Boxing room',
      capacity: 8,
      equipment: ['Bags', 'Gloves'],
    });
  });
});

describe('/fitnessCenter (back office)', { timeout: 60_000 }, () => {
  it('saves the profile as a new version', async () => {
    const current: ClubProfile = {
      name: 'Venueflow Fitness',
      address: 'West Campus',
      phone: '021-1',
      hours: 'Daily',
      introduction: 'Hello',
      pictures: ['https://example.com/a.jpg'],
      version: 2,
      savedBy: 'Administrator',
      savedAt: '2026-11-29T10:00:00+08:00',
    };
    const { gateway } = await renderWithRuntime(<FitnessCenterProfilePage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:profile:page', 'fitness:profile:edit'] }),
      serve: (gateway) => {
        gateway.on(clubProfileGet, () => ({ current, history: [{ ...current, version: 1, name: 'Old' }] }));
        gateway.on(clubProfileSave, (input) => ({ ...current, ...input, version: 3 }));
      },
    });
    expect((await screen.findByTestId('profile-version')).textContent).toContain('Version 2, saved by Administrator');
    expect(within(screen.getByTestId('profile-history')).getByText(/v1 · Old/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '021-2' } });
    fireEvent.change(screen.getByLabelText('Picture URLs (one a line)'), {
      target: { value: 'https://example.com/a.jpg\n\nhttps://example.com/b.jpg' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(gateway.requests(clubProfileSave)).toHaveLength(1));
    expect(gateway.requests(clubProfileSave)[0].body).toEqual({
      name: 'Venueflow Fitness',
      address: 'West Campus',
      phone: '021-2',
      hours: 'Daily',
      introduction: 'Hello',
      pictures: ['https://example.com/a.jpg', 'https://example.com/b.jpg'],
    });
  });
});
