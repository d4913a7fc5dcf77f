/**
 * RecommendList through the real runtime and a fake gateway: it asks `recommend` for the
 * taken range, lists the alternatives with kind, site, date and time in the campus's
 * offset, and hands the chosen one to `onBook`; nothing nearby and a failure show in place.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Recommendation } from '../../platform/contracts/reserve-details.contract';
import { Code } from '../../platform/protocol/codes';
import { fail, ok } from '../../platform/protocol/envelope';
import { createFakeGateway } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime } from '../../platform/session/runtime';
import { RuntimeProvider, createAppQueryClient } from '../runtime';
import { RecommendList } from './index';

afterEach(cleanup);

const alt = (kind: Recommendation['kind'], siteName: string, from: string, to: string): Recommendation => ({
  kind, siteId: siteName.length, siteName, sceneId: 1, sceneName: 'Badminton', campusName: 'West Campus',
  start: `2030-11-25T${from}:00+08:00`, end: `2030-11-25T${to}:00+08:00`,
});

async function renderList(answer: () => ReturnType<typeof ok> | ReturnType<typeof fail>, onBook = vi.fn()) {
  const gateway = createFakeGateway({ routes: { '/api/reserve/recommend': answer } });
  const runtime = createSessionRuntime({ storage: createMemoryStorage({ lang: 'EN' }), fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
  await runtime.login('booker', 'Booker@123');
  render(
    <RuntimeProvider app="terminal" runtime={runtime} queryClient={createAppQueryClient()}>
      <MemoryRouter>
        <RecommendList siteId={7} start="2030-11-25T10:00:00+08:00" end="2030-11-25T11:00:00+08:00" onBook={onBook} />
      </MemoryRouter>
    </RuntimeProvider>,
  );
  return { gateway, onBook };
}

it('lists the alternatives and books the chosen one', async () => {
  const alternatives = [alt('sameSite', 'Badminton Court 7', '09:00', '10:00'), alt('similarSite', 'Badminton Court 9', '10:00', '11:00')];
  const { gateway, onBook } = await renderList(() => ok(alternatives));
  const items = await screen.findAllByTestId('recommendation');
  expect(gateway.log.filter((r) => r.path === '/api/reserve/recommend').map((r) => r.body)).toEqual([
    { siteId: '7', start: '2030-11-25T10:00:00+08:00', end: '2030-11-25T11:00:00+08:00' },
  ]);
  expect(items.map((i) => [i.dataset.kind, within(i).getByText(/Badminton Court/).textContent])).toEqual([
    ['sameSite', 'Badminton Court 7'], ['similarSite', 'Badminton Court 9'],
  ]);
  expect(within(items[0]).getByText('Same site')).toBeTruthy();
  expect(within(items[1]).getByText('Mon, 25 Nov 2030 · 10:00–11:00 · West Campus')).toBeTruthy();
  fireEvent.click(within(items[1]).getByRole('button', { name: 'Book Badminton Court 9, Mon, 25 Nov 2030 10:00–11:00' }));
  expect(onBook).toHaveBeenCalledWith(alternatives[1]);
});

it('says when nothing is free nearby, and shows a failure', async () => {
  await renderList(() => ok([]));
  expect(await screen.findByText('No free time or site nearby')).toBeTruthy();
  cleanup();
  await renderList(() => fail(Code.RANGE_INVALID, 'Invalid range'));
  expect(await screen.findByText('The suggestions could not be loaded')).toBeTruthy();
});
