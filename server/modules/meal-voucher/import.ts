/**
 * importMealVoucherUser: the people of an application from an `.xlsx` (first sheet, row 1
 * the header). Columns are found by their header — the key (`account`, `name`, `phone`,
 * `ticketType`, `quantityPerDay`) or its label in CN, EN or TC (platform/i18n/locales/
 * meal-voucher.ts `page.*`). Each data row is checked: an existing account, or a name and an
 * 11-digit phone; a known enabled ticket type (by name in any language or by id); a
 * quantity per day from 1 to 20. Nothing is stored: the page adds the valid rows to its form.
 */
import ExcelJS, { type CellValue } from 'exceljs';
import { eq, inArray, sql } from 'drizzle-orm';
import mealVoucherTexts from '../../../platform/i18n/locales/meal-voucher';
import type { ImportRowError, MealVoucherPersonInput } from '../../../platform/contracts/meal-voucher.contract';
import { IMPORT_COLUMNS } from '../../../platform/contracts/meal-voucher.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { mcTicketType, sysUser } from '../../db/schema/index';
import { messageOf } from '../../plugins/i18n';

type Column = (typeof IMPORT_COLUMNS)[number];

/** One cell as trimmed text (rich text joined, hyperlinks by text, formulas by result). */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return cellText(value.text as CellValue);
    if ('result' in value) return cellText(value.result as CellValue);
    return '';
  }
  return String(value).trim();
}

/** Header text → column key, from the keys and the page's labels in every language. */
function headerKeys(): Map<string, Column> {
  const map = new Map<string, Column>();
  for (const column of IMPORT_COLUMNS) {
    map.set(column.toLowerCase(), column);
    for (const lang of ['CN', 'EN', 'TC'] as const) {
      const label = (mealVoucherTexts[lang].page as Record<string, string>)[column];
      if (label) map.set(label.toLowerCase(), column);
    }
  }
  return map;
}

/** A valid row: the person as add takes them, with its sheet row. */
export type ImportedPerson = MealVoucherPersonInput & { row: number };

/**
 * Reads and checks `bytes` (an .xlsx).
 * @throws AppError MEAL_VOUCHER_IMPORT_FILE_INVALID when it is not a readable workbook
 */
export async function checkImport(
  db: Db,
  bytes: Buffer,
  lang: Lang,
): Promise<{ rows: ImportedPerson[]; errors: ImportRowError[] }> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError(Code.MEAL_VOUCHER_IMPORT_FILE_INVALID);
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new AppError(Code.MEAL_VOUCHER_IMPORT_FILE_INVALID);
  const keys = headerKeys();
  const columnAt = new Map<Column, number>();
  ws.getRow(1).eachCell((cell, col) => {
    const key = keys.get(cellText(cell.value).toLowerCase());
    if (key && !columnAt.has(key)) columnAt.set(key, col);
  });

  const raw: { row: number; cells: Record<Column, string> }[] = [];
  ws.eachRow((r, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = Object.fromEntries(
      IMPORT_COLUMNS.map((c) => [c, columnAt.has(c) ? cellText(r.getCell(columnAt.get(c)!).value) : '']),
    ) as Record<Column, string>;
    if (Object.values(cells).some((v) => v !== '')) raw.push({ row: rowNumber, cells });
  });

  const accounts = [...new Set(raw.map((r) => r.cells.account.toLowerCase()).filter(Boolean))];
  const users = accounts.length
    ? await db
        .select({ id: sysUser.id, account: sysUser.account, name: sysUser.name, phone: sysUser.phone })
        .from(sysUser)
        .where(inArray(sql`lower(${sysUser.account})`, accounts))
    : [];
  const userOf = new Map(users.map((u) => [u.account.toLowerCase(), u]));
  const types = await db.select().from(mcTicketType).where(eq(mcTicketType.enabled, true));
  const typeOf = new Map<string, number>();
  for (const t of types)
    for (const name of [String(t.id), t.nameCn, t.nameEn, t.nameTc]) if (name) typeOf.set(name.toLowerCase(), t.id);

  const rows: ImportedPerson[] = [];
  const errors: ImportRowError[] = [];
  for (const { row, cells } of raw) {
    const before = errors.length;
    const fail = (column: Column, code: number, params: Record<string, unknown> = {}) =>
      errors.push({ row, column, code, params, message: messageOf(code, lang, params) });
    const user = cells.account ? userOf.get(cells.account.toLowerCase()) : undefined;
    if (cells.account && !user) fail('account', Code.MEAL_VOUCHER_ACCOUNT_UNKNOWN, { account: cells.account });
    if (!cells.account) {
      if (!cells.name) fail('name', Code.MEAL_VOUCHER_NAME_REQUIRED);
      if (!/^1[0-9]{10}$/.test(cells.phone)) fail('phone', Code.MEAL_VOUCHER_PHONE_INVALID, { phone: cells.phone });
    }
    const ticketTypeId = typeOf.get(cells.ticketType.toLowerCase());
    if (!ticketTypeId) fail('ticketType', Code.MEAL_VOUCHER_TICKET_TYPE_NAME_UNKNOWN, { ticketType: cells.ticketType });
    const quantity = Number(cells.quantityPerDay);
    if (!/^[0-9]+$/.test(cells.quantityPerDay) || quantity < 1 || quantity > 20)
      fail('quantityPerDay', Code.MEAL_VOUCHER_QUANTITY_INVALID, { quantity: cells.quantityPerDay });
    if (errors.length > before) continue;
    rows.push({
      row,
      ...(user ? { userId: user.id } : {}),
      name: user?.name ?? cells.name,
      phone: user ? (user.phone ?? '') : cells.phone,
      ticketTypeId: ticketTypeId!,
      quantityPerDay: quantity,
    });
  }
  return { rows, errors };
}
