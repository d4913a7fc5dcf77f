/**
 * The coach's member pages against the fake gateway: /member lists my members and searches; /userDetail shows a
 * member's cards, registrations, marks, classes and tests, and "not found" when the server answers NOT_FOUND (a
 * member outside my courses); a registration's detail confirms a pending one; the reserve page registers the
 * member on a course of mine not yet theirs and books a make-up of a token into a session of mine; /trainGroup's
 * sessions dialog moves and cancels a session (the cancel asks for a second click).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as cm from '../../platform/contracts/coach-member.contract';
import * as tr from '../../platform/contracts/training.contract';
import { Code } from '../../platform/protocol/codes';
import {
  aTrainGroup,
  aTrainRegistration,
  aTrainSession,
  aTrainToken,
  aUser,
  refuse,
  renderWithRuntime,
} from '../../ui/testing';
import { GroupSessionsDialog } from './admin-type-session';
import { CoachMembersPage, CoachRegistrationDetailPage, CoachReservePage, UserDetailPage } from './coach-member-pages';

const MEMBER: cm.CoachMemberRow = {
  userId: 2,
  name: 'Demo Member',
  account: 'member',
  phone: '138****5678',
  registrations: 1,
  classBookings: 2,
  privateSessions: 0,
};
const DETAIL: cm.CoachMemberDetail = {
  member: MEMBER,
  cards: [
    {
      id: 1,
      cardNo: 'C0001',
      typeName: 'Ten classes',
      state: 'active',
      usesLeft: 7,
      balanceCents: null,
      validTo: '2027-01-31',
    },
  ],
  registrations: [aTrainRegistration()],
  attendance: [{ sessionId: 1, on: '2026-11-15', groupName: 'Adult swimming — winter', status: 'leave' }],
  classBookings: [{ id: 4, typeName: 'Flow yoga', startsAt: '2026-11-20T00:00:00.000Z', state: 'attended' }],
  tests: [
    {
      id: 9,
      startAt: '2026-11-02T02:00:00.000Z',
      testTypeName: 'Body composition',
      coachName: 'Li Ming',
      state: 'attended',
      values: { weight: 70 },
    },
  ],
};
const coach = aUser({ account: 'coach' });

describe('/member and /userDetail', () => {
  it('lists my members, searches, and opens one', async () => {
    const { gateway } = await renderWithRuntime(<CoachMembersPage />, {
      app: 'terminal',
      lang: 'EN',
      user: coach,
      serve: (g) =>
        g.on(cm.trainCoachMembers, (input) => ({
          rows: input.keyword && !'demo member'.includes(input.keyword.toLowerCase()) ? [] : [MEMBER],
          total: 1,
          pageNo: 1,
          pageSize: 100,
        })),
    });
    const card = await screen.findByTestId('coach-member');
    expect(within(card).getByText('member · 138****5678')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/userDetail?id=2');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by name, account or phone' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('No members')).toBeTruthy();
    expect(gateway.calls(cm.trainCoachMembers).at(-1)).toMatchObject({ keyword: 'zzz' });
  }, 30_000);

  it('shows one member’s cards, registrations, marks, classes and tests', async () => {
    await renderWithRuntime(<UserDetailPage />, {
      app: 'terminal',
      lang: 'EN',
      url: '/userDetail?id=2',
      user: coach,
      serve: (g) => g.on(cm.trainCoachMemberDetail, () => DETAIL),
    });
    expect(await screen.findByText(/C0001 · Ten classes · Active · 7 use\(s\) left/)).toBeTruthy();
    expect(within(screen.getByTestId('member-attendance')).getByText(/2026-11-15 .* Leave/)).toBeTruthy();
    expect(within(screen.getByTestId('member-tests')).getByText(/Body composition · Li Ming · weight 70/)).toBeTruthy();
    expect(within(screen.getByTestId('member-registrations')).getByRole('link', { name: 'Open' })).toBeTruthy();
  }, 30_000);

  it('shows “not found” for a member outside my courses', async () => {
    await renderWithRuntime(<UserDetailPage />, {
      app: 'terminal',
      lang: 'EN',
      url: '/userDetail?id=99',
      user: coach,
      serve: (g) => g.on(cm.trainCoachMemberDetail, () => refuse(Code.NOT_FOUND, 'Not found')),
    });
    expect(await screen.findAllByText('Not found')).not.toHaveLength(0);
    expect(screen.queryByTestId('member-cards')).toBeNull();
  }, 30_000);
});

describe('a registration for its coach, and the coach’s reserve', () => {
  it('confirms a pending registration from its detail', async () => {
    const { gateway } = await renderWithRuntime(<CoachRegistrationDetailPage />, {
      app: 'terminal',
      lang: 'EN',
      url: '/trainCoach/registrationRecord/detail?id=1',
      user: coach,
      serve: (g) => {
        g.on(cm.trainCoachRegistrationDetail, () => ({
          registration: aTrainRegistration({ state: 'pending' }),
          member: MEMBER,
          sessions: [{ ...aTrainSession(), attendance: null }],
          tokens: [aTrainToken()],
          events: [],
          leaves: 0,
        }));
        g.on(tr.trainCoachDecide, () => aTrainRegistration());
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(gateway.calls(tr.trainCoachDecide)).toEqual([{ id: 1, decision: 'confirm', reason: '' }]),
    );
    expect(screen.getByRole('link', { name: 'Book a make-up' }).getAttribute('href')).toBe(
      '/trainCoach/registrationRecord/reserve?userId=2&registrationId=1',
    );
  }, 30_000);

  it('registers the member on a course of mine and books a make-up into my session', async () => {
    const mine = aTrainGroup({ id: 1 });
    const other = aTrainGroup({ id: 5, name: 'Adult swimming — weekend' });
    const { gateway } = await renderWithRuntime(<CoachReservePage />, {
      app: 'terminal',
      lang: 'EN',
      url: '/trainCoach/registrationRecord/reserve?userId=2&registrationId=1',
      user: coach,
      serve: (g) => {
        g.on(cm.trainCoachMemberDetail, () => DETAIL);
        g.on(tr.trainCoachGroups, () => [
          { group: mine, sessions: [] },
          { group: other, sessions: [] },
        ]);
        g.on(cm.trainCoachRegister, (input) => aTrainRegistration({ id: 3, groupId: input.groupId }));
        g.on(cm.trainCoachRegistrationDetail, () => ({
          registration: aTrainRegistration(),
          member: MEMBER,
          sessions: [],
          tokens: [aTrainToken({ id: 4 })],
          events: [],
          leaves: 1,
        }));
        g.on(cm.trainCoachMakeupTargets, () => [aTrainSession({ id: 11, groupId: 5 })]);
        g.on(cm.trainCoachMakeupReserve, () => aTrainToken({ id: 4, state: 'pending' }));
      },
    });
    const register = await screen.findByTestId('reserve-register');
    // The member's own group (id 1) is not offered.
    const select = within(register).getByRole('combobox', { name: 'Course' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['5']);
    fireEvent.click(within(register).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(gateway.calls(cm.trainCoachRegister)).toEqual([{ groupId: 5, userId: 2 }]));
    const makeup = await screen.findByTestId('reserve-makeup');
    fireEvent.click(await within(makeup).findByRole('button', { name: 'Book' }));
    await waitFor(() => expect(gateway.calls(cm.trainCoachMakeupReserve)).toEqual([{ tokenId: 4, sessionId: 11 }]));
  }, 30_000);
});

describe('/trainGroup’s sessions dialog', () => {
  it('moves a session and cancels one after a second click', async () => {
    const session = aTrainSession({ id: 21, on: '2026-12-06' });
    const { gateway } = await renderWithRuntime(<GroupSessionsDialog groupId={1} onClose={() => {}} />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:trainGroup:edit', 'fitness:trainGroup:delete'] }),
      serve: (g) => {
        g.on(tr.trainGroupDetail, () => ({ group: aTrainGroup(), sessions: [session] }));
        g.on(tr.trainSessionSave, () => session);
        g.on(tr.trainSessionDelete, () => null);
      },
    });
    const row = await screen.findByTestId('group-session');
    fireEvent.click(within(row).getByRole('button', { name: 'Move' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(gateway.calls(tr.trainSessionSave)).toEqual([
        { groupId: 1, id: 21, session: { on: '2026-12-07', startsAt: '18:00', endsAt: '19:00', place: 'Pool' } },
      ]),
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel session' }));
    expect(gateway.calls(tr.trainSessionDelete)).toEqual([]);
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm cancel' }));
    await waitFor(() => expect(gateway.calls(tr.trainSessionDelete)).toEqual([{ id: 21 }]));
  }, 30_000);
});
