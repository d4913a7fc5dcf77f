/**
 * The terminal's /credit and /quota through the real runtime and a fake gateway: the
 * score, the bar with its end (or "You may book"), the score changes with reason, remark
 * and booking, the rule of each scene; the quota standings with used / limit in hours or
 * bookings and a progress bar.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  getSceneCredit,
  getUserCredit,
  type SceneCredit,
  type UserCredit,
} from '../../platform/contracts/credit.contract';
import { recordQuota, type QuotaStandingRow } from '../../platform/contracts/quota.contract';
import { renderWithRuntime } from '../../ui/testing';
import { CreditPage, QuotaPage } from './index';

const SCENES: SceneCredit[] = [
  {
    sceneId: 1,
    sceneName: 'Badminton',
    source: 'scene',
    noShowPoints: 20,
    lateCancelPoints: 8,
    threshold: 70,
    barDays: 3,
  },
  {
    sceneId: 2,
    sceneName: 'Basketball',
    source: 'default',
    noShowPoints: 10,
    lateCancelPoints: 5,
    threshold: 60,
    barDays: 7,
  },
];

async function renderPage(page: ReactElement, credit: UserCredit, quotas: QuotaStandingRow[] = []) {
  await renderWithRuntime(page, {
    app: 'terminal',
    lang: 'EN',
    serve: (gateway) => {
      gateway.on(getUserCredit, () => credit);
      gateway.on(getSceneCredit, () => SCENES);
      gateway.on(recordQuota, () => quotas);
    },
  });
}

describe('/credit', () => {
  it('shows the score, that the user may book, the score changes and the rule of each scene', async () => {
    await renderPage(<CreditPage />, {
      score: 85,
      initialScore: 100,
      threshold: 60,
      barredUntil: null,
      records: [
        {
          id: 3,
          delta: -4,
          scoreAfter: 85,
          reason: 'clubPenalty',
          reservationId: null,
          penaltyId: 17,
          remark: null,
          createdByName: null,
          createdAt: '2026-11-24T09:00:00+08:00',
        },
        {
          id: 2,
          delta: -15,
          scoreAfter: 85,
          reason: 'manual',
          reservationId: null,
          penaltyId: null,
          remark: 'Left the court in a mess',
          createdByName: 'Administrator',
          createdAt: '2026-11-23T10:05:00+08:00',
        },
        {
          id: 1,
          delta: 10,
          scoreAfter: 100,
          reason: 'barEnded',
          reservationId: null,
          penaltyId: null,
          remark: null,
          createdByName: null,
          createdAt: '2026-11-20T08:00:00+08:00',
        },
      ],
    });
    expect((await screen.findByTestId('credit-score')).textContent).toBe('85');
    expect(screen.getByTestId('credit-ok').textContent).toContain('You may book');
    expect(screen.queryByTestId('credit-barred')).toBeNull();
    expect(screen.getByText('Everyone starts at 100; below 60 bookings are barred')).toBeTruthy();
    const records = screen.getAllByTestId('credit-record');
    expect(records.map((r) => within(r).getByTestId('credit-delta').textContent)).toEqual(['-4', '-15', '+10']);
    // A fitness club penalty's deduction names its reason and the penalty record.
    expect(within(records[0]).getByText('Fitness club penalty')).toBeTruthy();
    expect(within(records[0]).getByText('24 Nov 2026, 09:00 · Fitness club penalty #17')).toBeTruthy();
    expect(within(records[1]).getByText('Adjusted by an administrator')).toBeTruthy();
    expect(within(records[1]).getByText('Left the court in a mess')).toBeTruthy();
    expect(within(records[1]).getByText('23 Nov 2026, 10:05 · By Administrator')).toBeTruthy();
    expect(within(records[2]).getByText('Bar ended, score restored')).toBeTruthy();

    const rows = await screen.findAllByTestId('scene-credit');
    expect(rows.map((r) => Array.from(r.querySelectorAll('td')).map((c) => c.textContent))).toEqual([
      ['BadmintonScene rule', '−20', '−8', '70', '3 days'],
      ['BasketballDefault rule', '−10', '−5', '60', '7 days'],
    ]);
  });

  it('shows a bar with its end, and says when there are no score changes', async () => {
    await renderPage(<CreditPage />, {
      score: 55,
      initialScore: 100,
      threshold: 60,
      barredUntil: '2026-11-30T09:30:00+08:00',
      records: [],
    });
    expect((await screen.findByTestId('credit-barred')).textContent).toContain(
      'You may not book until 30 Nov 2026, 09:30',
    );
    expect(screen.getByText('When the bar ends your score goes back to 100')).toBeTruthy();
    expect(screen.queryByTestId('credit-ok')).toBeNull();
    expect(screen.getByText('No score changes yet')).toBeTruthy();
  });
});

describe('/quota', () => {
  const standing = (over: Partial<QuotaStandingRow>): QuotaStandingRow => ({
    ruleId: 1,
    name: 'Badminton weekly',
    subject: 'user',
    sceneId: 1,
    sceneName: 'Badminton',
    period: 'week',
    unit: 'minutes',
    limit: 600,
    used: 90,
    overridden: false,
    firstDate: '2026-11-23',
    lastDate: '2026-11-29',
    ...over,
  });

  it('lists each standing with used / limit and a progress bar', async () => {
    await renderPage(<QuotaPage />, { score: 100, initialScore: 100, threshold: 60, barredUntil: null, records: [] }, [
      standing({}),
      standing({
        ruleId: 2,
        name: 'Daily bookings',
        sceneId: null,
        sceneName: null,
        period: 'day',
        unit: 'count',
        limit: 2,
        used: 2,
        overridden: true,
        firstDate: '2026-11-24',
        lastDate: '2026-11-24',
      }),
    ]);
    const cards = await screen.findAllByTestId('quota-card');
    expect(cards.map((c) => within(c).getByTestId('quota-used').textContent)).toEqual([
      '1.5 of 10 hours used',
      '2 of 2 bookings used',
    ]);
    expect(within(cards[0]).getByText('Badminton · You · This week (23 Nov 2026 to 29 Nov 2026)')).toBeTruthy();
    expect(within(cards[0]).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('15');
    expect(within(cards[1]).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(cards[1]).getByText('Used up')).toBeTruthy();
    expect(within(cards[1]).getByText('Your own amount')).toBeTruthy();
    expect(within(cards[1]).getByText(/^Every scene/)).toBeTruthy();
  });

  it('says when no quota applies', async () => {
    await renderPage(
      <QuotaPage />,
      { score: 100, initialScore: 100, threshold: 60, barredUntil: null, records: [] },
      [],
    );
    expect(await screen.findByText('No quota applies to you')).toBeTruthy();
  });
});
