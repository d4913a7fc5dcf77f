/**
 * /plan and the class form of /session against the fake gateway: the plan's entries listed with their week day,
 * an entry added (the body as the contract takes it), "Generate classes" for a date range showing what was
 * created, what existed and the conflicts; a class edited from /session with its times in campus time (sent with
 * the +08:00 offset, the windows not on the form kept), and the server's refusal of a capacity below the bookings
 * shown; the space chosen in both forms from the enabled spaces with their capacity (sent as `spaceId`), a
 * space's refusal shown in the form; the campus time conversions.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fitnessClassPlanAdd,
  fitnessClassPlanGenerate,
  fitnessClassPlanPage,
  fitnessClassSessionEdit,
  fitnessClassSessionPage,
  fitnessClassSpaceOptions,
  fitnessClassTypePage,
  type ClassPlanRow,
  type ClassSessionRow,
} from '../../platform/contracts/club-class.contract';
import { clubCoachList } from '../../platform/contracts/club-people.contract';
import { Code } from '../../platform/protocol/codes';
import { aClassRow, aPage, aUser, refuse, renderWithRuntime } from '../../ui/testing';
import PlanPage from './plan-page';
import SessionsPage, { fromCampusLocal, toCampusLocal } from './sessions-page';

const ENTRY: ClassPlanRow = {
  id: 7,
  typeId: 1,
  typeName: 'Flow yoga',
  coachId: 2,
  coachName: 'Li Ming',
  weekDay: 2,
  startTime: '08:00',
  durationMin: 60,
  capacity: 12,
  spaceId: 1,
  place: 'Studio A',
  opensHours: 168,
  closesMin: 0,
  enabled: true,
};
const admin = (permissions: string[]) => aUser({ account: 'admin', permissions });
const TYPES = aPage([{ id: 1, name: 'Flow yoga' }]) as never;
const COACHES = [{ id: 2, displayName: 'Li Ming' }] as never;
const SPACES = [
  { id: 1, name: 'Studio A', capacity: 12 },
  { id: 4, name: 'Studio B', capacity: 8 },
];

describe('/plan', () => {
  it('lists the entries with their week day and adds one', async () => {
    const { gateway } = await renderWithRuntime(<PlanPage />, {
      lang: 'EN',
      user: admin(['fitness:classPlan:page', 'fitness:classPlan:add']),
      serve: (g) => {
        g.on(fitnessClassPlanPage, () => aPage([ENTRY]));
        g.on(fitnessClassTypePage, () => TYPES);
        g.on(clubCoachList, () => COACHES);
        g.on(fitnessClassSpaceOptions, () => SPACES);
        g.on(fitnessClassPlanAdd, (input) => ({ ...ENTRY, ...input, id: 8 }));
      },
    });
    const row = (await screen.findByText('Studio A')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Tuesday')).toBeTruthy();
    expect(within(row).getByText('08:00')).toBeTruthy();
    // Without the generate permission there is no Generate button.
    expect(screen.queryByTestId('plan-generate')).toBeNull();
    fireEvent.click(screen.getByTestId('classPlan-add'));
    const form = await screen.findByTestId('classPlan-form');
    await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Li Ming' }).length).toBeGreaterThan(0));
    const [type, coach] = within(form).getAllByRole('combobox');
    fireEvent.change(type, { target: { value: '1' } });
    fireEvent.change(coach, { target: { value: '2' } });
    // No free-text room any more: the space is chosen among the enabled spaces, shown with their capacity.
    expect(within(form).queryByRole('textbox', { name: 'Room' })).toBeNull();
    const space = await within(form).findByRole('combobox', { name: 'Space' });
    await waitFor(() => expect(within(space).getByRole('option', { name: 'Studio B (8)' })).toBeTruthy());
    fireEvent.change(space, { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(fitnessClassPlanAdd)).toHaveLength(1));
    expect(gateway.calls(fitnessClassPlanAdd)[0]).toMatchObject({
      typeId: 1,
      coachId: 2,
      weekDay: 1,
      startTime: '18:00',
      durationMin: 60,
      capacity: 20,
      spaceId: 4,
    });
  }, 30_000);

  it('generates a date range and shows what was created, what existed and the conflicts', async () => {
    const { gateway } = await renderWithRuntime(<PlanPage />, {
      lang: 'EN',
      user: admin(['fitness:classPlan:page', 'fitness:classPlan:generate']),
      serve: (g) => {
        g.on(fitnessClassPlanPage, () => aPage([ENTRY]));
        g.on(fitnessClassTypePage, () => TYPES);
        g.on(clubCoachList, () => COACHES);
        g.on(fitnessClassPlanGenerate, () => ({
          created: [{ id: 30, planId: 7, date: '2026-12-08' }],
          existing: 2,
          conflicts: [
            {
              planId: 7,
              date: '2026-12-01',
              reason: 'coachBusy' as const,
              otherId: 5,
              otherStartsAt: '2026-12-01T00:30:00Z',
            },
          ],
        }));
      },
    });
    fireEvent.click(await screen.findByTestId('plan-generate'));
    const dialog = await screen.findByTestId('plan-generate-dialog');
    const run = within(dialog).getByTestId('plan-generate-run');
    expect((run as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-12-14' } });
    fireEvent.click(run);
    await waitFor(() =>
      expect(gateway.calls(fitnessClassPlanGenerate)).toEqual([{ from: '2026-12-01', to: '2026-12-14' }]),
    );
    const result = await within(dialog).findByTestId('plan-result');
    expect(within(result).getByText('1 class(es) created, 2 already generated before.')).toBeTruthy();
    expect(within(result).getByText('2026-12-01: the coach teaches another class (entry 7); not created')).toBeTruthy();
  }, 30_000);
});

describe('the class form of /session', () => {
  const { myBookingId, myBookingState, myWaitlistId, myPosition, offer, opensAt, closesAt, waitlistClosesAt, ...rest } =
    aClassRow({ startsAt: '2026-12-10T10:00:00.000Z', endsAt: '2026-12-10T11:00:00.000Z' });
  void [myBookingId, myBookingState, myWaitlistId, myPosition, offer, opensAt, closesAt, waitlistClosesAt];
  const { lateCancelFrom, ...plain } = rest;
  void lateCancelFrom;
  const SESSION: ClassSessionRow = { ...plain, typeId: 1, coachId: 2, waitlistCloseMin: 30 };

  it('edits a class in campus time, keeps the other windows, and shows a refusal', async () => {
    let refused = true;
    const { gateway } = await renderWithRuntime(<SessionsPage />, {
      lang: 'EN',
      user: admin(['fitness:classSession:page', 'fitness:classSession:edit']),
      serve: (g) => {
        g.on(fitnessClassSessionPage, () => aPage([SESSION]));
        g.on(fitnessClassTypePage, () => TYPES);
        g.on(clubCoachList, () => COACHES);
        g.on(fitnessClassSpaceOptions, () => SPACES);
        g.on(fitnessClassSessionEdit, () => {
          if (refused) refuse(Code.CLASS_CAPACITY_BELOW_BOOKED, 'The capacity cannot go below the 3 places booked');
          return SESSION;
        });
      },
    });
    const row = (await screen.findByText('Li Ming')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByTestId('classSession-form');
    const starts = form.querySelector('input[name="startsAt"]') as HTMLInputElement;
    expect(starts.value).toBe('2026-12-10T18:00');
    fireEvent.change(starts, { target: { value: '2026-12-10T19:00' } });
    fireEvent.change(form.querySelector('input[name="endsAt"]') as HTMLInputElement, {
      target: { value: '2026-12-10T20:00' },
    });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Capacity' }), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(fitnessClassSessionEdit)).toHaveLength(1));
    expect(gateway.calls(fitnessClassSessionEdit)[0]).toMatchObject({
      id: SESSION.id,
      startsAt: '2026-12-10T19:00:00+08:00',
      endsAt: '2026-12-10T20:00:00+08:00',
      capacity: 2,
      spaceId: 1,
      waitlistCloseMin: 30,
    });
    expect((await screen.findAllByText(/cannot go below the 3 places booked/)).length).toBeGreaterThan(0);
    refused = false;
  }, 30_000);

  it('moves a class to another space from the select and shows the space’s refusal', async () => {
    const { gateway } = await renderWithRuntime(<SessionsPage />, {
      lang: 'EN',
      user: admin(['fitness:classSession:page', 'fitness:classSession:edit']),
      serve: (g) => {
        g.on(fitnessClassSessionPage, () => aPage([SESSION]));
        g.on(fitnessClassTypePage, () => TYPES);
        g.on(clubCoachList, () => COACHES);
        g.on(fitnessClassSpaceOptions, () => SPACES);
        g.on(fitnessClassSessionEdit, () =>
          refuse(Code.CLASS_SPACE_TOO_SMALL, 'The class has 12 places; the space “Studio B” holds 8'),
        );
      },
    });
    const row = (await screen.findByText('Li Ming')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByTestId('classSession-form');
    const space = await within(form).findByRole('combobox', { name: 'Space' });
    await waitFor(() => expect((space as HTMLSelectElement).value).toBe('1'));
    expect(within(space).getByRole('option', { name: 'Studio A (12)' })).toBeTruthy();
    fireEvent.change(space, { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.calls(fitnessClassSessionEdit)).toHaveLength(1));
    expect(gateway.calls(fitnessClassSessionEdit)[0]).toMatchObject({ id: SESSION.id, spaceId: 4 });
    expect((await screen.findAllByText(/the space “Studio B” holds 8/)).length).toBeGreaterThan(0);
  }, 30_000);

  it('converts instants to and from campus local time', () => {
    expect(toCampusLocal('2026-12-31T16:30:00.000Z')).toBe('2027-01-01T00:30');
    expect(fromCampusLocal('2027-01-01T00:30')).toBe('2027-01-01T00:30:00+08:00');
    expect(Date.parse(fromCampusLocal(toCampusLocal('2026-12-10T10:00:00.000Z')))).toBe(
      Date.parse('2026-12-10T10:00:00.000Z'),
    );
  });
});
