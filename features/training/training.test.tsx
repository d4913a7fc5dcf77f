/**
 * The training course pages against the fake gateway, as a person sees them: /type lists the types with their
 * open groups; /trainReserve sends a priced course to the front desk and registers; /train/registrationRecord
 * shows each session's attendance, asks leave for a coming session, books a make-up for an available token
 * and shows the server's refusal; the coach confirms a pending registration and takes a roll
 * call; the back office's registrations log shows state, price and payment, the statistics
 * their figures and chart.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as tr from '../../platform/contracts/training.contract';
import { Code } from '../../platform/protocol/codes';
import {
  aTrainGroup,
  aTrainRegistration,
  aTrainSession,
  aTrainToken,
  aPage,
  aUser,
  refuse,
  renderWithRuntime,
} from '../../ui/testing';
import { parseSessions, TrainAllocationPage } from './admin-group-pages';
import { TrainGroupLogPage } from './admin-log-pages';
import { TrainStatisticsPage } from './statistics-page';
import { MyClassPage, UnconfirmedClassPage } from './coach-pages';
import { RegistrationRecordPage, TrainReservePage, TrainTypePage } from './member-pages';

const TYPE = {
  id: 1,
  name: 'Adult swimming course',
  nameCn: '成人游泳课',
  nameEn: 'Adult swimming course',
  nameTc: '成人游泳課',
  description: 'Ten weekly lessons.',
  priceCents: 120_000,
  sessions: 10,
  capacity: 8,
  enabled: true,
  sort: 1,
};

describe('/type', () => {
  it('lists the types with price, sessions and their open groups', async () => {
    await renderWithRuntime(<TrainTypePage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (gateway) => {
        gateway.on(tr.trainTypeList, () => [TYPE]);
        gateway.on(tr.trainGroupOpen, () => [aTrainGroup()]);
      },
    });
    const type = await screen.findByTestId('train-type');
    expect(within(type).getByText('Adult swimming course')).toBeTruthy();
    expect(within(type).getByText('CN¥1,200.00')).toBeTruthy();
    expect(within(type).getByText(/10 sessions · 8 places a group/)).toBeTruthy();
    const group = await within(type).findByTestId('train-group');
    expect(within(group).getByText('Coach: Li Ming')).toBeTruthy();
    expect(within(group).getByText('7 place(s) left')).toBeTruthy();
  });
});

describe('/trainReserve', () => {
  it('says a priced course is paid at the front desk, and registers', async () => {
    let sent: unknown = null;
    await renderWithRuntime(<TrainReservePage />, {
      app: 'terminal',
      lang: 'EN',
      url: '/trainReserve?id=1',
      serve: (gateway) => {
        gateway.on(tr.trainGroupView, () => ({
          group: aTrainGroup(),
          sessions: [aTrainSession()],
          mine: null,
          type: TYPE,
        }));
        gateway.on(tr.trainRegister, (input) => {
          sent = input;
          return aTrainRegistration({ state: 'pending' });
        });
      },
    });
    expect(await screen.findByText('Pay at the front desk')).toBeTruthy();
    expect(screen.getByText(/costs CN¥1,200.00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm registration' }));
    await waitFor(() => expect(sent).toEqual({ groupId: 1 }));
  });
});

describe('/train/registrationRecord', () => {
  it('shows attendance, asks leave for a coming session and books a make-up; a refusal is shown', async () => {
    const past = aTrainSession({ id: 1, on: '2026-11-08' });
    const coming = aTrainSession({ id: 2, on: '2099-01-03' });
    const leaves: unknown[] = [];
    let booked: unknown = null;
    await renderWithRuntime(<RegistrationRecordPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (gateway) => {
        gateway.on(tr.trainMine, () => ({
          registrations: [
            {
              ...aTrainRegistration(),
              sessions: [
                { ...past, attendance: 'present' as const },
                { ...coming, attendance: null },
              ],
            },
          ],
          tokens: [aTrainToken()],
        }));
        gateway.on(tr.trainLeave, (input) => {
          leaves.push(input);
          if (leaves.length > 1) return refuse(Code.TRAIN_TOKEN_CAP, 'You have reached this term’s make-up tokens (2)');
          return {
            token: aTrainToken({ id: 2 }),
            late: false,
            lateWhy: null,
            lateHours: 0,
            graceCount: 0,
            graceUsed: 0,
          };
        });
        gateway.on(tr.trainMakeupOptions, () => [aTrainSession({ id: 9, groupId: 3, groupName: 'Weekend group' })]);
        gateway.on(tr.trainMakeupBook, (input) => {
          booked = input;
          return aTrainToken({ state: 'pending' });
        });
      },
    });
    const reg = await screen.findByTestId('my-registration');
    expect(within(reg).getByText('Present')).toBeTruthy();
    expect(within(reg).getByText('To pay at the front desk')).toBeTruthy();
    fireEvent.click(within(reg).getByRole('button', { name: 'Ask leave' }));
    await waitFor(() => expect(leaves).toEqual([{ registrationId: 1, sessionId: 2 }]));
    fireEvent.click(within(reg).getByRole('button', { name: 'Ask leave' }));
    expect(await screen.findByText(/this term’s make-up tokens \(2\)/)).toBeTruthy();
    const tokens = screen.getByTestId('my-tokens');
    fireEvent.click(within(tokens).getByRole('button', { name: 'Book a make-up' }));
    expect(await within(tokens).findByText(/Weekend group/)).toBeTruthy();
    fireEvent.click(within(tokens).getByRole('button', { name: 'Book a make-up' }));
    await waitFor(() => expect(booked).toEqual({ tokenId: 1, sessionId: 9 }));
  });
});

describe('coach pages', () => {
  it('confirms a pending registration', async () => {
    let decided: unknown = null;
    await renderWithRuntime(<UnconfirmedClassPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (gateway) => {
        gateway.on(tr.trainCoachRegistrations, () => [
          aTrainRegistration({ state: 'pending', memberName: 'Demo Booker' }),
        ]);
        gateway.on(tr.trainCoachDecide, (input) => {
          decided = input;
          return aTrainRegistration();
        });
      },
    });
    const line = await screen.findByTestId('coach-registration');
    expect(within(line).getByText('Demo Booker')).toBeTruthy();
    fireEvent.click(within(line).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(decided).toEqual({ id: 1, decision: 'confirm', reason: '' }));
  });

  it('takes a session’s roll call', async () => {
    let marks: unknown = null;
    const roll = {
      session: aTrainSession(),
      lines: [{ registrationId: 1, tokenId: null, userId: 2, memberName: 'Demo Member', status: null }],
    };
    await renderWithRuntime(<MyClassPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (gateway) => {
        gateway.on(tr.trainCoachGroups, () => [{ group: aTrainGroup(), sessions: [aTrainSession()] }]);
        gateway.on(tr.trainCoachRoll, () => roll);
        gateway.on(tr.trainCoachRollCall, (input) => {
          marks = input;
          return roll;
        });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Roll call' }));
    fireEvent.change(await screen.findByLabelText('Demo Member'), { target: { value: 'present' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the roll call' }));
    await waitFor(() =>
      expect(marks).toEqual({ sessionId: 1, marks: [{ registrationId: 1, tokenId: undefined, status: 'present' }] }),
    );
  });
});

describe('/trainGroupLog', () => {
  it('lists registrations with their state, price and payment', async () => {
    await renderWithRuntime(<TrainGroupLogPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:trainGroupLog:page'] }),
      serve: (g) => g.on(tr.trainRegistrationPage, () => aPage([aTrainRegistration({ state: 'pending', paid: true })])),
    });
    const row = (await screen.findByText('Demo Member')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByText('CN¥1,200.00')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Registrations log' })).toBeTruthy();
  }, 30_000);
});

describe('/trainStatistics', () => {
  it('shows each type and group’s figures with the attendance rate, and a chart', async () => {
    const line = {
      typeId: 1,
      typeName: 'Adult swimming course',
      groupId: 1,
      groupName: 'Adult swimming — winter',
      registered: 2,
      confirmed: 1,
      present: 1,
      marked: 2,
      attendanceRate: 0.5,
      tokensIssued: 1,
      tokensUsed: 0,
      tokensExpired: 0,
    };
    await renderWithRuntime(<TrainStatisticsPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:trainStatistics:page'] }),
      serve: (g) => g.on(tr.trainStatistics, () => [{ ...line, groupId: null, groupName: null }, line]),
    });
    const rows = await screen.findAllByTestId('train-stats-table-row');
    expect(within(rows[0]).getByText('All groups')).toBeTruthy();
    expect(within(rows[1]).getByText('50.0%')).toBeTruthy();
    expect(screen.getByTestId('train-rate-chart')).toBeTruthy();
  }, 30_000);
});

describe('/trainGroup and /trainAllocation', () => {
  it('reads sessions typed one a line', () => {
    expect(parseSessions('2026-12-06 18:00-19:00 Pool lane 1\n\n 2026-12-13 18:00-19:00')).toEqual([
      { on: '2026-12-06', startsAt: '18:00', endsAt: '19:00', place: 'Pool lane 1' },
      { on: '2026-12-13', startsAt: '18:00', endsAt: '19:00', place: '' },
    ]);
  });

  it('lists the groups with their coach and counts', async () => {
    await renderWithRuntime(<TrainAllocationPage />, {
      lang: 'EN',
      user: aUser({ account: 'admin', permissions: ['fitness:trainAllocation:page'] }),
      serve: (g) => {
        g.on(tr.trainGroupPage, () => aPage([aTrainGroup({ pending: 1 })]));
      },
    });
    const row = (await screen.findByText('Adult swimming — winter')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Li Ming')).toBeTruthy();
    expect(within(row).getByText('1 / 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Coach allocation' })).toBeTruthy();
  }, 30_000);
});
