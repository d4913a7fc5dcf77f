/**
 * News and notices, from the back office to the terminal (spec §2 /siteNotice, /announcement,
 * /noticeDetail): the administrator pastes a body holding an `onerror` image and a script
 * into the rich-text editor and publishes the notice; the booker finds it under
 * /announcement and reads it on /announcement/detail and /noticeDetail — its text shows,
 * nothing of the payload runs (`window.__xss` stays undefined). The title is unique to the run.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signInBackOffice } from './support/back-office';

const PAYLOAD =
  '<p>Pool closed for cleaning</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
  '<p><img src="/x.png" onerror="window.__xss=3"></p>';

/** Pastes `html` into the editing area as a browser paste would. */
async function pasteHtml(page: Page, testId: string, html: string) {
  const editor = page.getByTestId(testId);
  await editor.click();
  await editor.evaluate((el, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'Pool closed for cleaning');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

test('a published notice with a script in its body shows its text in the terminal and runs nothing', async ({
  browser,
}) => {
  // Two sign-ins and two apps on a busy machine.
  test.setTimeout(180_000);
  const title = `Pool notice ${Date.now()}`;

  // Back office (CN): /siteNotice › 新增, the body pasted into the CN tab, published.
  const admin = await (await browser.newContext()).newPage();
  await signInBackOffice(admin, 'admin', 'Admin@123');
  await admin.goto('/admin/siteNotice');
  await admin.getByTestId('notice-add').click();
  const form = admin.getByTestId('notice-form');
  await form.getByRole('textbox', { name: '标题 (CN)' }).fill(title);
  await pasteHtml(admin, 'notice-body-CN', PAYLOAD);
  await expect(admin.getByTestId('notice-body-CN')).toContainText('Pool closed for cleaning');
  await form.getByRole('combobox', { name: '状态' }).selectOption('published');
  await admin.getByRole('button', { name: '确定' }).click();
  await expect(form).toHaveCount(0);
  await expect(admin.getByTestId('data-row').filter({ hasText: title })).toContainText('已发布');

  // Terminal: the booker finds it under /announcement and opens it.
  const booker = await (await browser.newContext()).newPage();
  await booker.goto('/login');
  await booker.getByLabel(/^(账号|Account|帳號)$/).fill('booker');
  await booker.getByLabel(/^(密码|Password|密碼)$/).fill('Booker@123');
  await booker.getByRole('button', { name: /^登录$/ }).click();
  await expect(booker).not.toHaveURL(/\/login/);
  await booker.goto('/announcement');
  await expect(booker.getByRole('heading', { name: '公告新闻', level: 1 })).toBeVisible({ timeout: 60_000 });
  await booker.getByTestId('notice-list').getByRole('link', { name: title }).click();
  await expect(booker).toHaveURL(/\/announcement\/detail\?kind=notice&id=\d+/);
  const body = booker.getByTestId('article-body');
  await expect(body).toContainText('Pool closed for cleaning');
  await expect(body.locator('script')).toHaveCount(0);
  expect(await booker.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // The same notice on /noticeDetail.
  const id = new URL(booker.url()).searchParams.get('id');
  await booker.goto(`/noticeDetail?id=${id}`);
  await expect(booker.getByRole('heading', { name: title })).toBeVisible();
  await expect(booker.getByTestId('article-body')).toContainText('Pool closed for cleaning');
  await booker.waitForLoadState('networkidle');
  expect(await booker.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});
