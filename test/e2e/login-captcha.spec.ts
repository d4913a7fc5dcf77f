/**
 * Login hardening as a person meets it: after repeated wrong passwords the
 * login form shows a captcha drawn by the server, and the right answer with the right
 * password signs in.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { captchaAnswerFile } from '../../playwright.config';
import { adminToken, call } from '../support/gateway-client';

// The back office opens on the first page of the user's stored application tab, which
// earlier tests may have switched: start from the venue application, whose first page is
// /reserveManage.
test.beforeAll(async () => {
  const changed = await call('POST', '/system/menu/change', { application: 'venue' }, await adminToken());
  expect(changed.code, changed.msg).toBe(0);
});

test('the login form asks for a captcha after repeated failures, and the answer signs in', async ({ page }) => {
  await page.goto('/admin/login');
  const account = page.getByLabel('账号');
  const password = page.getByLabel('密码', { exact: true });
  const submit = page.getByRole('button', { name: '登录', exact: true });
  await account.fill('admin');

  for (let attempt = 0; attempt < 3; attempt++) {
    await password.fill('Wrong@123');
    await submit.click();
    await expect(page.getByRole('alert')).toContainText('账号或密码错误');
  }

  const image = page.getByRole('img', { name: '验证码图片' });
  await expect(image).toBeVisible();
  // Without an answer the form refuses to send.
  await password.fill('Admin@123');
  await submit.click();
  await expect(page.getByText('请输入验证码')).toBeVisible();

  // The image draws its characters as paths, with no text to read: the test server writes
  // each captcha's answer to CAPTCHA_ANSWER_FILE (playwright.config.ts); the one shown is the last.
  const lines = readFileSync(captchaAnswerFile, 'utf8').trim().split('\n');
  const answer = lines.at(-1)!.split(' ')[1]!;
  expect(answer).toMatch(/^[A-Z0-9]{4,5}$/);

  await page.getByLabel('验证码').fill(answer);
  await submit.click();
  await expect(page).toHaveURL(/\/admin\/reserveManage/);
});
