/**
 * Banners in the browser (spec §2 /MaterialGroup and /siteBanner, the terminal's /home): the
 * administrator uploads a picture into the media library, creates a home banner with it through
 * the picker, and the booker finds it in the home's carousel (its picture's alt text the title)
 * and follows its link into the terminal. Texts are the default language's (CN).
 */
import { expect, test } from './support/test';
import { gradientPng } from '../../server/db/seed-content';
import { signInBackOffice } from './support/back-office';

const TITLE = `端到端横幅 ${Date.now()}`;
const FILE = `e2e-banner-${Date.now()}.png`;

test('the admin makes a banner from an uploaded picture; the booker sees it on /home and follows it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two sign-ins, an upload and two apps in one test
  await signInBackOffice(page, 'admin', 'Admin@123');
  await page.goto('/admin/MaterialGroup');
  await page
    .getByRole('list', { name: '分组' })
    .getByRole('button', { name: /^Banners/ })
    .click();
  await page.getByLabel('上传').setInputFiles({
    name: FILE,
    mimeType: 'image/png',
    buffer: gradientPng(480, 160, [220, 38, 38], [250, 204, 21]),
  });
  const card = page.getByTestId('material-card').filter({ hasText: FILE });
  await expect(card.getByRole('img', { name: FILE })).toBeVisible();

  await page.goto('/admin/siteBanner');
  await page.getByTestId('banner-add').click();
  const form = page.getByTestId('banner-form');
  await form.getByRole('button', { name: '选择图片' }).click();
  const picker = page.getByTestId('material-picker');
  await picker.getByRole('option', { name: FILE }).click();
  await picker.getByRole('button', { name: '选用' }).click();
  await expect(form.getByRole('img', { name: FILE })).toBeVisible();
  await form.getByLabel('标题（简体）').fill(TITLE);
  await form.getByLabel('标题（英文）').fill('End-to-end banner');
  await form.getByLabel('链接').fill('javascript:alert(1)');
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form.getByTestId('form-error')).toContainText('链接“javascript:alert(1)”无效');
  await form.getByLabel('链接').fill('/my');
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('banner-page').getByRole('row').filter({ hasText: TITLE })).toBeVisible();

  // The booker, on the terminal, in a browser of their own.
  const booker = await (await browser.newContext({ baseURL })).newPage();
  await booker.goto('/login');
  await booker.getByLabel(/^(账号|Account|帳號)$/).fill('booker');
  await booker.getByLabel(/^(密码|Password|密碼)$/).fill('Booker@123');
  await booker.getByRole('button', { name: /^(登录|Log in|Sign in|登入)$/ }).click();
  await expect(booker).toHaveURL(/\/home/);
  const carousel = booker.getByRole('region', { name: '横幅' });
  await carousel.getByRole('button', { name: '暂停轮播' }).click();
  const picture = carousel.getByRole('img', { name: TITLE });
  await expect(async () => {
    if (!(await picture.isVisible())) await carousel.getByRole('button', { name: '下一张' }).click();
    await expect(picture).toBeVisible({ timeout: 500 });
  }).toPass();
  await picture.click();
  await expect(booker).toHaveURL(/\/my$/);
});
