import { describe, expect, it } from 'vitest';
import { buildSheet, cellText, dateStamp, readSheet, toSheetValue } from './sheet';

describe('xlsx sheets', () => {
  it('writes a header and rows and reads them back as text', async () => {
    const data = await buildSheet(
      'Users',
      ['账号', 'Age', 'Active', 'Since'],
      [
        ['bo', 30, true, new Date(Date.UTC(2026, 0, 5))],
        [null, null, null, null],
        ['al', 7, false, '2026-02-01'],
      ],
    );
    expect(data.byteLength).toBeGreaterThan(100);
    const sheet = await readSheet(data);
    expect(sheet.header).toEqual(['账号', 'Age', 'Active', 'Since']);
    expect(sheet.rows).toEqual([
      { rowNumber: 2, cells: ['bo', '30', 'true', '2026-01-05'] },
      { rowNumber: 4, cells: ['al', '7', 'false', '2026-02-01'] },
    ]);
  });

  it('rejects a file that is not xlsx', async () => {
    await expect(readSheet(new TextEncoder().encode('not a workbook').buffer as ArrayBuffer)).rejects.toBeTruthy();
  });

  it('reads rich text, links and formula results; writes objects as JSON', () => {
    expect(cellText({ richText: [{ text: 'a' }, { text: 'b ' }] })).toBe('ab');
    expect(cellText({ text: 'site', hyperlink: 'http://x' })).toBe('site');
    expect(cellText({ formula: '1+1', result: 2 })).toBe('2');
    expect(cellText(null)).toBe('');
    expect(toSheetValue({ a: 1 })).toBe('{"a":1}');
    expect(toSheetValue(undefined)).toBeNull();
  });

  it('stamps file names with the local date', () => {
    expect(dateStamp(new Date(2026, 0, 5, 23, 59))).toBe('20260105');
  });
});
