import { describe, expect, it } from 'vitest';
import { computeSign, isNonce, makeNonce, signRequest, signsEqual, NONCE_LENGTH } from './sign';
import { decryptBody, encryptBody } from './cipher';
import { clearsSessionAtOnce, Code, httpStatusOf, isSessionInvalid } from './codes';
import { AppError, fail, ok, PageQuery } from './envelope';

const KEY = 'venueflow-dev-key';

describe('request signing (DESIGN.md §4)', () => {
  it('matches the design test vector', () => {
    expect(computeSign({ appId: 'venueflow', timeStamp: '1700000000000', nonce: 'a'.repeat(32) }, KEY)).toBe(
      'f90b662f34c815749c474062e3ef6fc226f515b5da8680f604793e009fe17396',
    );
  });

  it('changes when any field or the key changes', () => {
    const base = { appId: 'venueflow', timeStamp: 1700000000000, nonce: 'a'.repeat(32) };
    const sign = computeSign(base, KEY);
    expect(computeSign({ ...base, timeStamp: 1700000000001 }, KEY)).not.toBe(sign);
    expect(computeSign({ ...base, nonce: 'b'.repeat(32) }, KEY)).not.toBe(sign);
    expect(computeSign(base, 'other-key')).not.toBe(sign);
  });

  it('makes 32-character alphanumeric nonces that differ, using the whole alphabet', () => {
    const nonces = Array.from({ length: 500 }, makeNonce);
    for (const n of nonces) expect(n).toMatch(new RegExp(`^[A-Za-z0-9]{${NONCE_LENGTH}}$`));
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(new Set(nonces.join('')).size).toBe(62);
  });

  it('accepts as a nonce exactly 32 characters of [A-Za-z0-9] (spec §9)', () => {
    expect(isNonce('aZ09'.repeat(8))).toBe(true);
    for (const bad of [
      'a'.repeat(31),
      'a'.repeat(33),
      `${'a'.repeat(31)}-`,
      `${'a'.repeat(31)}_`,
      `${'a'.repeat(31)}é`,
      `${'a'.repeat(31)}\n`,
      '',
    ]) {
      expect(isNonce(bad)).toBe(false);
    }
  });

  it('signs a request that verifies', () => {
    const q = signRequest('venueflow', KEY, 1700000000000);
    expect(q.timeStamp).toBe('1700000000000');
    expect(signsEqual(q.sign, computeSign(q, KEY))).toBe(true);
    expect(
      signsEqual(
        q.sign,
        q.sign.replace(/^./, (c) => (c === '0' ? '1' : '0')),
      ),
    ).toBe(false);
  });
});

describe('response cipher (DESIGN.md §4)', () => {
  it('matches the design test vector', () => {
    expect(encryptBody('{"code":0,"msg":"ok","data":null}', KEY)).toBe(
      'yXiuS0INMyffMahQU51Ib2HmJ9sF6PEAmCkp0E6T4bk7Gl67TchevfmQBt1nekQk',
    );
  });

  it('round-trips unicode text', () => {
    const text = JSON.stringify({ code: 0, msg: '预约成功 ✓', data: { name: '羽毛球 1号' } });
    expect(decryptBody(encryptBody(text, KEY), KEY)).toBe(text);
  });

  it('refuses a wrong key', () => {
    expect(() => decryptBody(encryptBody('{"a":1}', KEY), 'wrong')).toThrow();
  });
});

describe('codes and envelope', () => {
  it('knows the spec §8 session-invalid codes', () => {
    for (const c of [300, 301, 401, 1030002, 1130001, 1130002, 1130008, 1130009, 11300011, 11300012, 11300013]) {
      expect(isSessionInvalid(c)).toBe(true);
    }
    expect(isSessionInvalid(Code.FORBIDDEN)).toBe(false);
    expect(clearsSessionAtOnce(1130008)).toBe(true);
    expect(clearsSessionAtOnce(1130002)).toBe(false);
  });

  it('maps codes to HTTP statuses', () => {
    expect(httpStatusOf(Code.OK)).toBe(200);
    expect(httpStatusOf(Code.TOKEN_EXPIRED)).toBe(401);
    expect(httpStatusOf(Code.FORBIDDEN)).toBe(403);
    expect(httpStatusOf(Code.SLOT_TAKEN)).toBe(409);
    expect(httpStatusOf(Code.SIGN_INVALID)).toBe(401);
    expect(httpStatusOf(Code.BAD_REQUEST)).toBe(400);
  });

  it('builds envelopes and page queries', () => {
    expect(ok({ a: 1 })).toEqual({ code: 0, msg: 'ok', data: { a: 1 } });
    expect(fail(Code.SLOT_TAKEN, 'taken')).toEqual({ code: Code.SLOT_TAKEN, msg: 'taken', data: null });
    expect(PageQuery.parse({})).toEqual({ pageNo: 1, pageSize: 10 });
    expect(PageQuery.parse({ pageNo: '3', pageSize: '50' })).toEqual({ pageNo: 3, pageSize: 50 });
    expect(PageQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(new AppError(Code.ACTION_NOT_ALLOWED, { id: 7, state: 'cancelled', action: 'cancel' }).params).toEqual({
      id: 7,
      state: 'cancelled',
      action: 'cancel',
    });
  });
});
