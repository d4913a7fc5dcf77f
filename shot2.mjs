import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
await page.goto('http://127.0.0.1:8097/admin/login');
await page.getByLabel(/^账号/).fill('admin');
await page.getByLabel(/^密码/).fill('Admin@123');
await page.getByRole('button', { name: /^登录$/ }).click();
await page.getByTestId('admin-title').waitFor();
await page.goto('http://127.0.0.1:8097/admin/machines');
await page.getByRole('button', { name: 'sameDayBooking', exact: true }).click();
await page.locator('[data-machine-id="sameDayBooking"] [data-testid=chart-state]').first().waitFor();
await page.waitForTimeout(800);
const info = await page.getByTestId('chart-transition').evaluateAll((els) =>
  els.slice(0, 4).map((e) => ({
    style: e.getAttribute('style'),
    rect: JSON.stringify(e.getBoundingClientRect()),
    parent: e.parentElement?.className,
    cs: getComputedStyle(e).position + ' ' + getComputedStyle(e).visibility + ' ' + getComputedStyle(e).zIndex,
  })),
);
console.log(JSON.stringify(info, null, 1));
await browser.close();
