/**
 * /swiping as a ResourcePage against the fake gateway through the real runtime: the
 * check-ins are listed with their times in the campus's zone; the card-swipe form needs an
 * account and a site, then sends them to /api/reserve/sign/card and the list reloads;
 * without resv:swiping:page's button there is no form.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { signCard, signPage, signSites, type SwipingRow } from '../../platform/contracts/checkin.contract';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import SwipingPage from './swiping-page';

const row = (id: number, account: string, siteName: string): SwipingRow => ({
  id,
  siteId: id,
  siteName,
  campusName: 'Main campus',
  timeZone: 'Asia/Shanghai',
  start: '2026-11-22T10:00:00+08:00',
  end: '2026-11-22T10:30:00+08:00',
  status: 'checkedIn',
  userName: `User ${account}`,
  account,
  checkedInAt: '2026-11-22T09:52:00+08:00',
});

async function setup(permissions: string[]) {
  const rows = [row(1, 'booker', 'Badminton Court 3')];
  const { gateway } = await renderWithRuntime(<SwipingPage />, {
    lang: 'EN',
    url: '/swiping',
    user: aUser({ account: 'staff', permissions }),
    serve: (gateway) => {
      gateway.on(signPage, () => aPage(rows));
      gateway.on(signSites, () => [
        { id: 3, name: 'Badminton Court 3' },
        { id: 4, name: 'Badminton Court 4' },
      ]);
      gateway.on(signCard, ({ account }) => {
        rows.unshift(row(2, account, 'Badminton Court 4'));
        const { siteId: _siteId, account: _account, ...checkedIn } = rows[0];
        return { ...checkedIn, opensAt: checkedIn.start, closesAt: checkedIn.end, open: false, mayCheckIn: false };
      });
    },
  });
  const table = await screen.findByRole('table', { name: 'Check-ins' });
  await within(table).findByText('Badminton Court 3');
  return { table, gateway };
}

describe('SwipingPage', () => {
  it('lists check-ins and checks a user in by card swipe', async () => {
    const { table, gateway } = await setup(['resv:swiping:page']);
    expect(within(table).getByText('2026-11-22 09:52')).toBeTruthy();
    expect(within(table).getByText('2026-11-22 10:00–10:30')).toBeTruthy();

    fireEvent.click(screen.getByTestId('swiping-add'));
    const form = await screen.findByTestId('swiping-form');
    expect(within(form).getByText('Check in by card swipe')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await within(form).findByTestId('error-account');
    expect(gateway.requests(signCard)).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Card / account' }), {
      target: { value: 'east_booker' },
    });
    const site = within(form).getByRole('combobox', { name: 'Site' });
    await within(site).findByText('Badminton Court 4');
    fireEvent.change(site, { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(gateway.requests(signCard).map((r) => r.body)).toEqual([{ account: 'east_booker', siteId: 4 }]),
    );
    await within(table).findByText('east_booker');
  });

  it('has no card swipe without the permission', async () => {
    await setup([]);
    expect(screen.queryByTestId('swiping-add')).toBeNull();
  });
});
