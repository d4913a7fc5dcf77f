/**
 * Login hardening as a person meets it (issue 3): after repeated wrong passwords the
 * login form shows a captcha drawn by the server, and the right answer with the right
 * password signs in. Runs last (alphabetical order): failures also count per address.
 */
import { expect, test } from '@playwright/test';

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

  // The SVG keeps its characters as <text> elements (see captcha.service.ts): read them.
  const src = (await image.getAttribute('src'))!;
  const svg = src.startsWith('data:image/svg+xml;base64,')
    ? Buffer.from(src.split(',')[1], 'base64').toString('utf8')
    : decodeURIComponent(src.split(',')[1]);
  const answer = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
  expect(answer).toMatch(/^[A-Za-z0-9]{4,5}$/);

  await page.getByLabel('验证码').fill(answer);
  await submit.click();
  await expect(page).toHaveURL(/\/admin\/reserveManage/);
});
