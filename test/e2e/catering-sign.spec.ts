/**
 * The catering app's /sign page in Chromium (spec §2 "Catering admin app" /sign, §7
 * /mc/mealVoucher/writeOff): catering staff sign in at /catering/login, open /catering/sign
 * from the side menu, type a valid voucher code and see the green card; the same code again
 * is refused as already used, an altered code as invalid (red card).
 * The voucher code is read through the API as admin (the back office's detail call): the
 * server signs codes with its own secret, generated per run, so none is written here.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiAs, campusDate } from './support/campus';
import { mealVoucherDetail, mealVoucherPage } from '../../platform/contracts/meal-voucher.contract';

/** An issued voucher code valid today, read as admin from a distributed application of the seed. */
async function anIssuedCode(baseURL: string): Promise<string> {
  const runtime = await apiAs(baseURL, 'admin', 'Admin@123');
  const apps = await runtime.api(mealVoucherPage, { pageNo: 1, pageSize: 50, state: 'distributed' });
  const today = campusDate();
  for (const row of apps.rows) {
    const detail = await runtime.api(mealVoucherDetail, { id: row.id });
    for (const person of detail.persons)
      for (const v of person.vouchers)
        if (v.state === 'issued' && v.validFrom <= today && today <= v.validTo) return v.code;
  }
  throw new Error('the seed has no issued voucher valid today');
}

/** Types `code` into the field and presses Enter, as a USB scanner does. */
async function scan(page: Page, code: string) {
  const field = page.getByTestId('sign-code');
  await expect(field).toBeEnabled();
  await field.fill(code);
  await field.press('Enter');
}

test('catering staff write off a voucher once; a second scan and a forged code are refused', async ({
  page,
  baseURL,
}) => {
  const code = await anIssuedCode(baseURL!);

  await page.goto('/catering/login');
  await page.getByLabel(/^账号/).fill('catering');
  await page.getByLabel(/^密码/).fill('Catering@123');
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expect(page).toHaveURL(/\/catering\/(index|site|sign|blank)$/);

  // The menu entry is visible now that the page exists.
  await page.getByRole('complementary', { name: '餐饮会务菜单' }).getByRole('link', { name: '签到核销' }).click();
  await expect(page).toHaveURL(/\/catering\/sign$/);
  await expect(page.getByTestId('sign-code')).toBeFocused();

  await scan(page, code);
  const ok = page.getByTestId('sign-result-ok');
  await expect(ok).toContainText('核销成功');
  await expect(ok).toContainText('核销时间');
  await expect(page.getByTestId('sign-code')).toHaveValue('');
  await expect(page.getByTestId('sign-code')).toBeFocused();

  await scan(page, code);
  await expect(page.getByTestId('sign-result-fail')).toContainText('该餐券已于');

  // One character of the signature changed: the code no longer verifies.
  const last = code.at(-1) === 'A' ? 'B' : 'A';
  await scan(page, `${code.slice(0, -1)}${last}`);
  await expect(page.getByTestId('sign-result-fail')).toContainText('餐券码无效');
  await expect(page.getByTestId('sign-recent')).toContainText('核销成功');
});
