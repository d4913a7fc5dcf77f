/**
 * Credit, from the back office to the terminal (spec §2 back office /credit,
 * terminal /credit): the administrator deducts points from the booker's score with a
 * reason; the booker, in English, sees the new score and the change with its reason on
 * /credit. Other specs share the database, so the expected score is read first and the
 * reason is unique to this run.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Signs in on the back office's login page (labels in CN, the default). */
async function signInAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel(/^账号/).fill('admin');
  await page.getByLabel(/^密码/).fill('Admin@123');
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expect(page.getByTestId('admin-title')).toBeVisible();
}

/** Signs the booker in on the terminal and switches it to English. */
async function signInBookerInEnglish(page: Page) {
  await page.goto('/login');
  await page.getByLabel(/^(账号|Account|帳號)$/).fill('booker');
  await page.getByLabel(/^(密码|Password|密碼)$/).fill('Booker@123');
  await page.getByRole('button', { name: /^登录$/ }).click();
  await page.getByRole('combobox', { name: /^(语言|Language|語言)$/ }).selectOption({ label: 'English' });
}

test("the admin adjusts the booker's credit; the booker sees the new score and the record", async ({ browser }) => {
  const reason = `Left the court in a mess (${Date.now()})`;

  // Back office: /credit (Credit and quotas › Credit), the booker's row.
  const admin = await (await browser.newContext()).newPage();
  await signInAdmin(admin);
  await admin.goto('/admin/credit');
  await expect(admin.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: '信用管理' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const search = admin.getByRole('search');
  await search.getByLabel('账号/姓名').fill('booker');
  await search.getByRole('button', { name: '搜索' }).click();
  const row = admin.getByTestId('data-row').filter({ hasText: 'Demo Booker' });
  await expect(row).toHaveCount(1);
  const before = Number(await row.getByTestId('credit-score').textContent());

  await row.getByTestId('action-edit').click();
  const form = admin.getByTestId('credit-form');
  await expect(form.getByText('调整信用分')).toBeVisible();
  await form.getByRole('spinbutton', { name: '加减分值' }).fill('-7');
  await form.getByRole('textbox', { name: '调整原因' }).fill(reason);
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form).toHaveCount(0);
  await expect(row.getByTestId('credit-score')).toHaveText(String(before - 7));

  // Terminal, in English: Credit shows the new score and the change with its reason.
  const booker = await (await browser.newContext()).newPage();
  await signInBookerInEnglish(booker);
  await booker.getByRole('navigation').first().getByRole('link', { name: 'Credit', exact: true }).click();
  await expect(booker.getByRole('heading', { name: 'My credit score', level: 1 })).toBeVisible();
  const record = booker.getByTestId('credit-record').filter({ hasText: reason });
  await expect(record).toHaveCount(1);
  // The score is ours less 7, and whatever the server's jobs changed since (a no-show of another spec's booking
  // can be deducted in between): the records above ours, newest first.
  const records = await booker.getByTestId('credit-record').allTextContents();
  const ours = records.findIndex((text) => text.includes(reason));
  const deltas = await booker.getByTestId('credit-delta').allTextContents();
  const since = deltas.slice(0, ours).reduce((sum, d) => sum + Number(d.replace('−', '-')), 0);
  await expect(booker.getByTestId('credit-score')).toHaveText(String(before - 7 + since));
  await expect(record).toContainText('Adjusted by an administrator');
  await expect(record).toContainText('By Administrator');
  await expect(record.getByTestId('credit-delta')).toHaveText('-7');
});
