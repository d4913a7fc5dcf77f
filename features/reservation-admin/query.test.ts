import { describe, expect, it } from 'vitest';
import { parseReserveQuery, toCallInput, toSearchParams } from './query';

describe('/reserveManage query', () => {
  it('round-trips through the URL', () => {
    const q = { keyword: 'booker', sceneId: '3', status: 'approved', dateFrom: '2026-11-01', dateTo: '2026-11-30', pageNo: 2, pageSize: 20 };
    expect(parseReserveQuery(toSearchParams(q))).toEqual(q);
    expect(toSearchParams({ ...q, keyword: '', sceneId: '', status: '', dateFrom: '', dateTo: '', pageNo: 1, pageSize: 10 }).toString()).toBe('');
  });

  it('drops malformed values', () => {
    const q = parseReserveQuery(new URLSearchParams('status=bogus&sceneId=x&dateFrom=yesterday&pageNo=-3&pageSize=500'));
    expect(q).toEqual({ keyword: '', sceneId: '', status: '', dateFrom: '', dateTo: '', pageNo: 1, pageSize: 100 });
  });

  it('builds the call input without empty filters', () => {
    expect(toCallInput(parseReserveQuery(new URLSearchParams('keyword=%20bo%20&sceneId=2')))).toEqual({
      pageNo: 1, pageSize: 10, keyword: 'bo', sceneId: 2,
    });
  });
});
