/**
 * The member's card pages against the fake gateway, as a person sees them: /fitnessCenter/cardManagement
 * lists the own cards with their localized states, validity in campus dates, uses and value left and
 * the leave in progress, and opening a card shows its operations (empty list: the empty state);
 * /fitnessCenter/buyCards shows the types on sale with their price and, on "Buy", sends the member to
 * the front desk; /fitnessCenter/membershipBenefits says each type's entitlements in words;
 * /fitnessCenter/memberDetails shows the masked mobile, the cards' summary and the paying card with
 * the choice's reason (and why the other card would not pay).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  fitnessCardChoose,
  fitnessCardMine,
  fitnessCardMineDetail,
  fitnessCardTypeOnSale,
} from '../../platform/contracts/membership-card.contract';
import { sceneList } from '../../platform/contracts/site.contract';
import { aCardEvent, aCardType, aMembershipCard, aScene, aUser, renderWithRuntime } from '../../ui/testing';
import { BuyCardsPage } from './buy-cards-page';
import { CardManagementPage } from './card-management-page';
import { MemberDetailsPage } from './member-details-page';
import { MembershipBenefitsPage } from './membership-benefits-page';

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
      serve: (gateway) => gateway.on(fitnessCardMine, () => []),
    });
    expect(await screen.findByText('您还没有会员卡')).toBeTruthy();
    expect(screen.getByRole('link', { name: '购买会员卡' }).getAttribute('href')).toBe('/fitnessCenter/buyCards');
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
