/**
 * The back office's class pages against the fake gateway: /group lists the class types with their
 * price in money and limits, and adds one (the body sent in cents); /session lists the schedule with
 * sign-ups and cancels a scheduled class after confirming; /openClass shows the fill; /reservation lists
 * the bookings and cancels one, and offers the attendance marks only once the class has started; Adjust (调课)
 * on /session moves a coming class in a dialog that shows the server's refusal, only with its permission.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fitnessClassBookingCancel,
  fitnessClassBookingPage,
  fitnessClassOpenPage,
  fitnessClassSessionCancel,
  fitnessClassSessionPage,
  fitnessClassTypeAdd,
  fitnessClassTypePage,
  type ClassSessionRow,
  type ClassTypeRow,
} from '../../platform/contracts/club-class.contract';
import { fitnessClassSessionAdjust } from '../../platform/contracts/club-coach.contract';
import { clubCoachList } from '../../platform/contracts/club-people.contract';
import { Code } from '../../platform/protocol/codes';
import { refuse } from '../../platform/session/fake-gateway';
import { aClassBooking, aClassRow, aPage, aUser, renderWithRuntime } from '../../ui/testing';
import BookingsPage from './bookings-page';
import ClassTypesPage from './class-types-page';
import SessionsPage, { OpenClassesPage } from './sessions-page';

const TYPE: ClassTypeRow = {
  id: 1,
  name: 'Flow yoga',
  nameCn: '流瑜伽',
  nameEn: 'Flow yoga',
  nameTc: '流瑜伽',
  courseKind: 'league',
  capacity: 12,
  minSignups: 3,
  durationMin: 60,
  priceCents: 3000,
  dayLimit: 1,
  weekLimit: null,
  description: '',
  enabled: true,
  sort: 1,
};
const { myBookingId, myBookingState, myWaitlistId, myPosition, offer, opensAt, closesAt, waitlistClosesAt, ...rest } =
  aClassRow();
void [myBookingId, myBookingState, myWaitlistId, myPosition, offer, opensAt, closesAt, waitlistClosesAt];
const { lateCancelFrom, ...plain } = rest;
void lateCancelFrom;
const SESSION: ClassSessionRow = plain;
const admin = (permissions: string[]) => aUser({ account: 'admin', permissions });

describe('/group', () => {
  it('lists types with their price in money and adds one', async () => {
    const { gateway } = await renderWithRuntime(<ClassTypesPage />, {
      lang: 'EN',
      user: admin(['fitness:classType:page', 'fitness:classType:add']),
      serve: (g) => {
        g.on(fitnessClassTypePage, () => aPage([TYPE]));
        g.on(fitnessClassTypeAdd, (input) => ({ ...TYPE, ...input, id: 2, name: input.nameCn }));
      },
    });
    const row = (await screen.findByText('Flow yoga')).closest('tr') as HTMLElement;
    expect(within(row).getByText('CN¥30.00')).toBeTruthy();
    fireEvent.click(screen.getByTestId('classType-add'));
    const form = await screen.findByTestId('classType-form');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name (Chinese)' }), { target: { value: '动感单车' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(fitnessClassTypeAdd)).toHaveLength(1));
    expect(gateway.calls(fitnessClassTypeAdd)[0]).toMatchObject({ nameCn: '动感单车', capacity: 10, priceCents: 0 });
  }, 30_000);
});

describe('/session and /openClass', () => {
  it('lists the schedule with sign-ups and cancels a class after confirming', async () => {
    const { gateway } = await renderWithRuntime(<SessionsPage />, {
      lang: 'EN',
      user: admin(['fitness:classSession:page', 'fitness:classSession:cancel']),
      serve: (g) => {
        g.on(fitnessClassSessionPage, () => aPage([SESSION]));
        g.on(fitnessClassSessionCancel, () => ({ ...SESSION, state: 'cancelled' as const }));
      },
    });
    const row = (await screen.findByText('Li Ming')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3/12')).toBeTruthy();
    expect(within(row).getByText('Scheduled')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel class' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Its 3 booking\(s\) are cancelled/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(fitnessClassSessionCancel)).toEqual([{ id: 1, reason: '' }]));
  }, 30_000);

  it('adjusts a coming class to another time in a dialog that shows the refusal', async () => {
    // A coming class at 18:00 campus time in 2 days.
    const day = new Date(Date.now() + 2 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const coming = {
      ...SESSION,
      startsAt: new Date(`${day}T18:00:00+08:00`).toISOString(),
      endsAt: new Date(`${day}T19:00:00+08:00`).toISOString(),
    };
    let refused = true;
    const { gateway } = await renderWithRuntime(<SessionsPage />, {
      lang: 'EN',
      user: admin(['fitness:classSession:page', 'fitness:classSession:adjust']),
      serve: (g) => {
        g.on(fitnessClassSessionPage, () => aPage([coming]));
        g.on(clubCoachList, () => [{ id: 1, displayName: 'Li Ming' }] as never);
        g.on(fitnessClassSessionAdjust, () => {
          if (refused) refuse(Code.CLASS_SPACE_BUSY, 'The space “Studio A” holds another class then');
          return { id: 1 } as never;
        });
      },
    });
    const row = (await screen.findByText('Li Ming')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Adjust' }));
    const dialog = await screen.findByTestId('adjust-dialog');
    const start = dialog.querySelector('input[name="startAt"]') as HTMLInputElement;
    expect(start.value).toBe(`${day}T18:00`);
    fireEvent.change(start, { target: { value: `${day}T20:00` } });
    fireEvent.change(dialog.querySelector('textarea[name="reason"]') as HTMLTextAreaElement, {
      target: { value: 'Studio repairs' },
    });
    fireEvent.click(within(dialog).getByTestId('adjust-save'));
    expect(await within(dialog).findByText('The space “Studio A” holds another class then')).toBeTruthy();
    expect(gateway.requests(fitnessClassSessionAdjust)[0].body).toEqual({
      id: 1,
      startAt: `${day}T20:00:00+08:00`,
      reason: 'Studio repairs',
    });
    const lists = gateway.calls(fitnessClassSessionPage).length;
    refused = false;
    fireEvent.click(within(dialog).getByTestId('adjust-save'));
    await waitFor(() => expect(screen.queryByTestId('adjust-dialog')).toBeNull());
    await waitFor(() => expect(gateway.calls(fitnessClassSessionPage).length).toBeGreaterThan(lists));
  }, 30_000);

  it('offers no Adjust without fitness:classSession:adjust', async () => {
    await renderWithRuntime(<SessionsPage />, {
      lang: 'EN',
      user: admin(['fitness:classSession:page']),
      serve: (g) => g.on(fitnessClassSessionPage, () => aPage([SESSION])),
    });
    const row = (await screen.findByText('Li Ming')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Adjust' })).toBeNull();
  });

  it('shows the open classes’ fill', async () => {
    await renderWithRuntime(<OpenClassesPage />, {
      lang: 'EN',
      user: admin(['fitness:openClass:page']),
      serve: (g) => g.on(fitnessClassOpenPage, () => aPage([SESSION])),
    });
    const row = (await screen.findByText('Li Ming')).closest('tr') as HTMLElement;
    expect(within(row).getByText('25%')).toBeTruthy();
  });
});

describe('/reservation', () => {
  it('lists bookings, cancels one before its class; marks only after the start', async () => {
    const coming = aClassBooking({ startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    const past = aClassBooking({ id: 2, memberName: 'Demo Booker', startsAt: '2026-01-01T00:00:00.000Z' });
    const { gateway } = await renderWithRuntime(<BookingsPage />, {
      lang: 'EN',
      user: admin(['fitness:classBooking:page', 'fitness:classBooking:cancel', 'fitness:classBooking:mark']),
      serve: (g) => {
        g.on(fitnessClassBookingPage, () => aPage([coming, past]));
        g.on(fitnessClassBookingCancel, () => ({ ...coming, state: 'cancelled' as const }));
      },
    });
    const row = (await screen.findByText('Demo Member')).closest('tr') as HTMLElement;
    const pastRow = screen.getByText('Demo Booker').closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Attended' })).toBeNull();
    expect(within(pastRow).getByRole('button', { name: 'Attended' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(fitnessClassBookingCancel)).toEqual([{ id: 1, reason: '' }]));
  }, 30_000);
});
