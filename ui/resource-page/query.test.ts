import { describe, expect, it } from 'vitest';
import {
  emptyFilters,
  filterNames,
  listInputOf,
  mergeListQuery,
  nextSort,
  readListQuery,
  writeListQuery,
} from './query';
import type { ResourceFilter } from './types';

const FILTERS: ResourceFilter[] = [
  { name: 'account', label: 'a', kind: 'text' },
  { name: 'sceneId', label: 's', kind: 'select', numeric: true },
  { name: 'day', label: 'd', kind: 'date' },
  { name: 'dateFrom', nameTo: 'dateTo', label: 'r', kind: 'dateRange' },
];

describe('resource list query', () => {
  it('names every filter input, a date range twice', () => {
    expect(filterNames(FILTERS)).toEqual(['account', 'sceneId', 'day', 'dateFrom', 'dateTo']);
    expect(emptyFilters(FILTERS)).toEqual({ account: '', sceneId: '', day: '', dateFrom: '', dateTo: '' });
  });

  it('round-trips through the URL, leaving out defaults', () => {
    const q = readListQuery(
      new URLSearchParams(
        'account=bo&sceneId=3&dateFrom=2026-01-01&dateTo=2026-01-31&pageNo=2&pageSize=20&orderBy=account&order=desc',
      ),
      FILTERS,
      ['account'],
    );
    expect(q).toEqual({
      filters: { account: 'bo', sceneId: '3', day: '', dateFrom: '2026-01-01', dateTo: '2026-01-31' },
      pageNo: 2,
      pageSize: 20,
      orderBy: 'account',
      order: 'desc',
    });
    expect(writeListQuery(q).toString()).toBe(
      'account=bo&sceneId=3&dateFrom=2026-01-01&dateTo=2026-01-31&pageNo=2&pageSize=20&orderBy=account&order=desc',
    );
    expect(
      writeListQuery({ ...q, filters: emptyFilters(FILTERS), pageNo: 1, pageSize: 10, orderBy: undefined }).toString(),
    ).toBe('');
  });

  it('drops malformed values', () => {
    const q = readListQuery(
      new URLSearchParams(
        `day=soon&dateTo=2026-1-1&pageNo=-2&pageSize=500&orderBy=password&account=${'x'.repeat(200)}`,
      ),
      FILTERS,
      ['account'],
    );
    expect(q.filters.day).toBe('');
    expect(q.filters.dateTo).toBe('');
    expect(q.filters.account).toHaveLength(128);
    expect(q).toMatchObject({ pageNo: 1, pageSize: 100, order: 'asc' });
    expect(q.orderBy).toBeUndefined();
  });

  it('builds the call input: trimmed, numeric, fixed input underneath, sorting when set', () => {
    const q = readListQuery(new URLSearchParams('account=%20bo%20&sceneId=3&orderBy=account'), FILTERS, ['account']);
    expect(listInputOf(q, FILTERS, { kind: 'business', account: 'fixed' })).toEqual({
      kind: 'business',
      account: 'bo',
      sceneId: 3,
      pageNo: 1,
      pageSize: 10,
      orderBy: 'account',
      order: 'asc',
    });
    expect(listInputOf(readListQuery(new URLSearchParams(''), FILTERS), FILTERS)).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('keeps URL parameters it does not manage', () => {
    const current = new URLSearchParams('application=venue&account=old&pageNo=4');
    const q = readListQuery(current, FILTERS);
    expect(
      mergeListQuery(current, { ...q, filters: { ...q.filters, account: 'new' }, pageNo: 1 }, FILTERS).toString(),
    ).toBe('application=venue&account=new');
  });

  it('cycles a column sort asc → desc → none', () => {
    expect(nextSort({ order: 'asc' }, 'name')).toEqual({ orderBy: 'name', order: 'asc' });
    expect(nextSort({ orderBy: 'name', order: 'asc' }, 'name')).toEqual({ orderBy: 'name', order: 'desc' });
    expect(nextSort({ orderBy: 'name', order: 'desc' }, 'name')).toEqual({ orderBy: undefined, order: 'asc' });
    expect(nextSort({ orderBy: 'name', order: 'desc' }, 'code')).toEqual({ orderBy: 'code', order: 'asc' });
  });
});
