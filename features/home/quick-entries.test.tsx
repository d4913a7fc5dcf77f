/** The terminal home's quick entries (/flexibleMenu) through the real runtime and a fake gateway. */
import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { flexibleMenuList, type FlexibleMenuEntry } from '../../platform/contracts/settings.contract';
import { renderWithRuntime } from '../../ui/testing';
import { QuickEntries } from './quick-entries';

async function renderEntries(entries: FlexibleMenuEntry[]) {
  const { gateway } = await renderWithRuntime(<QuickEntries />, {
    app: 'terminal',
    lang: 'EN',
    serve: (gateway) => gateway.on(flexibleMenuList, (_input, req) => (req.lang === 'EN' ? entries : [])),
  });
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
  expect([links[1].getAttribute('href'), links[1].getAttribute('target'), links[1].getAttribute('rel')]).toEqual([
    'https://www.example.edu',
    '_blank',
    'noopener noreferrer',
  ]);
  expect(links[2].getAttribute('target')).toBeNull();
});

it('shows nothing when there are no entries', async () => {
  const gateway = await renderEntries([]);
  await expect.poll(() => gateway.calls(flexibleMenuList).length).toBe(1);
  expect(screen.queryByRole('region', { name: 'Quick entries' })).toBeNull();
});
