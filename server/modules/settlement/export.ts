/**
 * The export of statements (`<kind>Settlement/export`): an .xlsx built with exceljs, one
 * sheet of the statements with a totals row (sum formulas with their results stored), one
 * sheet of their items. Headers and the kinds, states, sources and charges are in the caller's
 * language (platform/i18n/locales/settlement.ts); money is in yuan (cents / 100, two decimals).
 */
import ExcelJS from 'exceljs';
import type { SettlementItem, SettlementRow } from '../../../platform/contracts/settlement.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { i18nOf } from '../../plugins/i18n';

const MONEY = '#,##0.00';
const yuan = (cents: number) => cents / 100;

/**
 * The workbook of `rows` and `items` (items carry the id of their statement).
 * @returns the .xlsx bytes
 */
export async function buildExport(
  rows: readonly SettlementRow[],
  items: readonly (SettlementItem & { settlementId: number })[],
  lang: Lang,
): Promise<Buffer> {
  const t = i18nOf(lang).getFixedT(lang, 'settlement');
  const book = new ExcelJS.Workbook();
  const head = (key: string) => t(`export.${key}`);

  const sheet = book.addWorksheet(head('statements'));
  sheet.columns = [
    { header: head('settlementNo'), key: 'settlementNo', width: 22 },
    { header: head('kind'), key: 'kind', width: 14 },
    { header: head('customer'), key: 'customer', width: 24 },
    { header: head('period'), key: 'period', width: 10 },
    { header: head('sequence'), key: 'sequence', width: 8 },
    { header: head('state'), key: 'state', width: 10 },
    { header: head('itemCount'), key: 'itemCount', width: 8 },
    { header: head('meeting'), key: 'meeting', width: 14, style: { numFmt: MONEY } },
    { header: head('catering'), key: 'catering', width: 14, style: { numFmt: MONEY } },
    { header: head('amount'), key: 'amount', width: 14, style: { numFmt: MONEY } },
    { header: head('confirmedAt'), key: 'confirmedAt', width: 20 },
    { header: head('invoiceNo'), key: 'invoiceNo', width: 16 },
    { header: head('invoiceDate'), key: 'invoiceDate', width: 12 },
  ];
  for (const r of rows)
    sheet.addRow({
      settlementNo: r.settlementNo,
      kind: t(`kind.${r.kind}`),
      customer: r.customerName,
      period: r.period,
      sequence: r.sequence,
      state: t(`state.${r.state}`),
      itemCount: r.itemCount,
      meeting: yuan(r.meetingCents),
      catering: yuan(r.cateringCents),
      amount: yuan(r.amountCents),
      confirmedAt: r.confirmedAt ?? '',
      invoiceNo: r.invoiceNo ?? '',
      invoiceDate: r.invoiceDate ?? '',
    });
  const last = rows.length + 1;
  const sum = (column: string, value: number) =>
    rows.length ? { formula: `SUM(${column}2:${column}${last})`, result: value } : 0;
  const total = (pick: (r: SettlementRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const totals = sheet.addRow({
    settlementNo: head('total'),
    itemCount: sum(
      'G',
      total((r) => r.itemCount),
    ),
    meeting: sum('H', yuan(total((r) => r.meetingCents))),
    catering: sum('I', yuan(total((r) => r.cateringCents))),
    amount: sum('J', yuan(total((r) => r.amountCents))),
  });
  totals.font = { bold: true };
  sheet.getRow(1).font = { bold: true };

  const numbers = new Map(rows.map((r) => [r.id, r.settlementNo]));
  const detail = book.addWorksheet(head('items'));
  detail.columns = [
    { header: head('settlementNo'), key: 'settlementNo', width: 22 },
    { header: head('source'), key: 'source', width: 14 },
    { header: head('sourceNo'), key: 'sourceNo', width: 22 },
    { header: head('serviceDate'), key: 'serviceDate', width: 12 },
    { header: head('description'), key: 'description', width: 28 },
    { header: head('charge'), key: 'charge', width: 12 },
    { header: head('base'), key: 'base', width: 14, style: { numFmt: MONEY } },
    { header: head('percent'), key: 'percent', width: 8 },
    { header: head('amount'), key: 'amount', width: 14, style: { numFmt: MONEY } },
  ];
  for (const i of items)
    detail.addRow({
      settlementNo: numbers.get(i.settlementId) ?? '',
      source: t(`source.${i.source}`),
      sourceNo: i.sourceNo,
      serviceDate: i.serviceDate,
      description: i.description,
      charge: t(`charge.${i.charge}`),
      base: yuan(i.baseCents),
      percent: i.percent,
      amount: yuan(i.amountCents),
    });
  detail.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
