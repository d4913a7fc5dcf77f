/**
 * The home's banner carousel through the real runtime and a fake gateway: the top banners in
 * order, the picture's alt text the title, one slide shown at a time, previous / next buttons
 * and arrow keys, automatic rotation that the pause button stops, in-app links through the
 * router and https links in a new tab; nothing at all without banners.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { bannerList, type TerminalBanner } from '../../platform/contracts/banner.contract';
import { renderWithRuntime } from '../../ui/testing';
import { BannerCarousel, ROTATE_MS } from './banner-carousel';

const BANNERS: TerminalBanner[] = [
  { id: 1, title: 'Book a venue online', imageUrl: '/media/11', link: '/appointment' },
  { id: 2, title: 'Quick booking', imageUrl: '/media/12', link: '/quick' },
  { id: 3, title: 'Campus news', imageUrl: '/media/13', link: 'https://www.example.edu/news' },
];

afterEach(() => {
  vi.useRealTimers();
});

async function renderCarousel(banners: TerminalBanner[]) {
  const { gateway } = await renderWithRuntime(<BannerCarousel />, {
    app: 'terminal',
    lang: 'EN',
    serve: (gateway) => gateway.on(bannerList, (input) => (input.position === 'homeTop' ? banners : [])),
  });
  return gateway;
}

/** The title of the slide shown (its picture's alt text). */
const shown = () =>
  screen
    .getAllByTestId('banner-slide')
    .filter((s) => !s.hidden)
    .map((s) => within(s).getByRole('img').getAttribute('alt'));

it('shows one banner at a time with its title as alt text; buttons and arrow keys move between them', async () => {
  await renderCarousel(BANNERS);
  const carousel = await screen.findByRole('region', { name: 'Banners' });
  expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
  expect(shown()).toEqual(['Book a venue online']);
  expect(screen.getAllByTestId('banner-slide').map((s) => s.getAttribute('aria-label'))).toEqual([
    '1 of 3',
    '2 of 3',
    '3 of 3',
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
  expect(shown()).toEqual(['Quick booking']);
  fireEvent.keyDown(carousel, { key: 'ArrowRight' });
  expect(shown()).toEqual(['Campus news']);
  fireEvent.keyDown(carousel, { key: 'ArrowRight' });
  expect(shown()).toEqual(['Book a venue online']);
  fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
  expect(shown()).toEqual(['Campus news']);
  fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
  fireEvent.click(screen.getByRole('button', { name: 'Show banner 1' }));
  expect(shown()).toEqual(['Book a venue online']);
});

it('links in-app paths through the router and https URLs in a new tab with noopener', async () => {
  await renderCarousel(BANNERS);
  await screen.findByRole('region', { name: 'Banners' });
  const links = screen.getAllByTestId('banner-slide').map((s) => within(s).getByRole('link', { hidden: true }));
  expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
    ['/appointment', null, null],
    ['/quick', null, null],
    ['https://www.example.edu/news', '_blank', 'noopener noreferrer'],
  ]);
  expect(links[2].getAttribute('aria-label')).toBe('Campus news (opens in a new window)');
});

it('rotates on its own until paused, and again when played', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  await renderCarousel(BANNERS);
  await screen.findByRole('region', { name: 'Banners' });
  await act(() => vi.advanceTimersByTimeAsync(ROTATE_MS));
  expect(shown()).toEqual(['Quick booking']);
  fireEvent.click(screen.getByRole('button', { name: 'Pause the banners' }));
  await act(() => vi.advanceTimersByTimeAsync(ROTATE_MS * 3));
  expect(shown()).toEqual(['Quick booking']);
  fireEvent.click(screen.getByRole('button', { name: 'Play the banners' }));
  await act(() => vi.advanceTimersByTimeAsync(ROTATE_MS));
  expect(shown()).toEqual(['Campus news']);
});

it('shows nothing without banners', async () => {
  const gateway = await renderCarousel([]);
  await expect.poll(() => gateway.calls(bannerList).length).toBe(1);
  expect(screen.queryByRole('region', { name: 'Banners' })).toBeNull();
});
