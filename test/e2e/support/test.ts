/**
 * The browser tests' `test`: Playwright's, with every page a test leaves open checked by
 * axe (WCAG 2 A/AA, see accessibility.ts) when the test has passed, so each flow's last
 * screen — a dialog, a drawer, a result — is checked as well as the pages it walked.
 */
import { test as base } from '@playwright/test';
import { expectAccessible } from './accessibility';

export { expect } from '@playwright/test';

/** Playwright's `test` whose passing tests end with an axe check of each open page. */
export const test = base.extend<{ accessibilityCheck: void }>({
  accessibilityCheck: [
    async ({ context }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const page of context.pages()) {
        if (page.isClosed() || page.url() === 'about:blank') continue;
        await expectAccessible(page);
      }
    },
    { auto: true },
  ],
});
