/**
 * Accessibility as the browser tests check it: axe-core (through @axe-core/playwright)
 * against WCAG 2.0 and 2.1, levels A and AA, on what the page shows now. A violation fails
 * the test with each rule, its impact and the first nodes it names, so the report says
 * what to fix without opening the trace.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The axe tags checked: WCAG 2.0 and 2.1, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** One violation as the report prints it. */
interface Finding {
  rule: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/**
 * Waits until the page's finite CSS transitions and animations have finished (a button
 * fading to its hover colour, a drawer sliding in), so that axe measures the colours a
 * person sees once the page is still, not a blend halfway; endless ones (spinners) are
 * not waited for, nor longer than two seconds.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    // A paused animation never finishes: wait two seconds at most.
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/**
 * Runs axe on `page` (the whole document, or only `include`, a CSS selector) and fails
 * with the findings when any WCAG 2 A/AA rule is violated. `label` names the page in the
 * failure message.
 */
export async function expectAccessible(page: Page, label = page.url(), include?: string): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags([...WCAG_TAGS]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const findings: Finding[] = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }));
  expect(findings, `axe (WCAG 2 A/AA) on ${label}`).toEqual([]);
}

/** Whether the focused element draws a focus indicator (an outline or a ring shadow); WCAG 2.4.7. */
export async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}

/**
 * Presses Tab until `target` has the focus (at most `limit` times), then checks that it shows
 * its focus; throws when Tab never reaches it.
 */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      expect(await focusIsVisible(page), `focus ring on ${await target.innerText()}`).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
