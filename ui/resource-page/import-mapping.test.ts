import { describe, expect, it } from 'vitest';
import { importRows, mapHeader, rowRecord } from './import-mapping';

const FIELDS = [
  { name: 'account', labels: ['账号', 'Account', '帳號'] },
  { name: 'name', labels: ['姓名', 'Name', '姓名'] },
  { name: 'phone', labels: ['手机号', 'Phone number', '手機號'] },
];

describe('import header mapping', () => {
  it('matches labels of any language or the field name, ignoring case, spaces and stars', () => {
    expect(mapHeader(['* Account', 'NAME', 'remark', 'phonenumber'], FIELDS)).toEqual({
      columns: ['account', 'name', null, 'phone'],
      missing: [],
    });
    expect(mapHeader(['帳號', '姓名', '帳號'], FIELDS)).toEqual({
      columns: ['account', 'name', null],
      missing: ['phone'],
    });
    expect(mapHeader(['phone'], FIELDS)).toEqual({ columns: ['phone'], missing: ['account', 'name'] });
  });

  it('turns a row into a record of the mapped, non-empty cells', () => {
    expect(rowRecord([' bo ', '', 'x', '138'], ['account', 'name', null, 'phone'])).toEqual({
      account: 'bo',
      phone: '138',
    });
    expect(rowRecord(['a'], ['account', 'name'])).toEqual({ account: 'a' });
  });
});

describe('importRows', () => {
  it('validates each row, sends the valid ones in order and reports failures by row number', async () => {
    const sent: unknown[] = [];
    const progress: number[] = [];
    const result = await importRows({
      rows: [
        { rowNumber: 2, cells: ['bo', 'Bo'] },
        { rowNumber: 3, cells: ['', 'No account'] },
        { rowNumber: 5, cells: ['taken', 'T'] },
      ],
      columns: ['account', 'name'],
      validate: (r) =>
        r.account ? { ok: true, value: { ...r } } : { ok: false, errors: [{ field: 'account', message: 'required' }] },
      labelOf: (f) => f.toUpperCase(),
      send: async (v) => {
        sent.push(v);
        if ((v as { account: string }).account === 'taken') throw new Error('Account exists');
      },
      onProgress: (n) => progress.push(n),
    });
    expect(sent).toEqual([
      { account: 'bo', name: 'Bo' },
      { account: 'taken', name: 'T' },
    ]);
    expect(result).toEqual({
      ok: 1,
      failures: [
        { rowNumber: 3, message: 'ACCOUNT: required' },
        { rowNumber: 5, message: 'Account exists' },
      ],
    });
    expect(progress).toEqual([1, 2, 3]);
  });
});
