/**
 * The member's group-class pages against the fake gateway, as a person sees them: /fitnessCenter/league
 * lists the week's classes by day with places left and what I may do; /leagueReserve shows a class, the
 * card that would pay and why (the other card with why not), books it, joins the waitlist of a full one,
 * and shows a localized refusal; /fitnessCenter/courseRecords lists my bookings with the cancel warning in
 * words (late: the use kept; in time: given back) and my waitlist place with Leave.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fitnessClassBook,
  fitnessClassCancel,
  fitnessClassDetail,
  fitnessClassMine,
  fitnessClassWaitlistJoin,
  fitnessClassWaitlistLeave,
  fitnessClassWeek,
} from '../../platform/contracts/club-class.contract';
import { Code } from '../../platform/protocol/codes';
import { aClassBooking, aClassRow, aWaitlistEntry, refuse, renderWithRuntime } from '../../ui/testing';
import { CourseRecordsPage } from './course-records-page';
import { LeaguePage } from './league-page';
import { LeagueReservePage } from './league-reserve-page';

const CHOICE = {
  cardId: 1,
  cardNo: 'MC00000001',
  reason: 'expiresFirst',
  endsOn: '2026-12-20',
  passed: [{ cardId: 2, cardNo: 'MC00000002', why: 'courseKind' }],
};
const future = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('/fitnessCenter/league', () => {
  it('lists the week’s classes by day with places left and the offer', async () => {
    await renderWithRuntime(<LeaguePage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (gateway) => {
        gateway.on(fitnessClassWeek, () => [
          aClassRow(),
          aClassRow({ id: 2, typeName: 'Spinning', placesLeft: 0, booked: 2, capacity: 2, offer: 'waitlist' }),
        ]);
      },
    });
    const cards = await screen.findAllByTestId('class-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Flow yoga')).toBeTruthy();
    expect(within(cards[0]).getByText('Book')).toBeTruthy();
    expect(within(cards[0]).getByText('9 places left')).toBeTruthy();
    expect(within(cards[1]).getByText('Join waitlist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Spinning' }).getAttribute('href')).toBe('/leagueReserve?id=2');
  });
});

describe('/leagueReserve', () => {
  it('says which card pays and why, and books', async () => {
    const { gateway } = await renderWithRuntime(null, {
      app: 'terminal',
      lang: 'EN',
      url: '/leagueReserve?id=1',
      routes: [{ path: '/leagueReserve', element: <LeagueReservePage /> }],
      serve: (g) => {
        g.on(fitnessClassDetail, () => ({ session: aClassRow(), choice: CHOICE }));
        g.on(fitnessClassBook, () => aClassBooking());
      },
    });
    expect((await screen.findByTestId('paying-card')).textContent).toContain('Card MC00000001 would pay');
    expect(screen.getByTestId('passed-card').textContent).toContain('MC00000002');
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(gateway.calls(fitnessClassBook)).toEqual([{ id: 1 }]));
  });

  it('joins the waitlist of a full class; the server’s refusal is shown', async () => {
    const { gateway } = await renderWithRuntime(null, {
      app: 'terminal',
      lang: 'EN',
      url: '/leagueReserve?id=2',
      routes: [{ path: '/leagueReserve', element: <LeagueReservePage /> }],
      serve: (g) => {
        g.on(fitnessClassDetail, () => ({
          session: aClassRow({ id: 2, placesLeft: 0, offer: 'waitlist' }),
          choice: { ...CHOICE, cardId: null, cardNo: null, reason: null },
        }));
        g.on(fitnessClassWaitlistJoin, () =>
          refuse(Code.CLASS_WAITLIST_CLOSED, 'The waitlist of the class has closed'),
        );
      },
    });
    expect(await screen.findByText('None of your cards can pay for this class')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join waitlist' }));
    await waitFor(() => expect(gateway.calls(fitnessClassWaitlistJoin)).toEqual([{ id: 2 }]));
    expect(await screen.findByText('The waitlist of the class has closed')).toBeTruthy();
  });
});

describe('/fitnessCenter/courseRecords', () => {
  it('warns in words before a late cancel and cancels; shows my waitlist place and leaves it', async () => {
    const late = aClassBooking({ id: 5, startsAt: future(1), endsAt: future(2), lateCancelFrom: future(-1) });
    const { gateway } = await renderWithRuntime(<CourseRecordsPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) => {
        g.on(fitnessClassMine, () => ({
          bookings: [late, aClassBooking({ id: 6, state: 'attended', startsAt: future(-30), endsAt: future(-29) })],
          waitlist: [aWaitlistEntry({ startsAt: future(30) })],
        }));
        g.on(fitnessClassCancel, () => ({ ...late, state: 'lateCancelled' as const }));
        g.on(fitnessClassWaitlistLeave, () => aWaitlistEntry({ state: 'left', position: null }));
      },
    });
    const bookings = await screen.findAllByTestId('booking');
    expect(bookings).toHaveLength(2);
    expect(within(bookings[1]).getByText('attended')).toBeTruthy();
    expect(screen.getByTestId('waitlist-position').textContent).toBe('Number 2 on the waitlist');
    fireEvent.click(within(bookings[0]).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(/Cancelling now is late \(within 120 minutes/)).toBeTruthy();
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(gateway.calls(fitnessClassCancel)).toEqual([{ id: 5 }]));
    fireEvent.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    await waitFor(() => expect(gateway.calls(fitnessClassWaitlistLeave)).toEqual([{ id: 1 }]));
  });
});
