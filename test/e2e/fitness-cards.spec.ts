/**
 * The fitness club's membership cards (deployment variant 2, sports centre) in Chromium against the real server, in
 * simplified Chinese on a desktop (the demo member) and in traditional Chinese on a 390 px phone (the demo booker,
 * a member of the club too):
 *
 * - My cards: the demo cards in every state a member meets — in use, pending their first visit, on leave, expired,
 *   transferred, refunded — each with its state as a badge.
 * - A week's leave: the member asks a leave of seven days from the day after tomorrow on the month card (the demo
 *   types need no approval): the card is frozen from then, the page says until when, and its end date moves seven
 *   days later — as the confirmation says and as the card's validity then shows.
 * - The page and the open dialog pass axe (WCAG 2.1 A and AA).
 *
 * Texts come from the locale modules, so the same steps run in both languages.
 */
import type { BrowserContextOptions } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { CAMPUS_ZONE, campusDate, signInTerminal, underSchool } from './support/campus';
import memberCards from '../../platform/i18n/locales/member-cards';
import membershipCard from '../../platform/i18n/locales/membership-card';
import { formatDate } from '../../ui/terminal-shell/time-format';

underSchool(2);

/** One run: the language, the screen and the member signed in. */
interface Setting {
  lang: 'CN' | 'TC';
  context: BrowserContextOptions;
  account: string;
  password: string;
  /** The demo month card's type name in this language. */
  monthCard: string;
}

const SETTINGS: readonly Setting[] = [
  { lang: 'CN', context: {}, account: 'member', password: 'Member@123', monthCard: '健身月卡' },
  {
    lang: 'TC',
    context: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    account: 'booker',
    password: 'Booker@123',
    monthCard: '健身月卡',
  },
];

/** A campus date as the card pages write it (features/member-cards/shared.tsx `cardDate`). */
const cardDate = (iso: string, lang: Setting['lang']) => formatDate(`${iso}T12:00:00+08:00`, CAMPUS_ZONE, lang);

/** ISO date `iso` moved by `days`. */
const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

for (const setting of SETTINGS) {
  test.describe(`membership cards (${setting.lang})`, () => {
    test.use(setting.context);

    test('my cards in every state; a week’s leave freezes the month card and moves its end', async ({ page }) => {
      const texts = memberCards[setting.lang];
      const states = membershipCard[setting.lang].state;
      await signInTerminal(page, setting.account, setting.password, setting.lang);
      await page.goto('/fitnessCenter/cardManagement');
      await expect(page.getByText(texts.manage.title).first()).toBeVisible();
      const cards = page.getByTestId('member-card');
      await expect(cards.first()).toBeVisible();
      for (const state of ['active', 'pendingActivation', 'frozen', 'expired', 'transferred', 'refunded'] as const)
        await expect(cards.filter({ hasText: states[state] }).first(), states[state]).toBeVisible();

      // The month card in use that ends soonest is listed first (usable cards, soonest to expire first); the demo
      // month card started ten days ago and runs 30 days.
      const month = cards.filter({ hasText: setting.monthCard }).filter({ hasText: states.active }).first();
      const cardNo = (await month.getByText(/^MC\d{8}$/).textContent())!;
      const mine = cards.filter({ hasText: cardNo });
      const start = cardDate(campusDate(-10), setting.lang);
      const end = plusDays(campusDate(-10), 29);
      const validity = (last: string) => texts.manage.validityRange.replace('{{from}}', start).replace('{{to}}', last);
      await expect(mine.getByText(validity(cardDate(end, setting.lang)), { exact: true })).toBeVisible();
      await expectAccessible(page, `cardManagement ${setting.lang}`);

      await mine.getByRole('button', { name: texts.leave.action }).click();
      const dialog = page.getByTestId('leave-dialog');
      await expect(dialog).toBeVisible();
      const from = campusDate(2);
      const to = plusDays(from, 6);
      await dialog.getByLabel(texts.leave.from).fill(from);
      await dialog.getByLabel(texts.leave.to).fill(to);
      await expect(dialog.getByTestId('leave-days')).toHaveText(texts.leave.span.replace('{{count}}', '7'));
      await dialog.getByLabel(texts.leave.reason).selectOption('travel');
      await expectAccessible(page, `leave dialog ${setting.lang}`);
      await dialog.getByRole('button', { name: texts.leave.submit }).click();

      // The confirmation names the new end; the card shows it and the leave to come.
      const newEnd = cardDate(plusDays(end, 7), setting.lang);
      await expect(page.getByText(newEnd).first()).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(mine.getByText(validity(newEnd), { exact: true })).toBeVisible();
      await expect(mine.getByTestId('card-freeze')).toHaveText(
        texts.manage.freezePlanned.replace('{{until}}', cardDate(to, setting.lang)),
      );
    });
  });
}
