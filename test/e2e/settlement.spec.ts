/**
 * Settlements in the browser (back office /settlement, demo data): the administrator picks the
 * newest month that has summary statements, exports that month's summary settlement, and the
 * downloaded .xlsx opens with the right totals — as many statements as the totals bar counts,
 * each statement's amount the sum of its items (second sheet) and its meeting + catering parts,
 * the totals row the sum of the rows, equal to the amount the totals bar shows.
 */
import ExcelJS from 'exceljs';
import { expect, test } from './support/test';
import { signInBackOffice } from './support/back-office';

/** Cents of a money text as the page shows it (`¥1,234.50`). */
function centsOf(text: string): number {
  const digits = text.replace(/[^\d.-]/g, '');
  return Math.round(Number(digits) * 100);
}

/** Cents of a sheet cell in yuan (a number, or a formula cell with its stored result). */
function cellCents(value: ExcelJS.CellValue): number {
  const n = typeof value === 'object' && value !== null && 'result' in value ? value.result : value;
  return Math.round(Number(n) * 100);
}

test("the administrator exports a month's summary settlement and the file's totals are right", async ({ page }) => {
  await signInBackOffice(page, 'admin', 'Admin@123');
  await page.goto('/admin/settlement');
  await expect(page.getByTestId('kind-tab-summary')).toHaveAttribute('aria-selected', 'true');

  // The newest month with statements comes first; filter the list to that month.
  const firstRow = page.getByTestId('settlement-page').locator('tbody tr').first();
  await expect(firstRow).toContainText(/ST-S-\d{6}-\d{4}/);
  const period = (await firstRow.locator('td').nth(3).textContent())!.slice(0, 7);
  expect(period).toMatch(/^\d{4}-\d{2}$/);
  await page.getByTestId('period-month').fill(period);
  await page.getByTestId('filter-search').click();
  await expect(page.getByTestId('totals-count')).toBeVisible();
  await expect(page.getByTestId('settlement-page').locator('tbody tr').first()).toContainText(period);

  const count = Number((await page.getByTestId('totals-count').textContent())!.replace(/\D/g, ''));
  const shownCents = centsOf((await page.getByTestId('totals-amount').textContent())!);
  expect(count).toBeGreaterThan(0);
  expect(shownCents).toBeGreaterThan(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('settlement-export').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const [statements, items] = book.worksheets;

  const header = (statements.getRow(1).values as unknown[]).slice(1);
  const col = (name: string) => header.indexOf(name) + 1;
  expect(header).toEqual(expect.arrayContaining(['结算单号', '类型', '结算月份', '金额（元）']));
  const rows: { no: string; kind: string; period: string; cents: number; meeting: number; catering: number }[] = [];
  let totalCents = -1;
  statements.eachRow((r, n) => {
    if (n === 1) return;
    const no = String(r.getCell(col('结算单号')).value);
    if (no === '合计') {
      totalCents = cellCents(r.getCell(col('金额（元）')).value);
      return;
    }
    rows.push({
      no,
      kind: String(r.getCell(col('类型')).value),
      period: String(r.getCell(col('结算月份')).value),
      cents: cellCents(r.getCell(col('金额（元）')).value),
      meeting: cellCents(r.getCell(col('会议金额（元）')).value),
      catering: cellCents(r.getCell(col('餐饮金额（元）')).value),
    });
  });
  expect(rows).toHaveLength(count);
  expect(new Set(rows.map((r) => r.period))).toEqual(new Set([period]));
  expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['汇总结算']));
  expect(rows.reduce((s, r) => s + r.cents, 0)).toBe(totalCents);
  expect(totalCents).toBe(shownCents);
  for (const r of rows) expect(r.meeting + r.catering, r.no).toBe(r.cents);

  // Each statement's amount is the sum of its items.
  const itemHeader = (items.getRow(1).values as unknown[]).slice(1);
  const itemCol = (name: string) => itemHeader.indexOf(name) + 1;
  const itemSums = new Map<string, number>();
  items.eachRow((r, n) => {
    if (n === 1) return;
    const no = String(r.getCell(itemCol('结算单号')).value);
    itemSums.set(no, (itemSums.get(no) ?? 0) + cellCents(r.getCell(itemCol('金额（元）')).value));
  });
  for (const r of rows) expect(itemSums.get(r.no), r.no).toBe(r.cents);
});
