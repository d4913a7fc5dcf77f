/**
 * /messages and "Subscribe to calendar" through the real runtime and a fake gateway: the
 * messages arrive rendered, unread ones marked, with a link to their booking; "Mark read"
 * and "Mark all read" send updateMessageType and the header's bell follows; no messages
 * shows the empty state; the subscribe dialog shows the absolute feed address, copies it
 * and resets it after confirmation.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  calendarReset,
  calendarUrl,
  messagePage,
  type MessageRow,
  messageUnreadCount,
  updateMessageType,
} from '../../platform/contracts/message.contract';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import { MessageBell } from '../../ui/terminal-shell';
import { aPage, renderWithRuntime } from '../../ui/testing';
import { CalendarSubscribe, MessagesPage, feedAddresses } from './index';

function message(id: number, over: Partial<MessageRow> = {}): MessageRow {
  return {
    id,
    kind: 'bookingConfirmed',
    title: `Title ${id}`,
    text: `Text ${id}`,
    reservationId: null,
    processId: null,
    link: null,
    read: false,
    createdAt: '2026-11-22T09:30:00+08:00',
    ...over,
  };
}

/** Renders the bell and `ui` against a fake gateway holding `messages`; returns the gateway. */
async function renderWith(
  ui: React.ReactElement,
  messages: MessageRow[],
  feedPaths = ['/calendar/first-token-0123456789.ics'],
) {
  let feed = 0;
  const { gateway } = await renderWithRuntime(
    <>
      <MessageBell />
      {ui}
    </>,
    {
      app: 'terminal',
      lang: 'EN',
      serve: (gateway) => {
        gateway.on(messagePage, () => aPage(messages, { pageSize: 20 }));
        gateway.on(messageUnreadCount, () => ({ count: messages.filter((m) => !m.read).length }));
        gateway.on(updateMessageType, (input) => {
          const ids = 'ids' in input ? input.ids : undefined;
          const all = 'all' in input && input.all === true;
          let updated = 0;
          for (const m of messages) {
            if (!m.read && (all || ids?.includes(m.id))) {
              m.read = true;
              updated++;
            }
          }
          return { updated };
        });
        gateway.on(calendarUrl, () => ({ path: feedPaths[feed] }));
        gateway.on(calendarReset, () => ({ path: feedPaths[++feed] }));
      },
    },
  );
  return gateway;
}

const posted = (gateway: FakeGateway) => gateway.requests(updateMessageType).map((r) => r.body);

describe('/messages', () => {
  it('links an invitation to a meeting to its /receipt page', async () => {
    await renderWith(<MessagesPage />, [
      message(4, { kind: 'receiptInvite', title: 'Meeting invitation', reservationId: 9 }),
    ]);
    const card = await screen.findByTestId('message');
    expect(within(card).getByRole('link', { name: 'View invitation' }).getAttribute('href')).toBe('/receipt?id=9');
    expect(within(card).queryByRole('link', { name: 'View booking' })).toBeNull();
  });

  it("opens a message's own page (a meeting service order's step) in place of its booking", async () => {
    await renderWith(<MessagesPage />, [
      message(5, { kind: 'orderStepped', title: 'Meeting service order updated', link: '/conferenceDetails?id=3' }),
      message(6, { kind: 'reminder', title: 'Meeting starts soon', reservationId: 9, link: '/conferenceDetails?id=4' }),
    ]);
    const cards = await screen.findAllByTestId('message');
    expect(within(cards[0]).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/conferenceDetails?id=3');
    expect(within(cards[1]).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/conferenceDetails?id=4');
    expect(within(cards[1]).queryByRole('link', { name: 'View booking' })).toBeNull();
  });

  it('lists the messages, marks one read, then all, and the bell follows', async () => {
    const messages = [
      message(3, {
        title: 'Booking approved',
        text: 'Your booking of Meeting Room 301 has been approved.',
        reservationId: 7,
      }),
      message(2, { title: 'Booking confirmed' }),
      message(1, { title: 'Booking cancelled', read: true }),
      message(4, { kind: 'processTask', title: 'Waiting for your approval', processId: 12, read: true }),
    ];
    const gateway = await renderWith(<MessagesPage />, messages);

    const list = await screen.findByRole('list', { name: 'My messages' });
    const cards = within(list).getAllByTestId('message');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Booking approved',
      'Booking confirmed',
      'Booking cancelled',
      'Waiting for your approval',
    ]);
    expect(cards.map((c) => c.dataset.read)).toEqual(['false', 'false', 'true', 'true']);
    expect(within(cards[3]).getByRole('link', { name: 'View request' }).getAttribute('href')).toBe('/examine?id=12');
    expect(within(cards[0]).getByText('Your booking of Meeting Room 301 has been approved.')).toBeTruthy();
    expect(within(cards[0]).getByRole('link', { name: 'View booking' }).getAttribute('href')).toBe('/detail?id=7');
    expect(within(cards[1]).queryByRole('link', { name: 'View booking' })).toBeNull();
    expect(within(cards[2]).queryByRole('button', { name: 'Mark read' })).toBeNull();

    const bell = screen.getByTestId('message-bell');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Messages, 2 unread'));
    expect(bell.getAttribute('href')).toBe('/messages');
    expect(screen.getByTestId('unread-count').textContent).toBe('2');

    fireEvent.click(within(cards[0]).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('1'));
    expect(posted(gateway)).toEqual([{ ids: [3] }]);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByTestId('message')
          .map((c) => c.dataset.read),
      ).toEqual(['true', 'false', 'true', 'true']),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByTestId('unread-count')).toBeNull());
    expect(posted(gateway)).toEqual([{ ids: [3] }, { all: true }]);
    expect(bell.getAttribute('aria-label')).toBe('Messages');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByTestId('message')
          .every((c) => c.dataset.read === 'true'),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the empty state, with nothing to mark', async () => {
    await renderWith(<MessagesPage />, []);
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true),
    );
    expect(screen.queryByTestId('unread-count')).toBeNull();
  });
});

describe('Subscribe to calendar', () => {
  it('makes the address absolute, with a webcal: form', () => {
    expect(feedAddresses('/calendar/abc.ics', 'https://venues.example.edu')).toEqual({
      https: 'https://venues.example.edu/calendar/abc.ics',
      webcal: 'webcal://venues.example.edu/calendar/abc.ics',
    });
  });

  it('shows the feed address, copies it, and resets it after confirmation', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const gateway = await renderWith(
      <CalendarSubscribe />,
      [],
      ['/calendar/first-token-0123456789.ics', '/calendar/second-token-9876543210.ics'],
    );
    // The address is read only when asked for.
    expect(gateway.requests(calendarUrl).length > 0).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Subscribe to calendar' }));
    const dialog = await screen.findByTestId('calendar-dialog');
    const origin = window.location.origin;
    const url = within(dialog).getByTestId('calendar-url') as HTMLInputElement;
    await waitFor(() => expect(url.value).toBe(`${origin}/calendar/first-token-0123456789.ics`));
    expect(within(dialog).getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(
      `${origin.replace(/^https?:/, 'webcal:')}/calendar/first-token-0123456789.ics`,
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${origin}/calendar/first-token-0123456789.ics`));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset address' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(url.value).toBe(`${origin}/calendar/second-token-9876543210.ics`));
    expect(gateway.requests(calendarReset)).toHaveLength(1);
  });
});
