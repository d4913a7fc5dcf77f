/**
 * "Book again" on /home through the real runtime and a fake gateway: the most booked
 * sites as chips opening the wizard on that site; nothing at all when there are none.
 */
import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { commonlyUsed, type CommonSite } from '../../platform/contracts/reserve-details.contract';
import { renderWithRuntime } from '../../ui/testing';
import { BookAgain, bookAgainPath } from './book-again';

const site = (siteId: number, siteName: string, count: number): CommonSite => ({
  siteId,
  siteName,
  sceneId: 1,
  sceneName: 'Badminton',
  sceneCode: 'badminton',
  campusName: 'East Campus',
  buildingName: 'Sports Centre',
  floorName: '1F',
  count,
  lastStart: '2026-11-20T09:00:00+08:00',
});

async function renderChips(sites: CommonSite[]) {
  const { gateway } = await renderWithRuntime(<BookAgain />, {
    app: 'terminal',
    lang: 'EN',
    serve: (gateway) => gateway.on(commonlyUsed, () => sites),
  });
  return gateway;
}

it('offers the most booked sites, each opening the wizard on that site', async () => {
  await renderChips([site(2, 'Badminton Court 2', 3), site(5, 'Badminton Court 5', 1)]);
  const section = await screen.findByRole('region', { name: 'Book again' });
  const chips = within(section).getAllByRole('link');
  expect(chips.map((c) => c.getAttribute('aria-label'))).toEqual([
    'Book Badminton Court 2 (Badminton) again',
    'Book Badminton Court 5 (Badminton) again',
  ]);
  expect(chips.map((c) => c.getAttribute('href'))).toEqual([
    '/appointment/time?sceneId=1&siteId=2',
    '/appointment/time?sceneId=1&siteId=5',
  ]);
  expect(chips.map((c) => c.getAttribute('title'))).toEqual(['Booked 3 times in 90 days', 'Booked once in 90 days']);
  expect(bookAgainPath({ sceneId: 4, siteId: 9 })).toBe('/appointment/time?sceneId=4&siteId=9');
});

it('shows nothing when the user booked nothing lately', async () => {
  const gateway = await renderChips([]);
  await expect.poll(() => gateway.calls(commonlyUsed).length).toBe(1);
  expect(screen.queryByRole('region', { name: 'Book again' })).toBeNull();
});
