/**
 * The private-session pages against the fake gateway: /fitnessCenter/private lists the coaches with
 * their next free slots and links to book, and cancels my booked session; /privateReserve shows a day's
 * free slots and the paying card with the chooser's reason, books weekly in the member's chosen mode and
 * lists the weeks not booked; /fitnessCenter/testRecords shows results per field with the change since
 * the last test; the coach centre marks a started session and records a test's results; the back
 * office's /teaching cancels after the confirm, and has no Cancel without the permission.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  coachCentreMark,
  coachCentreRecord,
  coachCentreTests,
  coachCentreWeek,
  fitnessTeachingCancel,
  fitnessTeachingPage,
  fitnessTestTypeList,
  privateBook,
  privateCancel,
  privateCoaches,
  privateMine,
  privateMyResults,
  privateSlots,
} from '../../platform/contracts/private-session.contract';
import { fitnessTeachingAdjust } from '../../platform/contracts/club-coach.contract';
import { clubCoachList } from '../../platform/contracts/club-people.contract';
import { Code } from '../../platform/protocol/codes';
import { refuse } from '../../platform/session/fake-gateway';
import { aPage, aPrivateSession, aTestType, aUser, renderWithRuntime } from '../../ui/testing';
import { CoachSchedulePage } from './coach-schedule-page';
import { CoachTestLogPage } from './coach-test-log-page';
import { PrivatePage } from './private-page';
import { PrivateReservePage } from './reserve-page';
import TeachingPage from './teaching-page';
import { TestRecordsPage } from './test-records-page';

const COACH = {
  coachId: 7,
  name: 'Li Ming',
  level: 'senior',
  lengths: [{ minutes: 60, priceCents: 30_000 }],
  next: ['2026-12-01T09:00:00+08:00', '2026-12-01T09:30:00+08:00'],
};
const AVAILABILITY = {
  coachId: 7,
  coachName: 'Li Ming',
  hours: { '1': [[540, 720]] as [number, number][] },
  bufferMinutes: 10,
  cancelHours: 24,
  lengths: [{ minutes: 60, priceCents: 30_000 }],
  blocks: [],
};

describe('/fitnessCenter/private', { timeout: 20_000 }, () => {
  it('lists the coaches with their next free slots and cancels my booked session', async () => {
    const { gateway } = await renderWithRuntime(<PrivatePage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) => {
        g.on(privateCoaches, () => [COACH]);
        g.on(privateMine, () => aPage([aPrivateSession()]));
        g.on(privateCancel, ({ id }) => aPrivateSession({ id, state: 'cancelled', useReturned: true }));
      },
    });
    const coach = await screen.findByTestId('private-coach');
    expect(within(coach).getByText('Li Ming')).toBeTruthy();
    expect(within(coach).getByText(/2026-12-01 09:00, 2026-12-01 09:30/)).toBeTruthy();
    expect(within(coach).getByRole('link', { name: 'Book a session' }).getAttribute('href')).toBe(
      '/privateReserve?coachId=7',
    );
    const mine = await screen.findByTestId('my-session');
    expect(within(mine).getByText('Booked')).toBeTruthy();
    fireEvent.click(within(mine).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(gateway.requests(privateCancel)).toHaveLength(1));
    expect(gateway.requests(privateCancel)[0].body).toEqual({ id: 1 });
  });
});

describe('/privateReserve', { timeout: 20_000 }, () => {
  it('shows the free slots and the paying card, books weekly and lists the weeks not booked', async () => {
    const { gateway } = await renderWithRuntime(<PrivateReservePage />, {
      app: 'terminal',
      lang: 'EN',
      url: '/privateReserve?coachId=7',
      serve: (g) => {
        g.on(privateCoaches, () => [COACH]);
        g.on(fitnessTestTypeList, () => []);
        g.on(privateSlots, ({ date }) => ({
          coachId: 7,
          date,
          minutes: 60,
          priceCents: 30_000,
          starts: [`${date}T09:00:00+08:00`, `${date}T10:30:00+08:00`],
          payer: { cardId: 1, cardNo: 'MC00000001', reason: 'expiresFirst' as const, passed: [] },
        }));
        g.on(privateBook, ({ startAt }) => ({
          booked: [aPrivateSession({ startAt })],
          conflicts: [{ startAt: '2026-12-08T10:30:00+08:00', code: Code.PRIVATE_SLOT_TAKEN }],
        }));
      },
    });
    expect((await screen.findByTestId('payer')).textContent).toContain('Card MC00000001 pays: This card expires first');
    fireEvent.click(await screen.findByRole('button', { name: '10:30' }));
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '3' } });
    fireEvent.change(screen.getByDisplayValue('Book only if every week is free'), { target: { value: 'free' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(gateway.requests(privateBook)).toHaveLength(1));
    expect(gateway.requests(privateBook)[0].body).toMatchObject({ coachId: 7, minutes: 60, weeks: 3, mode: 'free' });
    expect((await screen.findByTestId('book-conflict')).textContent).toMatch(/^2026-12-08 10:30 not booked: /);
  });
});

describe('/fitnessCenter/testRecords', { timeout: 20_000 }, () => {
  it('shows my results per field with the change since the last test', async () => {
    await renderWithRuntime(<TestRecordsPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) =>
        g.on(privateMyResults, () => [
          {
            testTypeId: 1,
            testTypeName: 'Body composition',
            fields: aTestType().fields,
            points: [
              {
                sessionId: 1,
                at: '2026-10-01T16:00:00+08:00',
                values: { weight: 78, note: 'start' },
                change: { weight: null },
              },
              {
                sessionId: 2,
                at: '2026-11-01T16:00:00+08:00',
                values: { weight: 76.5, note: 'ok' },
                change: { weight: -1.5 },
              },
            ],
          },
        ]),
    });
    const points = await screen.findAllByTestId('test-point');
    expect(points[0].textContent).toContain('First');
    expect(points[1].textContent).toContain('76.5-1.5 since last');
    expect(screen.getByText('Weight (kg)')).toBeTruthy();
  });
});

describe('the coach centre', { timeout: 20_000 }, () => {
  it('marks a started session attended on /fitnessCenterCoach/schedule', async () => {
    const { gateway } = await renderWithRuntime(<CoachSchedulePage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) => {
        g.on(coachCentreWeek, () => ({
          sessions: [aPrivateSession({ startAt: '2020-01-06T10:00:00+08:00' })],
          availability: AVAILABILITY,
        }));
        g.on(coachCentreMark, ({ id, state }) => aPrivateSession({ id, state }));
      },
    });
    const row = await screen.findByTestId('coach-session');
    fireEvent.click(within(row).getByRole('button', { name: 'Attended' }));
    await waitFor(() => expect(gateway.requests(coachCentreMark)).toHaveLength(1));
    expect(gateway.requests(coachCentreMark)[0].body).toEqual({ id: 1, state: 'attended' });
    expect(screen.getByDisplayValue('09:00-12:00')).toBeTruthy();
  });

  it('records a test’s results on /fitnessCenterCoach/testLog', async () => {
    const { gateway } = await renderWithRuntime(<CoachTestLogPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) => {
        g.on(fitnessTestTypeList, () => [aTestType()]);
        g.on(coachCentreTests, () =>
          aPage([
            {
              ...aPrivateSession({ kind: 'test', testTypeId: 1, testTypeName: 'Body composition' }),
              startAt: '2020-01-06T10:00:00+08:00',
              values: null,
              recordedAt: null,
            },
          ]),
        );
        g.on(coachCentreRecord, ({ id, values }) => ({
          ...aPrivateSession({ id, kind: 'test', state: 'attended' }),
          values,
          recordedAt: '2020-01-06T10:30:00+08:00',
        }));
      },
    });
    const form = await screen.findByTestId('record-form');
    fireEvent.change(within(form).getByLabelText('Weight (kg)'), { target: { value: '72.5' } });
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: 'good' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record results' }));
    await waitFor(() => expect(gateway.requests(coachCentreRecord)).toHaveLength(1));
    expect(gateway.requests(coachCentreRecord)[0].body).toEqual({ id: 1, values: { weight: 72.5, note: 'good' } });
  });
});

describe('/teaching', { timeout: 20_000 }, () => {
  const setup = (permissions: string[]) =>
    renderWithRuntime(<TeachingPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions }),
      serve: (g) => {
        g.on(fitnessTeachingPage, () => aPage([aPrivateSession()]));
        g.on(fitnessTeachingCancel, ({ id }) => aPrivateSession({ id, state: 'cancelled' }));
      },
    });

  it('cancels a booked session after the confirm', async () => {
    const { gateway } = await setup(['fitness:teaching:page', 'fitness:teaching:cancel']);
    const row = (await screen.findByText('Demo Member')).closest('[data-testid="data-row"]') as HTMLElement;
    fireEvent.click(within(row).getByTestId('action-cancel'));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(fitnessTeachingCancel)).toHaveLength(1));
    expect(gateway.requests(fitnessTeachingCancel)[0].body).toEqual({ id: 1 });
  });

  it('has no Cancel without fitness:teaching:cancel', async () => {
    await setup(['fitness:teaching:page']);
    const row = (await screen.findByText('Demo Member')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).queryByTestId('action-cancel')).toBeNull();
    expect(within(row).queryByTestId('action-adjust')).toBeNull();
  });

  it('adjusts a coming session to another coach with a reason, showing the refusal in the dialog', async () => {
    // A coming session of coach 7 at 10:00 campus time in 3 days.
    const day = new Date(Date.now() + 3 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const session = aPrivateSession({ startAt: `${day}T10:00:00+08:00`, coachId: 7 });
    let refused = true;
    const { gateway } = await renderWithRuntime(<TeachingPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:teaching:page', 'fitness:teaching:adjust'] }),
      serve: (g) => {
        g.on(fitnessTeachingPage, () => aPage([session]));
        g.on(
          clubCoachList,
          () =>
            [
              { id: 7, displayName: 'Wang Fang' },
              { id: 8, displayName: 'Zhao Lei' },
            ] as never,
        );
        g.on(fitnessTeachingAdjust, (input) => {
          if (refused) refuse(Code.PRIVATE_SLOT_TAKEN, 'The coach already has a session then');
          return { id: 1, kind: 'private', sourceId: input.id, toCoachId: input.coachId } as never;
        });
      },
    });
    const row = (await screen.findByText('Demo Member')).closest('[data-testid="data-row"]') as HTMLElement;
    fireEvent.click(within(row).getByTestId('action-adjust'));
    const dialog = await screen.findByTestId('adjust-dialog');
    expect((dialog.querySelector('input[name="startAt"]') as HTMLInputElement).value).toBe(`${day}T10:00`);
    const save = within(dialog).getByTestId('adjust-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const coach = dialog.querySelector('select[name="coachId"]') as HTMLSelectElement;
    await waitFor(() => expect(within(coach).getByRole('option', { name: 'Zhao Lei' })).toBeTruthy());
    fireEvent.change(coach, { target: { value: '8' } });
    // A reason is required.
    expect(save.disabled).toBe(true);
    fireEvent.change(dialog.querySelector('textarea[name="reason"]') as HTMLTextAreaElement, {
      target: { value: 'Coach ill' },
    });
    fireEvent.click(save);
    expect(await within(dialog).findByText('The coach already has a session then')).toBeTruthy();
    expect(gateway.requests(fitnessTeachingAdjust)[0].body).toEqual({ id: 1, coachId: 8, reason: 'Coach ill' });
    const lists = gateway.calls(fitnessTeachingPage).length;
    refused = false;
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByTestId('adjust-dialog')).toBeNull());
    expect(gateway.requests(fitnessTeachingAdjust)).toHaveLength(2);
    await waitFor(() => expect(gateway.calls(fitnessTeachingPage).length).toBeGreaterThan(lists));
  });
});
