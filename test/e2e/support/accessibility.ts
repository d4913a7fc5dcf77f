/**
 * Accessibility as the browser tests check it: axe-core (through @axe-core/playwright)
 * against WCAG 2.0 and 2.1, levels A and AA, on what the page shows now. A violation fails
 * the test with each rule, its impact and the first nodes it names, so the report says
 * what to fix without opening the trace.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
 * Runs axe on `page` (the whole document, or only `include`, a CSS selector) and fails
 * with the findings when any WCAG 2 A/AA rule is violated. `label` names the page in the
 * failure message.
 */
export async function expectAccessible(page: Page, label = page.url(), include?: string): Promise<void> {
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
