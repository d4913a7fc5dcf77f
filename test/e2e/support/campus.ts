/**
 * What the browser tests of the conference centre and the catering app share: campus dates (the demo's
 * campus zone, Asia/Shanghai), the deployment variant set for a file and set back after it, signing in on
 * the terminal, and a runtime signed in as a demo account that calls the test server's API as the apps do.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { createMemoryStorage, createSessionRuntime, type SessionRuntime } from '../../../platform/session/runtime';
import { adminToken, call } from '../../support/gateway-client';

/** The campus zone of the demo data. */
export const CAMPUS_ZONE = 'Asia/Shanghai';

/** The campus date `days` from today, `YYYY-MM-DD`. */
export function campusDate(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CAMPUS_ZONE }).format(new Date(Date.now() + days * 86_400_000));
}

/** The `n`-th working day (Monday to Friday, when the demo's meeting rooms open) from tomorrow on, `YYYY-MM-DD`. */
export function workingDay(n: number): string {
  for (let days = 1, found = 0; ; days++) {
    const date = campusDate(days);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5 && ++found === n) return date;
  }
}

/** The first working day from tomorrow on, `YYYY-MM-DD`. */
export function nextWorkingDay(): string {
  return workingDay(1);
}

/** Sets the deployment variant (`school`) through the settings call the back office's /systemConfig uses. */
async function setSchool(value: unknown): Promise<void> {
  const r = await call('POST', '/system/config/edit', { key: 'school', value }, await adminToken());
  expect(r.code, r.msg).toBe(0);
}

/** Runs the tests of the calling file under deployment variant `school` and sets the previous one back after. */
export function underSchool(school: number): void {
  let previous: unknown;
  test.beforeAll(async () => {
    const page = await call<{ key: string; value: unknown }[]>(
      'GET',
      '/system/config/page',
      undefined,
      await adminToken(),
    );
    expect(page.code, page.msg).toBe(0);
    previous = page.data.find((e) => e.key === 'school')?.value;
    await setSchool(school);
  });
  test.afterAll(async () => {
    if (previous !== undefined) await setSchool(previous);
  });
}

/** The languages of the terminal's language switch: its option label and the page's `lang`. */
export const TERMINAL_LANGS = {
  CN: { label: '简体中文', htmlLang: 'zh-Hans' },
  EN: { label: 'English', htmlLang: 'en' },
  TC: { label: '繁體中文', htmlLang: 'zh-Hant' },
} as const;

/**
 * Signs `account` in on the terminal's login page as a person does, first choosing `lang` with the login page's
 * language switch when it is not CN, and waits for the first page after login.
 */
export async function signInTerminal(
  page: Page,
  account: string,
  password: string,
  lang: keyof typeof TERMINAL_LANGS = 'CN',
): Promise<void> {
  await page.goto('/login');
  if (lang !== 'CN') {
    await page
      .getByRole('combobox', { name: /^(语言|Language|語言)$/ })
      .selectOption({ label: TERMINAL_LANGS[lang].label });
    await expect(page.locator('html')).toHaveAttribute('lang', TERMINAL_LANGS[lang].htmlLang);
  }
  await page.getByLabel(/^(账号|Account|帳號)$/).fill(account);
  await page.getByLabel(/^(密码|Password|密碼)$/).fill(password);
  await page.getByRole('button', { name: /^(登录|Sign in|登入)$/ }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** A runtime signed in as `account`, calling the test server's API (`baseURL` of the Playwright config). */
export async function apiAs(baseURL: string, account: string, password: string): Promise<SessionRuntime> {
  const runtime = createSessionRuntime({
    baseUrl: `${baseURL}/gateway`,
    storage: createMemoryStorage(),
    notify: () => {},
    redirect: () => {},
  });
  expect(await runtime.login(account, password)).toBe(true);
  return runtime;
}
