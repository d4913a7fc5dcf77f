/**
 * The back office's /vouchers page in Chromium (spec §2 catering set, §7 mealVoucher/*), as
 * the catering account on the demo applications: the status tab lists the submitted one; its
 * drawer (ui/order-page) shows the people and offers the machine's steps for that state;
 * approving the audit moves it to audited and the bar then offers the finance audit; the
 * application form offers the customers of the customer dropdown, named in the page's language (CN).
 */
import { expect, test } from './support/test';
import { signInBackOffice } from './support/back-office';

test('catering staff audit a submitted voucher application from its drawer', async ({ page }) => {
  await signInBackOffice(page, 'catering', 'Catering@123');

  await page.goto('/admin/vouchers');
  await page.getByTestId('tab-submitted').click();
  const row = page.getByTestId('data-row').filter({ hasText: /MV\d{8}-D001/ });
  await expect(row).toBeVisible();
  await row.getByTestId('action-detail').click();

  const drawer = page.getByTestId('order-drawer');
  await expect(drawer.getByTestId('voucher-person')).toHaveCount(3);
  const steps = drawer.getByTestId('order-steps').getByRole('button');
  await expect(steps).toHaveText(['审核通过', '审核驳回', '编辑', '取消申请']);

  await drawer.getByTestId('step-audit').click();
  await expect(drawer.getByTestId('state-badge')).toHaveText('已审核');
  await expect(steps).toHaveText(['财务审核通过', '财务审核驳回', '取消申请']);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByTestId('apply-button').click();
  const customer = page.getByTestId('apply-dialog').getByTestId('voucher-customer');
  await expect(customer.locator('option', { hasText: '行政办公室' })).toHaveCount(1);
});
