/**
 * The /assets page's declaration (features/venue-admin/site-page.tsx) against the fake
 * gateway: rows show their place and "no opening hours"; the add form offers floors as
 * `campus / building / floor`, and sends numbers and the kind; disabling asks first and
 * sends changeStatus; without resv:site:add / edit there is no Add and no disable.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  buildingList,
  campusList,
  floorList,
  sceneList,
  siteAdd,
  siteChangeStatus,
  sitePage,
  type SiteRow,
} from '../../platform/contracts/assets.contract';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import SitePage from './site-page';

const ROW: SiteRow = {
  id: 7,
  name: 'Study Room A',
  nameCn: 'Study Room A',
  nameEn: null,
  nameTc: null,
  sceneId: 4,
  sceneName: 'Meeting room',
  floorId: 5,
  floorName: '3F',
  buildingId: 2,
  buildingName: 'Library',
  campusId: 1,
  campusName: 'East Campus',
  kind: 'single',
  capacity: 1,
  slotMinutes: 60,
  needsApproval: true,
  enabled: true,
  sort: 0,
  openingCount: 0,
};

async function setup(permissions: string[]) {
  const { gateway } = await renderWithRuntime(<SitePage />, {
    lang: 'EN',
    url: '/assets',
    user: aUser({ account: 'admin', permissions }),
    serve: (gateway) => {
      gateway.on(sitePage, () => aPage([ROW]));
      gateway.on(sceneList, () => [
        { id: 4, code: 'meetingRoom', name: 'Meeting room' },
        { id: 1, code: 'badminton', name: 'Badminton' },
      ]);
      gateway.on(campusList, () => [{ id: 1, name: 'East Campus', timeZone: 'Asia/Shanghai' }]);
      gateway.on(buildingList, () => [{ id: 2, name: 'Library', campusId: 1, path: 'East Campus / Library' }]);
      gateway.on(floorList, () => [
        { id: 5, name: '3F', level: 3, buildingId: 2, path: 'East Campus / Library / 3F' },
        { id: 6, name: '4F', level: 4, buildingId: 2, path: 'East Campus / Library / 4F' },
      ]);
      gateway.on(siteAdd, ({ name }) => ({ ...ROW, id: 8, name }));
      gateway.on(siteChangeStatus, () => ({ ...ROW, enabled: false }));
    },
  });
  return gateway;
}

describe('SitePage', () => {
  it('adds a capacity site on a floor chosen by its place', async () => {
    const gateway = await setup(['resv:site:page', 'resv:site:add', 'resv:site:edit']);
    const row = (await screen.findByText('Study Room A')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getByText('East Campus / Library / 3F')).toBeTruthy();
    expect(within(row).getByText('Exclusive')).toBeTruthy();
    expect(within(row).getByText('None')).toBeTruthy();

    fireEvent.click(screen.getByTestId('site-add'));
    const form = await screen.findByTestId('site-form');
    expect(within(form).getByText(/a new site has none and cannot be booked/)).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Site name' }), { target: { value: '礼堂B' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'English name' }), { target: { value: 'Hall B' } });
    await waitFor(() =>
      expect(within(form).getAllByRole('option', { name: 'East Campus / Library / 4F' })).toHaveLength(1),
    );
    fireEvent.change(within(form).getByRole('combobox', { name: 'Campus / building / floor' }), {
      target: { value: '6' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Scene' }), { target: { value: '4' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Kind' }), { target: { value: 'capacity' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Capacity' }), { target: { value: '12' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Slot (minutes)' }), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(gateway.requests(siteAdd)).toHaveLength(1));
    expect(gateway.requests(siteAdd)[0].body).toEqual({
      name: '礼堂B',
      nameEn: 'Hall B',
      nameTc: null,
      sceneId: 4,
      floorId: 6,
      kind: 'capacity',
      capacity: 12,
      slotMinutes: 30,
      sort: 0,
      needsApproval: false,
      enabled: true,
    });
  });

  it('disables a site after the confirm; no Add without resv:site:add, no Disable without resv:site:edit', async () => {
    const gateway = await setup(['resv:site:page', 'resv:site:edit']);
    await screen.findByText('Study Room A');
    expect(screen.queryByTestId('site-add')).toBeNull();
    expect(screen.queryByTestId('action-enable')).toBeNull();
    fireEvent.click(screen.getByTestId('action-disable'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Disable site "Study Room A"\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(siteChangeStatus)).toHaveLength(1));
    expect(gateway.requests(siteChangeStatus)[0].body).toEqual({ id: 7, enabled: false });
    cleanup();

    await setup(['resv:site:page']);
    await screen.findByText('Study Room A');
    expect(screen.queryByTestId('action-disable')).toBeNull();
  });
});
