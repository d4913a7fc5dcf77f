/**
 * The member's card pages against the fake gateway, as a person sees them: /fitnessCenter/cardManagement
 * lists the own cards with their localized states, validity in campus dates, uses and value left and
 * the leave in progress, and opening a card shows its operations (empty list: the empty state); an
 * active card whose type allows leaves asks for one in a dialog (the body sent, the frozen or pending
 * answer, a localized refusal keeping what was typed), and "My leave requests" withdraws a pending one;
 * /fitnessCenter/buyCards shows the types on sale with their price and, on "Buy", sends the member to
 * the front desk; /fitnessCenter/membershipBenefits says each type's entitlements in words;
 * /fitnessCenter/memberDetails shows the masked mobile, the cards' summary and the paying card with
 * the choice's reason (and why the other card would not pay); /fitnessCenter/operationRecords lists the
 * operations on all my cards with their card numbers, "Show more" asking the next ones; and
 * /fitnessCenter/fitnessCenterHelp says the club's rules in each language.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fitnessCardChoose,
  fitnessCardEventMine,
  fitnessCardMine,
  fitnessCardMineDetail,
  fitnessCardTypeMine,
  fitnessCardTypeOnSale,
} from '../../platform/contracts/membership-card.contract';
import { sceneList } from '../../platform/contracts/site.contract';
import {
  fitnessCardLeaveMine,
  fitnessCardLeaveRequest,
  fitnessCardLeaveWithdraw,
} from '../../platform/contracts/card-leave.contract';
import { CardTypeRules } from '../../platform/fitness/card-rules';
import { createI18n } from '../../platform/i18n/create-i18n';
import { Code } from '../../platform/protocol/codes';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import { todayIn } from '../../ui/terminal-shell/time-format';
import {
  aCardEvent,
  aCardType,
  aLeaveRequest,
  aMembershipCard,
  aScene,
  aUser,
  refuse,
  renderWithRuntime,
} from '../../ui/testing';
import { isoPlusDays } from './card-leave';
import { BuyCardsPage } from './buy-cards-page';
import { CardManagementPage } from './card-management-page';
import { MemberDetailsPage } from './member-details-page';
import { MembershipBenefitsPage } from './membership-benefits-page';
import { FitnessHelpPage, HELP_SECTIONS } from './fitness-help-page';
import { OPERATIONS_STEP, OperationRecordsPage } from './operation-records-page';

const TEN = aMembershipCard({
  id: 2,
  cardNo: 'MC00000002',
  typeName: 'Gym ten-visit card',
  usesLeft: 7,
  valueLeftCents: 12_345,
});
const FROZEN = aMembershipCard({ id: 3, cardNo: 'MC00000003', state: 'frozen', frozenUntil: '2026-12-05' });

describe('/fitnessCenter/cardManagement', () => {
  it('lists my cards: states, validity, uses and value left, the leave, and a card’s operations', async () => {
    await renderWithRuntime(<CardManagementPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (gateway) => {
        gateway.on(fitnessCardMine, () => [TEN, FROZEN]);
        gateway.on(fitnessCardTypeMine, () => [aCardType()]);
        gateway.on(fitnessCardLeaveMine, () => []);
        gateway.on(fitnessCardMineDetail, ({ id }) => ({
          ...(id === 2 ? TEN : FROZEN),
          events: [
            aCardEvent({ id: 9, cardId: id, kind: 'use', uses: 1, amountCents: 0, actorName: null }),
            aCardEvent({ id: 8, cardId: id }),
          ],
        }));
      },
    });
    const [ten, frozen] = await screen.findAllByTestId('member-card');
    expect(within(ten).getByText('Gym ten-visit card')).toBeTruthy();
    expect(within(ten).getByText('active')).toBeTruthy();
    expect(within(ten).getByText(/1 Nov 2026 → .*30 Nov 2026/)).toBeTruthy();
    expect(within(ten).getByText('7')).toBeTruthy();
    expect(within(ten).getByText('CN¥123.45')).toBeTruthy();
    expect(within(ten).queryByTestId('card-freeze')).toBeNull();
    expect(within(frozen).getByText('on leave')).toBeTruthy();
    expect(within(frozen).getByTestId('card-freeze').textContent).toMatch(/^On leave until .*5 Dec 2026$/);
    expect(within(frozen).queryByText('Uses left')).toBeNull();

    fireEvent.click(within(ten).getByRole('button', { name: 'Show operations' }));
    const events = await within(ten).findAllByTestId('card-event');
    expect(events.map((e) => within(e).getByText(/^(Use|Purchase)$/).textContent)).toEqual(['Use', 'Purchase']);
    expect(events[0].textContent).toContain('1 use');
    expect(events[0].textContent).toContain('By the system');
    expect(events[1].textContent).toContain('Amount CN¥300.00');
    expect(events[1].textContent).toContain('By Front Desk');
    expect(within(frozen).queryByTestId('card-event')).toBeNull();
  });

  it('shows the empty state with the way to the shop when I hold no card', async () => {
    await renderWithRuntime(<CardManagementPage />, {
      app: 'terminal',
      lang: 'CN',
      serve: (gateway) => {
        gateway.on(fitnessCardMine, () => []);
        gateway.on(fitnessCardTypeMine, () => []);
        gateway.on(fitnessCardLeaveMine, () => []);
      },
    });
    expect(await screen.findByText('您还没有会员卡')).toBeTruthy();
    expect(await screen.findByText('暂无请假申请')).toBeTruthy();
    expect(screen.getByRole('link', { name: '购买会员卡' }).getAttribute('href')).toBe('/fitnessCenter/buyCards');
  });
});

/** A month card type allowing leaves of 3+ days for listed reasons, 30 days a year, twice; `approval` as given. */
function leaveType(approvalRequired: boolean, feeCents = 0) {
  const rules = CardTypeRules.parse({});
  return aCardType({
    validDays: 365,
    rules: {
      ...rules,
      leave: {
        allowed: true,
        quota: [{ minValidDays: 0, days: 30 }],
        minDays: 3,
        maxTimes: 2,
        reasons: ['Travel', 'Illness'],
        feeCents,
        approvalRequired,
      },
    },
  });
}

/** Card 1 of type 1, active, ten leave days already taken; card 2 of type 9, which allows no leave. */
const YEAR = aMembershipCard({ startsOn: '2026-11-01', endsOn: '2027-10-31', leaves: 1, leaveDays: 10 });
const OTHER = aMembershipCard({ id: 5, cardNo: 'MC00000005', typeId: 9, typeName: 'Old card' });

/** Serves my cards, the type on sale and my leave requests. */
function serveLeave(g: FakeGateway, approvalRequired: boolean, requests = [aLeaveRequest({ status: 'approved' })]) {
  g.on(fitnessCardMine, () => [YEAR, OTHER]);
  // The types of my cards, whether on sale or not (type 1 is not on sale: the shop is not asked).
  g.on(fitnessCardTypeMine, () => [leaveType(approvalRequired), aCardType({ id: 9, name: 'Old card' })]);
  g.on(fitnessCardLeaveMine, () => requests);
}

/** Opens the leave dialog of the first card and fills from/to and the reason. */
async function fillLeave(action: string, fromLabel: string, toLabel: string, reasonLabel: string, reason: string) {
  const [year, other] = await screen.findAllByTestId('member-card');
  expect(within(other).queryByRole('button', { name: action })).toBeNull();
  fireEvent.click(await within(year).findByRole('button', { name: action }));
  const dialog = await screen.findByTestId('leave-dialog');
  const from = isoPlusDays(todayIn('Asia/Shanghai'), 2);
  const to = isoPlusDays(from, 4);
  fireEvent.change(within(dialog).getByLabelText(fromLabel), { target: { value: from } });
  fireEvent.change(within(dialog).getByLabelText(toLabel), { target: { value: to } });
  fireEvent.change(within(dialog).getByLabelText(reasonLabel), { target: { value: reason } });
  return { dialog, from, to };
}

describe('/fitnessCenter/cardManagement: leave', () => {
  it('asks for a leave with its rules in words; frozen at once: the new end, the cards reloaded', async () => {
    const { gateway } = await renderWithRuntime(<CardManagementPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) => {
        serveLeave(g, false);
        g.on(fitnessCardLeaveRequest, () => ({
          outcome: 'frozen' as const,
          request: null,
          card: { ...YEAR, endsOn: '2027-11-05', frozenUntil: '2027-01-01' },
        }));
      },
    });
    const { dialog, from, to } = await fillLeave('Request leave', 'First day', 'Last day', 'Reason', 'Illness');
    expect(
      within(within(dialog).getByTestId('leave-rules'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'At least 3 days per leave',
      '20 days of leave left',
      '1 leave left',
      'No approval needed: the card is frozen at once',
    ]);
    expect(within(dialog).getByTestId('leave-days').textContent).toBe('5 days');
    const loads = gateway.calls(fitnessCardMine).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/^Leave granted: .*; its new end date is .*5 Nov 2027$/)).toBeTruthy();
    expect(gateway.calls(fitnessCardLeaveRequest)).toEqual([{ id: 1, from, to, reason: 'Illness' }]);
    await waitFor(() => expect(gateway.calls(fitnessCardMine).length).toBeGreaterThan(loads));
    expect(screen.queryByTestId('leave-dialog')).toBeNull();
    const [request] = await screen.findAllByTestId('leave-request');
    expect(within(request).getByTestId('leave-status').textContent).toBe('Approved');
    expect(within(request).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('says a request needing approval is pending', async () => {
    await renderWithRuntime(<CardManagementPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (g) => {
        serveLeave(g, true);
        g.on(fitnessCardLeaveRequest, ({ from, to, reason }) => ({
          outcome: 'pending' as const,
          request: aLeaveRequest({ from, to, reason, days: 5 }),
          card: YEAR,
        }));
      },
    });
    const { dialog } = await fillLeave('Request leave', 'First day', 'Last day', 'Reason', 'Travel');
    expect(within(dialog).getByText('Needs approval: the card is frozen once approved')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Leave request sent: pending approval')).toBeTruthy();
  });

  it('shows a refusal in the dialog in Chinese and keeps the dates and reason', async () => {
    const message = createI18n('CN').t(`errors:${Code.CARD_LEAVE_QUOTA}`, { days: 5, left: 4 });
    const { gateway } = await renderWithRuntime(<CardManagementPage />, {
      app: 'terminal',
      lang: 'CN',
      serve: (g) => {
        serveLeave(g, false);
        g.on(fitnessCardLeaveRequest, () => refuse(Code.CARD_LEAVE_QUOTA, message));
      },
    });
    const { dialog, from, to } = await fillLeave('申请请假', '开始日期', '结束日期', '请假原因', 'Travel');
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    const error = await within(dialog).findByTestId('leave-error');
    expect(error.textContent).toBe('请假 5 天超过剩余额度 4 天');
    expect(gateway.calls(fitnessCardLeaveRequest)).toHaveLength(1);
    expect((within(dialog).getByLabelText('开始日期') as HTMLInputElement).value).toBe(from);
    expect((within(dialog).getByLabelText('结束日期') as HTMLInputElement).value).toBe(to);
    expect((within(dialog).getByLabelText('请假原因') as HTMLSelectElement).value).toBe('Travel');
  });

  it('lists my requests in Traditional Chinese and withdraws a pending one after a confirm', async () => {
    const { gateway } = await renderWithRuntime(<CardManagementPage />, {
      app: 'terminal',
      lang: 'TC',
      serve: (g) => {
        serveLeave(g, true, [
          aLeaveRequest({ id: 7 }),
          aLeaveRequest({ id: 6, status: 'rejected', comment: '日期與課程衝突' }),
        ]);
        g.on(fitnessCardLeaveWithdraw, ({ id }) => aLeaveRequest({ id, status: 'withdrawn' }));
      },
    });
    expect(await screen.findByText('我的請假申請')).toBeTruthy();
    const [pending, rejected] = await screen.findAllByTestId('leave-request');
    expect(within(pending).getByTestId('leave-status').textContent).toBe('待審批');
    expect(within(rejected).getByTestId('leave-status').textContent).toBe('已駁回');
    expect(within(rejected).getByTestId('leave-comment').textContent).toBe('審批意見：日期與課程衝突');
    expect(within(rejected).queryByRole('button', { name: '撤回' })).toBeNull();
    fireEvent.click(within(pending).getByRole('button', { name: '撤回' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(gateway.calls(fitnessCardLeaveWithdraw)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '撤回' }));
    expect(await screen.findByText('請假申請已撤回')).toBeTruthy();
    expect(gateway.calls(fitnessCardLeaveWithdraw)).toEqual([{ id: 7 }]);
  });
});

describe('/fitnessCenter/buyCards', () => {
  it('lists the types on sale with their price and sends the buyer to the front desk', async () => {
    await renderWithRuntime(<BuyCardsPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (gateway) => {
        gateway.on(fitnessCardTypeOnSale, () => [
          aCardType(),
          aCardType({ id: 2, name: 'Gym ten-visit card', validDays: null, uses: 10, priceCents: 50_000 }),
        ]);
        gateway.on(sceneList, () => []);
      },
    });
    const [month, ten] = await screen.findAllByTestId('type-on-sale');
    expect(within(month).getByText('CN¥300.00')).toBeTruthy();
    expect(within(ten).getByText('CN¥500.00')).toBeTruthy();
    expect(within(ten).getByText('10 uses (each visit or class takes one)')).toBeTruthy();
    expect(screen.queryByTestId('front-desk')).toBeNull();
    fireEvent.click(within(ten).getByRole('button', { name: 'Buy' }));
    const desk = within(ten).getByTestId('front-desk');
    expect(within(desk).getByText('Please buy at the front desk')).toBeTruthy();
    expect(desk.textContent).toContain(
      'To buy “Gym ten-visit card” (CN¥500.00), come to the club’s front desk (cashier)',
    );
    expect(within(month).queryByTestId('front-desk')).toBeNull();
  });
});

describe('/fitnessCenter/membershipBenefits', () => {
  it('says what each card type gives in words', async () => {
    await renderWithRuntime(<MembershipBenefitsPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (gateway) => {
        gateway.on(fitnessCardTypeOnSale, () => [
          aCardType({
            name: 'Badminton off-peak card',
            validDays: 90,
            uses: 20,
            weekCap: 3,
            monthCap: 10,
            valueCents: 20_000,
            activation: 'firstVisit',
            activationDeadlineDays: 30,
            admits: {
              sceneIds: [4],
              courseKinds: ['league', 'private'],
              hours: { '1': [[360, 600]], '6': [[480, 720]] },
            },
          }),
        ]);
        gateway.on(sceneList, () => [aScene({ id: 4, name: 'Badminton' })]);
      },
    });
    const type = await screen.findByTestId('benefit-type');
    expect(within(type).getByText('Badminton off-peak card')).toBeTruthy();
    const lines = within(type)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Valid 90 days from its first day',
      '20 uses (each visit or class takes one)',
      'At most 3 a week',
      'At most 10 a month',
      'Stored value of CN¥200.00, priced visits take from it',
      'Activates on the first visit, or by itself 30 days after purchase',
      'Places: Badminton',
      'Courses: Group class, Private lesson',
      'Hours: Mon 06:00–10:00; Sat 08:00–12:00',
    ]);
  });

  it('says a type admitting everything, active from purchase, in Chinese', async () => {
    await renderWithRuntime(<MembershipBenefitsPage />, {
      app: 'terminal',
      lang: 'CN',
      serve: (gateway) => {
        gateway.on(fitnessCardTypeOnSale, () => [aCardType()]);
        gateway.on(sceneList, () => []);
      },
    });
    const type = await screen.findByTestId('benefit-type');
    expect(
      within(type)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['自生效日起 30 天内有效', '购买当日生效', '所有场地', '所有课程类型', '全天可用']);
  });
});

describe('/fitnessCenter/memberDetails', () => {
  it('shows the masked mobile, my cards and which card pays the next visit and why', async () => {
    await renderWithRuntime(<MemberDetailsPage />, {
      app: 'terminal',
      lang: 'EN',
      user: aUser({ name: 'Demo Member', phone: '13812345678' }),
      serve: (gateway) => {
        gateway.on(fitnessCardMine, () => [TEN, FROZEN]);
        gateway.on(fitnessCardChoose, () => ({
          cardId: 2,
          cardNo: 'MC00000002',
          reason: 'onlyCard',
          endsOn: '2026-11-30',
          passed: [{ cardId: 3, cardNo: 'MC00000003', why: 'state' }],
        }));
      },
    });
    expect(screen.getByTestId('member-name').textContent).toBe('Demo Member');
    expect(screen.getByTestId('member-phone').textContent).toBe('138****5678');
    expect((await screen.findByTestId('cards-summary')).textContent).toBe('1 usable of 2');
    expect((await screen.findByTestId('paying-card')).textContent).toBe('Gym ten-visit card (MC00000002)');
    expect(screen.getByTestId('paying-reason').textContent).toBe('Why: This is the only card that can be used');
    expect(screen.getByTestId('passed-card').textContent).toBe(
      'Gym month card (MC00000003): The card cannot be used in its state',
    );
  });

  it('says when no card would pay a visit', async () => {
    await renderWithRuntime(<MemberDetailsPage />, {
      app: 'terminal',
      lang: 'TC',
      serve: (gateway) => {
        gateway.on(fitnessCardMine, () => []);
        gateway.on(fitnessCardChoose, () => ({ cardId: null, cardNo: null, reason: null, endsOn: null, passed: [] }));
      },
    });
    expect(await screen.findByText('暫無會員卡')).toBeTruthy();
    expect(await screen.findByText('目前沒有可用於到店的會員卡')).toBeTruthy();
  });
});

describe('/fitnessCenter/operationRecords', () => {
  it('lists the operations on my cards, each with its card, and asks for more while some are left', async () => {
    const asked: number[] = [];
    const all = Array.from({ length: OPERATIONS_STEP + 2 }, (_, i) =>
      aCardEvent({ id: 100 - i, cardId: i % 2 ? 2 : 3, cardNo: i % 2 ? 'MC00000002' : 'MC00000003' }),
    );
    all[0] = aCardEvent({
      id: 100,
      cardId: 3,
      cardNo: 'MC00000003',
      kind: 'leave',
      days: 7,
      amountCents: 0,
      actorName: null,
    });
    await renderWithRuntime(<OperationRecordsPage />, {
      app: 'terminal',
      lang: 'EN',
      serve: (gateway) => {
        gateway.on(fitnessCardEventMine, ({ pageSize }) => {
          asked.push(pageSize);
          return { rows: all.slice(0, pageSize), total: all.length, pageNo: 1, pageSize };
        });
      },
    });
    expect(await screen.findByRole('heading', { name: 'My card operations' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Operations on my cards' });
    const events = within(list).getAllByTestId('card-event');
    expect(events).toHaveLength(OPERATIONS_STEP);
    expect(within(events[0]).getByText('Leave')).toBeTruthy();
    expect(events[0].textContent).toContain('MC00000003 · 7 days');
    expect(events[0].textContent).toContain('By the system');
    expect(events[1].textContent).toContain('MC00000002');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('card-event')).toHaveLength(OPERATIONS_STEP + 2));
    expect(asked).toEqual([OPERATIONS_STEP, OPERATIONS_STEP * 2]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so when no card of mine has an operation', async () => {
    await renderWithRuntime(<OperationRecordsPage />, {
      app: 'terminal',
      lang: 'TC',
      serve: (gateway) => {
        gateway.on(fitnessCardEventMine, ({ pageSize }) => ({ rows: [], total: 0, pageNo: 1, pageSize }));
      },
    });
    expect(await screen.findByText('暫無操作記錄')).toBeTruthy();
    expect(screen.queryByTestId('card-event')).toBeNull();
  });
});

describe('/fitnessCenter/fitnessCenterHelp', () => {
  it('says the rules of cards, booking, cancelling and leave, in CN, EN and TC', async () => {
    const i18n = createI18n('EN');
    for (const lang of ['CN', 'EN', 'TC'] as const) {
      const t = i18n.getFixedT(lang, 'memberCards');
      for (const key of HELP_SECTIONS) {
        expect(t(`help.sections.${key}.title`), `${lang} ${key}`).not.toMatch(/^help\./);
        expect(t(`help.sections.${key}.body`).length, `${lang} ${key}`).toBeGreaterThan(40);
      }
    }
    await renderWithRuntime(<FitnessHelpPage />, { app: 'terminal', lang: 'CN' });
    expect(await screen.findByRole('heading', { level: 1, name: '会所帮助' })).toBeTruthy();
    const sections = screen.getAllByTestId('help-section');
    expect(sections.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
      '会员卡',
      '团课预约',
      '取消预约',
      '请假停卡',
    ]);
    expect(within(screen.getByRole('region', { name: '取消预约' })).getByText(/迟取消/)).toBeTruthy();
  });
});
