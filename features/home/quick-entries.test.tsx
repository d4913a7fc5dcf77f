/** The terminal home's quick entries (/flexibleMenu) through the real runtime and a fake gateway. */
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ok } from '../../platform/protocol/envelope';
import { createFakeGateway } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime } from '../../platform/session/runtime';
import { RuntimeProvider, createAppQueryClient } from '../../ui/runtime';
import { QuickEntries } from './quick-entries';

afterEach(cleanup);

async function renderEntries(entries: unknown[]) {
  const gateway = createFakeGateway({ routes: { '/system/flexibleMenu/list': (req) => ok(req.lang === 'EN' ? entries : []) } });
  const runtime = createSessionRuntime({ storage: createMemoryStorage({ lang: 'EN' }), fetch: gateway.fetch, baseUrl: 'http://app.test/gateway' });
  await runtime.login('booker', 'Booker@123');
  render(
    <RuntimeProvider app="terminal" runtime={runtime} queryClient={createAppQueryClient()}>
      <MemoryRouter><QuickEntries /></MemoryRouter>
    </RuntimeProvider>,
  );
  return gateway;
}

it('links in-app paths inside the terminal and opens _blank links in a new window, in the given order', async () => {
  await renderEntries([
    { id: 1, title: 'Book a venue', icon: 'calendar', path: '/appointment/gymnasium', link: null, target: null },
    { id: 3, title: 'Campus site', icon: null, path: null, link: 'https://www.example.edu', target: '_blank' },
    { id: 2, title: 'Library', icon: 'book', path: null, link: 'https://lib.example.edu', target: '_self' },
  ]);
  const section = await screen.findByRole('region', { name: 'Quick entries' });
  const links = within(section).getAllByRole('link');
  expect(links.map((a) => a.textContent)).toEqual(['Book a venue', 'Campus site(opens in a new window)', 'Library']);
  expect(links[0].getAttribute('href')).toBe('/appointment/gymnasium');
  expect(links[0].getAttribute('target')).toBeNull();
  expect([links[1].getAttribute('href'), links[1].getAttribute('target'), links[1].getAttribute('rel')])
    .toEqual(['https://www.example.edu', '_blank', 'noopener noreferrer']);
  expect(links[2].getAttribute('target')).toBeNull();
});

it('shows nothing when there are no entries', async () => {
  const gateway = await renderEntries([]);
  await expect.poll(() => gateway.log.some((l) => l.path === '/system/flexibleMenu/list')).toBe(true);
  expect(screen.queryByRole('region', { name: 'Quick entries' })).toBeNull();
});
