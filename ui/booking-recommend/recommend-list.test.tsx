/**
 * RecommendList through the real runtime and a fake gateway: it asks `recommend` for the
 * taken range, lists the alternatives with kind, site, date and time in the campus's
 * offset, and hands the chosen one to `onBook`; nothing nearby and a failure show in place.
 */
import { expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { recommend, type Recommendation } from '../../platform/contracts/reserve-details.contract';
import { Code } from '../../platform/protocol/codes';
import { refuse, renderWithRuntime } from '../testing';
import { RecommendList } from './index';

const alt = (kind: Recommendation['kind'], siteName: string, from: string, to: string): Recommendation => ({
  kind,
  siteId: siteName.length,
  siteName,
  sceneId: 1,
  sceneName: 'Badminton',
  campusName: 'West Campus',
  start: `2030-11-25T${from}:00+08:00`,
  end: `2030-11-25T${to}:00+08:00`,
});

async function renderList(answer: () => Recommendation[], onBook = vi.fn()) {
  const { gateway } = await renderWithRuntime(
    <RecommendList siteId={7} start="2030-11-25T10:00:00+08:00" end="2030-11-25T11:00:00+08:00" onBook={onBook} />,
    { app: 'terminal', lang: 'EN', serve: (gateway) => gateway.on(recommend, answer) },
  );
  return { gateway, onBook };
}

it('lists the alternatives and books the chosen one', async () => {
  const alternatives = [
    alt('sameSite', 'Badminton Court 7', '09:00', '10:00'),
    alt('similarSite', 'Badminton Court 9', '10:00', '11:00'),
  ];
  const { gateway, onBook } = await renderList(() => alternatives);
  const items = await screen.findAllByTestId('recommendation');
  expect(gateway.calls(recommend)).toEqual([
    { siteId: 7, start: '2030-11-25T10:00:00+08:00', end: '2030-11-25T11:00:00+08:00' },
  ]);
  expect(items.map((i) => [i.dataset.kind, within(i).getByText(/Badminton Court/).textContent])).toEqual([
    ['sameSite', 'Badminton Court 7'],
    ['similarSite', 'Badminton Court 9'],
  ]);
  expect(within(items[0]).getByText('Same site')).toBeTruthy();
  expect(within(items[1]).getByText('Mon, 25 Nov 2030 · 10:00–11:00 · West Campus')).toBeTruthy();
  fireEvent.click(
    within(items[1]).getByRole('button', { name: 'Book Badminton Court 9, Mon, 25 Nov 2030 10:00–11:00' }),
  );
  expect(onBook).toHaveBeenCalledWith(alternatives[1]);
});

it('says when nothing is free nearby, and shows a failure', async () => {
  await renderList(() => []);
  expect(await screen.findByText('No free time or site nearby')).toBeTruthy();
  cleanup();
  await renderList(() => refuse(Code.RANGE_INVALID, 'Invalid range'));
  expect(await screen.findByText('The suggestions could not be loaded')).toBeTruthy();
});
