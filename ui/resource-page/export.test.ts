import { describe, expect, it } from 'vitest';
import { exportTable, fetchAllRows } from './export';
import type { ResourceColumn } from './types';

describe('export', () => {
  it('loads every page of 100 until the total', async () => {
    const all = Array.from({ length: 230 }, (_, i) => i);
    const asked: [number, number][] = [];
    const rows = await fetchAllRows(async (pageNo, pageSize) => {
      asked.push([pageNo, pageSize]);
      return { rows: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: all.length };
    });
    expect(rows).toEqual(all);
    expect(asked).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(await fetchAllRows(async () => ({ rows: [], total: 0 }))).toEqual([]);
  });

  it('builds header and values from the exportable columns', () => {
    type Row = { id: number; name: string; tags: string[]; on: boolean };
    const columns: ResourceColumn<Row>[] = [
      { key: 'name', label: 'n' },
      { key: 'tags', label: 't' },
      { key: 'on', label: 'o', exportValue: (r) => (r.on ? 'yes' : 'no') },
      { key: 'actions', label: 'a', noExport: true },
    ];
    expect(exportTable(columns, [{ id: 1, name: 'A', tags: ['x'], on: true }], (k) => k.toUpperCase())).toEqual({
      header: ['N', 'T', 'O'],
      values: [['A', '["x"]', 'yes']],
    });
  });
});
