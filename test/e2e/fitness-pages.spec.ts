/**
 * Every page of the fitness club and its training courses on the terminal (deployment variant 2, sports centre) opens
 * on the real server with the demo data and passes axe (WCAG 2.1 A and AA): the member's pages as `member`, the
 * coach's as `coach` (coach Li Ming), each page's own content loaded — no spinner, no skeleton, no error state and
 * not the 404 page. A class's, a coach's and a course's own page are opened from the first link of their lists.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { signInTerminal, underSchool } from './support/campus';

underSchool(2);

// About thirty pages, each checked by axe, on a machine shared with other test runs.
test.setTimeout(600_000);

/** The member's pages that take no parameter. */
const MEMBER_PAGES = [
  '/fitnessCenter',
  '/fitnessCenter/cardManagement',
  '/fitnessCenter/buyCards',
  '/fitnessCenter/membershipBenefits',
  '/fitnessCenter/memberDetails',
  '/fitnessCenter/league',
  '/fitnessCenter/courseRecords',
  '/fitnessCenter/private',
  '/fitnessCenter/testRecords',
  '/fitnessCenter/operationRecords',
  '/fitnessCenter/fitnessCenterHelp',
  '/train',
  '/train/registrationRecord',
  '/train/courseRecord',
  '/train/operationRecord',
  '/train/trainHelp',
  '/type',
];

/** The coach's pages that take no parameter. */
const COACH_PAGES = [
  '/fitnessCenterCoach/schedule',
  '/fitnessCenterCoach/testLog',
  '/trainCoach',
  '/trainCoach/registrationRecord',
  '/trainCoach/unconfirmedClass',
  '/trainCoach/unconfirmedReserve',
  '/trainCoach/schedule',
  '/trainCoach/myClass',
  '/trainCoach/leaveRecord',
];

/** Waits until the page at `path` shows its own content, then runs axe on it. */
async function checkOpen(page: Page, path: string): Promise<void> {
  await test.step(path, async () => {
    await expect(page.locator('.chakra-spinner, .chakra-skeleton')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('error-state'), `${path}: an error state`).toHaveCount(0);
    await expect(page.getByText('404', { exact: true }), `${path}: the 404 page`).toHaveCount(0);
    await expect(page.locator('main, [role="main"], body').first()).not.toBeEmpty();
    await expectAccessible(page, path);
  });
}

/** Opens `path` and checks it (see {@link checkOpen}). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await checkOpen(page, path);
}

/** Follows the first link to `target` (a path prefix) on `listPath`, and checks the page it opens. */
async function follow(page: Page, listPath: string, target: string): Promise<void> {
  await page.goto(listPath);
  await expect(page.locator('.chakra-spinner, .chakra-skeleton')).toHaveCount(0, { timeout: 30_000 });
  const link = page.locator(`a[href^="${target}"]`).first();
  await expect(link, `${listPath} links to ${target}`).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target.replace('?', '\\?')}`));
  await checkOpen(page, `${target} (from ${listPath})`);
}

test('the member’s club and training pages open with the demo data and pass axe', async ({ page }) => {
  await signInTerminal(page, 'member', 'Member@123');
  for (const path of MEMBER_PAGES) await visit(page, path);
  await follow(page, '/fitnessCenter/league', '/leagueReserve');
  await follow(page, '/fitnessCenter', '/coachDetail');
  await follow(page, '/type', '/trainDetail');
});

test('the coach’s pages open with the demo data and pass axe', async ({ page }) => {
  await signInTerminal(page, 'coach', 'Coach@123');
  for (const path of COACH_PAGES) await visit(page, path);
});
