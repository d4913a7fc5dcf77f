/**
 * The terminal's navigation (terminal-nav.tsx): the built-in entries without terminal
 * menus, the menu's pages in menu order with them, on phones a "More" tab that
 * holds the entries past the fourth, and a row limited by the frame with its own "More".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithUi } from '../components/testing';
import { aMenuPage } from '../testing';
import { TerminalNav } from './terminal-nav';

afterEach(cleanup);

/** The texts of the nav's own links (the "More" menu renders elsewhere). */
function linkTexts(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent ?? '');
}

describe('TerminalNav', () => {
  it('shows the menu pages in menu order, translated where known, with their own title otherwise', () => {
    renderWithUi(
      <TerminalNav
        pages={[
          aMenuPage(1, '/my', 'Mine'),
          aMenuPage(2, '/lostFound', 'Lost and found'),
          aMenuPage(3, '/home', 'Start'),
        ]}
        pathname="/my"
      />,
      { lang: 'EN', url: '/my' },
    );
    expect(linkTexts()).toEqual(['My bookings', 'Lost and found', 'Home']);
    expect(screen.getByRole('link', { name: 'My bookings' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByTestId('nav-more')).toBeNull();
  });

  it('puts the entries past the fourth into "More" when there are more than five', async () => {
    renderWithUi(<TerminalNav pages={null} pathname="/quota" />, { lang: 'EN' });
    // Every entry stays a link (shown from the md breakpoint); phones get the "More" tab.
    expect(linkTexts()).toEqual(['Home', 'Book', 'Quick', 'My bookings', 'Favourites', 'History', 'Credit', 'Quota']);
    const more = screen.getByTestId('nav-more');
    expect(more.textContent).toBe('More');
    fireEvent.click(more);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Favourites', 'History', 'Credit', 'Quota']);
  });

  it('limits the row to the frame\'s places and puts the rest into the row\'s "More"', async () => {
    const pages = ['/home', '/meet', '/a', '/b', '/c', '/d', '/e', '/f', '/g'].map((path, i) =>
      aMenuPage(i + 1, path, `Page ${i + 1}`),
    );
    renderWithUi(<TerminalNav pages={pages} pathname="/g" rowTabs={7} />, { lang: 'EN', url: '/g' });
    const rowMore = screen.getByTestId('nav-more-row');
    fireEvent.click(rowMore);
    const items = await screen.findAllByRole('menuitem');
    // Six entries keep their place; the seventh place is "More" with the other three, the current one among them.
    expect(items.map((i) => i.textContent)).toEqual(['Page 7', 'Page 8', 'Page 9']);
  });

  it('lets the row wrap when the frame sets no limit', () => {
    renderWithUi(<TerminalNav pages={null} pathname="/home" />, { lang: 'EN' });
    expect(screen.queryByTestId('nav-more-row')).toBeNull();
  });
});
