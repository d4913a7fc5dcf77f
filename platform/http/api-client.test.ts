import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../contracts/define-call';
import { currentPeriod } from '../contracts/reserve.contract';
import { logout } from '../contracts/auth.contract';
import type { Lang } from '../i18n/languages';
import { decryptBody, encryptBody } from '../protocol/cipher';
import { Code } from '../protocol/codes';
import { computeSign } from '../protocol/sign';
import {
  ApiError,
  CLIENT_CODES,
  createApiClient,
  encryptField,
  translateBundled,
  type ApiClientOptions,
} from './api-client';
import { createI18n } from '../i18n/create-i18n';

const APP_ID = 'venueflow';
const APP_KEY = 'venueflow-dev-key';

const echo = defineCall({
  method: 'POST',
  path: '/api/test/echo',
  access: 'user',
  summary: 'test',
  input: z.object({ value: z.string() }),
  output: z.object({ value: z.string() }),
});

interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}
type Reply = { status?: number; body: string; headers?: Record<string, string> } | 'hang' | Error;

/** A fake fetch: records each request and answers from `reply`. */
function fakeFetch(reply: (req: Seen, n: number) => Reply | Promise<Reply>) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const entry = { url: new URL(req.url), method: req.method, headers: req.headers, body: await req.text() };
    seen.push(entry);
    const r = await reply(entry, seen.length);
    if (r === 'hang') {
      // like a real fetch: never answers, but honours the abort signal
      const signal = init?.signal ?? req.signal;
      return new Promise<Response>((_, reject) =>
        signal?.addEventListener('abort', () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'))),
      );
    }
    if (r instanceof Error) throw r;
    return new Response(r.body, { status: r.status ?? 200, headers: r.headers });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

const env = (code: number, data: unknown = null, msg = code === 0 ? 'ok' : `server says ${code}`) => ({
  status: code === 0 ? 200 : 400,
  body: JSON.stringify({ code, msg, data }),
});

function client(fetch: typeof globalThis.fetch, over: Partial<ApiClientOptions> = {}) {
  let token: string | null = 'tok-1';
  let lang: Lang = 'EN';
  const notify = vi.fn();
  const onSessionInvalid = vi.fn(async () => {
    token = 'tok-2';
    return true;
  });
  const onSessionRevoked = vi.fn();
  const call = createApiClient({
    baseUrl: 'http://api.test/gateway',
    appId: APP_ID,
    appKey: APP_KEY,
    fetch,
    getToken: () => token,
    getLang: () => lang,
    notify,
    onSessionInvalid,
    onSessionRevoked,
    timeoutMs: 50,
    ...over,
  });
  return {
    call,
    notify,
    onSessionInvalid,
    onSessionRevoked,
    setToken: (t: string | null) => {
      token = t;
    },
    setLang: (l: Lang) => {
      lang = l;
    },
  };
}

describe('createApiClient — request shape', () => {
  it('signs GET calls and puts the input in the query with the protocol headers', async () => {
    const { fetch, seen } = fakeFetch(() =>
      env(0, { siteId: 3, date: '2026-11-22', timeZone: 'Asia/Shanghai', slots: [] }),
    );
    const { call } = client(fetch);
    const data = await call(currentPeriod, { siteId: 3, date: '2026-11-22' });
    expect(data).toEqual({ siteId: 3, date: '2026-11-22', timeZone: 'Asia/Shanghai', slots: [] });
    const [req] = seen;
    expect(req.method).toBe('GET');
    expect(req.url.pathname).toBe('/gateway/api/reserve/current/period');
    const q = req.url.searchParams;
    expect(q.get('siteId')).toBe('3');
    expect(q.get('date')).toBe('2026-11-22');
    expect(q.get('appId')).toBe(APP_ID);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(Math.abs(Number(q.get('timeStamp')) - Date.now())).toBeLessThan(5000);
    expect(q.get('sign')).toBe(
      computeSign({ appId: APP_ID, nonce: q.get('nonce')!, timeStamp: q.get('timeStamp')! }, APP_KEY),
    );
    expect(req.headers.get('token')).toBe('tok-1');
    expect(req.headers.get('lang')).toBe('EN');
    expect(req.headers.get('version')).toBe('2.0.0');
  });

  it('sends POST input as JSON and omits the token header when signed out', async () => {
    const { fetch, seen } = fakeFetch(() => env(0, { value: 'x' }));
    const c = client(fetch);
    c.setToken(null);
    c.setLang('TC');
    await c.call(echo, { value: 'x' });
    expect(seen[0].method).toBe('POST');
    expect(JSON.parse(seen[0].body)).toEqual({ value: 'x' });
    expect(seen[0].headers.get('token')).toBeNull();
    expect(seen[0].headers.get('lang')).toBe('TC');
    expect(seen[0].url.searchParams.get('value')).toBeNull();
  });

  it('sends {} for calls without input', async () => {
    const { fetch, seen } = fakeFetch(() => env(0, null));
    await client(fetch).call(logout, undefined);
    expect(JSON.parse(seen[0].body)).toEqual({});
  });
});

describe('createApiClient — responses and errors', () => {
  it('decrypts an encrypted body', async () => {
    const { fetch } = fakeFetch(() => ({
      body: encryptBody(JSON.stringify({ code: 0, msg: 'ok', data: { value: '加密' } }), APP_KEY),
    }));
    await expect(client(fetch).call(echo, { value: 'x' })).resolves.toEqual({ value: '加密' });
  });

  it('notifies and rejects with ApiError on a non-zero code, also when encrypted', async () => {
    const body = encryptBody(
      JSON.stringify({ code: Code.SLOT_TAKEN, msg: 'This slot has just been booked', data: { siteId: 1 } }),
      APP_KEY,
    );
    const { fetch } = fakeFetch(() => ({ status: 409, body }));
    const c = client(fetch);
    const err = await c.call(echo, { value: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      code: Code.SLOT_TAKEN,
      message: 'This slot has just been booked',
      status: 409,
      data: { siteId: 1 },
    });
    expect(c.notify).toHaveBeenCalledWith('This slot has just been booked', 'error');
    expect(c.onSessionInvalid).not.toHaveBeenCalled();
  });

  it('falls back to the localized catalogue message when msg is empty', async () => {
    const { fetch } = fakeFetch(() => ({
      status: 403,
      body: JSON.stringify({ code: Code.FORBIDDEN, msg: '', data: null }),
    }));
    const c = client(fetch);
    c.setLang('CN');
    await expect(c.call(echo, { value: 'x' })).rejects.toMatchObject({
      code: Code.FORBIDDEN,
      message: '当前操作没有权限',
    });
  });

  it.each([
    [401, 'Authentication failed, cannot access system resources'],
    [403, 'No permission for this operation'],
    [404, 'Resource does not exist'],
    [502, 'Unknown system error, report to the administrator'],
  ])('maps HTTP %i without an envelope', async (status, message) => {
    const { fetch } = fakeFetch(() => ({ status, body: '<html>Bad gateway</html>' }));
    const c = client(fetch);
    await expect(c.call(echo, { value: 'x' })).rejects.toMatchObject({ code: status, status, message });
    expect(c.notify).toHaveBeenCalledWith(message, 'error');
    expect(c.onSessionInvalid).not.toHaveBeenCalled();
  });

  it('maps a timeout to "request timed out" in the current language', async () => {
    const { fetch } = fakeFetch(() => 'hang');
    const c = client(fetch);
    await expect(c.call(echo, { value: 'x' })).rejects.toMatchObject({
      code: CLIENT_CODES.TIMEOUT,
      message: 'Request timed out',
    });
    c.setLang('CN');
    await expect(c.call(echo, { value: 'x' })).rejects.toMatchObject({ message: '请求超时' });
    expect(c.notify).toHaveBeenLastCalledWith('请求超时', 'error');
  });

  it('shows the text of other network errors', async () => {
    const { fetch } = fakeFetch(() => new TypeError('Failed to fetch'));
    const c = client(fetch);
    await expect(c.call(echo, { value: 'x' })).rejects.toMatchObject({
      code: CLIENT_CODES.NETWORK,
      status: 0,
      message: 'Failed to fetch',
    });
    expect(c.notify).toHaveBeenCalledWith('Failed to fetch', 'error');
  });

  it('does not notify when asked not to, nor for aborted calls', async () => {
    const { fetch } = fakeFetch(() => env(Code.LOGIN_FAILED));
    const c = client(fetch);
    await expect(c.call(echo, { value: 'x' }, { notify: false })).rejects.toMatchObject({ code: Code.LOGIN_FAILED });
    const hanging = fakeFetch(() => 'hang');
    const c2 = client(hanging.fetch, { timeoutMs: 5000 });
    const controller = new AbortController();
    const p = c2.call(echo, { value: 'x' }, { signal: controller.signal });
    await vi.waitFor(() => expect(hanging.seen.length).toBe(1));
    controller.abort();
    await expect(p).rejects.toBeDefined();
    expect(c.notify).not.toHaveBeenCalled();
    expect(c2.notify).not.toHaveBeenCalled();
  });
});

describe('createApiClient — session handling (spec §8)', () => {
  it('refreshes once and replays with the new token and a fresh nonce', async () => {
    const { fetch, seen } = fakeFetch((req) =>
      req.headers.get('token') === 'tok-1' ? env(Code.TOKEN_EXPIRED) : env(0, { value: 'ok' }),
    );
    const c = client(fetch);
    await expect(c.call(echo, { value: 'x' })).resolves.toEqual({ value: 'ok' });
    expect(c.onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(c.onSessionInvalid).toHaveBeenCalledWith(Code.TOKEN_EXPIRED);
    expect(seen.map((s) => s.headers.get('token'))).toEqual(['tok-1', 'tok-2']);
    expect(seen[0].url.searchParams.get('nonce')).not.toBe(seen[1].url.searchParams.get('nonce'));
    expect(JSON.parse(seen[1].body)).toEqual({ value: 'x' });
    expect(c.notify).not.toHaveBeenCalled();
  });

  it('revokes the session when the replay fails again, without a second refresh', async () => {
    const { fetch, seen } = fakeFetch(() => env(Code.TOKEN_INVALID, null, 'session no longer valid'));
    const c = client(fetch);
    await expect(c.call(echo, { value: 'x' })).rejects.toMatchObject({ code: Code.TOKEN_INVALID });
    expect(seen.length).toBe(2);
    expect(c.onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(c.onSessionRevoked).toHaveBeenCalledWith(Code.TOKEN_INVALID, 'session no longer valid');
  });

  it('clears at once on 1130008', async () => {
    const { fetch, seen } = fakeFetch(() => env(Code.SESSION_REVOKED, null, 'revoked'));
    const c = client(fetch);
    await expect(c.call(echo, { value: 'x' })).rejects.toMatchObject({
      code: Code.SESSION_REVOKED,
      message: 'revoked',
    });
    expect(seen.length).toBe(1);
    expect(c.onSessionInvalid).not.toHaveBeenCalled();
    expect(c.onSessionRevoked).toHaveBeenCalledWith(Code.SESSION_REVOKED, 'revoked');
    expect(c.notify).not.toHaveBeenCalled();
  });

  it('reads the session-invalid code from errorCode too', async () => {
    const { fetch } = fakeFetch((req) =>
      req.headers.get('token') === 'tok-1'
        ? { status: 200, body: JSON.stringify({ code: 500, errorCode: 401, msg: 'expired' }) }
        : env(0, { value: 'y' }),
    );
    const c = client(fetch);
    await expect(c.call(echo, { value: 'x' })).resolves.toEqual({ value: 'y' });
    expect(c.onSessionInvalid).toHaveBeenCalledWith(401);
  });

  it('shares ONE refresh among concurrent failing calls', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { fetch, seen } = fakeFetch((req) =>
      req.headers.get('token') === 'tok-1' ? env(Code.TOKEN_EXPIRED) : env(0, { value: JSON.parse(req.body).value }),
    );
    let token = 'tok-1';
    const onSessionInvalid = vi.fn(async () => {
      await gate;
      token = 'tok-2';
      return true;
    });
    const c = client(fetch, { onSessionInvalid, getToken: () => token });
    const calls = ['a', 'b', 'c'].map((value) => c.call(echo, { value }));
    await vi.waitFor(() => expect(onSessionInvalid).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
    release();
    await expect(Promise.all(calls)).resolves.toEqual([{ value: 'a' }, { value: 'b' }, { value: 'c' }]);
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(seen.filter((s) => s.headers.get('token') === 'tok-2').length).toBe(3);
  });

  it('replays without refreshing when the token changed since the request left', async () => {
    let token = 'tok-1';
    const { fetch } = fakeFetch((req) => {
      if (req.headers.get('token') === 'tok-1') {
        token = 'tok-2'; // someone else refreshed meanwhile
        return env(Code.TOKEN_EXPIRED);
      }
      return env(0, { value: 'z' });
    });
    const onSessionInvalid = vi.fn(async () => true);
    const c = client(fetch, { onSessionInvalid, getToken: () => token });
    await expect(c.call(echo, { value: 'x' })).resolves.toEqual({ value: 'z' });
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });

  it('rejects quietly when the refresh is refused', async () => {
    const { fetch, seen } = fakeFetch(() => env(Code.TOKEN_EXPIRED));
    const onSessionInvalid = vi.fn(async () => false);
    const c = client(fetch, { onSessionInvalid });
    await expect(c.call(echo, { value: 'x' })).rejects.toMatchObject({ code: Code.TOKEN_EXPIRED });
    expect(seen.length).toBe(1);
    expect(c.notify).not.toHaveBeenCalled();
    expect(c.onSessionRevoked).not.toHaveBeenCalled();
  });

  it('leaves session codes to the caller with session: false', async () => {
    const { fetch } = fakeFetch(() => env(Code.REFRESH_INVALID));
    const c = client(fetch);
    await expect(c.call(echo, { value: 'x' }, { session: false, notify: false })).rejects.toMatchObject({
      code: Code.REFRESH_INVALID,
    });
    expect(c.onSessionInvalid).not.toHaveBeenCalled();
    expect(c.onSessionRevoked).not.toHaveBeenCalled();
  });
});

describe('createApiClient — a device clock that is off (spec §8 signature window)', () => {
  const SERVER_NOW = Date.parse('2026-11-24T08:00:00Z');
  /** A server whose clock reads SERVER_NOW: refuses timestamps more than 5 minutes off, with its Date header. */
  const server = () =>
    fakeFetch((req) => {
      const off = Math.abs(Number(req.url.searchParams.get('timeStamp')) - SERVER_NOW) > 300_000;
      const headers = { date: new Date(SERVER_NOW).toUTCString() };
      return off ? { ...env(Code.SIGN_STALE), headers } : { ...env(0, { value: 'ok' }), headers };
    });

  it('learns the offset from the refusal, replays once, and signs right from then on', async () => {
    const { fetch, seen } = server();
    const c = client(fetch, { now: () => SERVER_NOW - 10 * 60_000 });
    await expect(c.call(echo, { value: 'x' })).resolves.toEqual({ value: 'ok' });
    expect(seen).toHaveLength(2);
    expect(Math.abs(Number(seen[1].url.searchParams.get('timeStamp')) - SERVER_NOW)).toBeLessThan(1000);
    expect(seen[1].url.searchParams.get('nonce')).not.toBe(seen[0].url.searchParams.get('nonce'));
    await expect(c.call(echo, { value: 'y' })).resolves.toEqual({ value: 'ok' });
    expect(seen).toHaveLength(3);
    expect(c.notify).not.toHaveBeenCalled();
  });

  it('replays at most once: a second refusal is the error', async () => {
    const { fetch, seen } = fakeFetch(() => ({
      ...env(Code.SIGN_STALE),
      headers: { date: new Date(SERVER_NOW).toUTCString() },
    }));
    const c = client(fetch, { now: () => SERVER_NOW });
    await expect(c.call(echo, { value: 'x' })).rejects.toMatchObject({ code: Code.SIGN_STALE });
    expect(seen).toHaveLength(2);
  });
});

describe('encryptField', () => {
  it('encrypts with the response cipher', () => {
    const wire = encryptField('New@12345', APP_KEY);
    expect(wire).not.toContain('New@12345');
    expect(decryptBody(wire, APP_KEY)).toBe('New@12345');
  });
});

describe('path parameters', () => {
  const byId = defineCall({
    method: 'GET',
    path: '/workflow/test/{id}/file/{name}',
    access: 'user',
    summary: 'test',
    input: z.object({ id: z.coerce.number(), name: z.string(), keyword: z.string().optional() }),
    output: z.null(),
  });
  const postById = defineCall({
    method: 'POST',
    path: '/workflow/test/{id}',
    access: 'user',
    summary: 'test',
    input: z.object({ id: z.number(), note: z.string() }),
    output: z.null(),
  });

  it('puts `{name}` fields URL-encoded into the path and leaves them out of the query', async () => {
    const f = fakeFetch(() => env(0));
    const { call } = client(f.fetch);
    await call(byId, { id: 12, name: 'a b/ü?', keyword: 'x' });
    const { url } = f.seen[0]!;
    expect(url.pathname).toBe('/gateway/workflow/test/12/file/a%20b%2F%C3%BC%3F');
    expect(url.searchParams.get('keyword')).toBe('x');
    expect(url.searchParams.has('id')).toBe(false);
    expect(url.searchParams.has('name')).toBe(false);
    expect(url.searchParams.get('sign')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves them out of a POST body', async () => {
    const f = fakeFetch(() => env(0));
    const { call } = client(f.fetch);
    await call(postById, { id: 5, note: 'n' });
    expect(f.seen[0]!.url.pathname).toBe('/gateway/workflow/test/5');
    expect(JSON.parse(f.seen[0]!.body)).toEqual({ note: 'n' });
  });
});

describe('translateBundled', () => {
  it("translates the catalogue's own codes at once and the domains' once their texts have arrived", async () => {
    const all = createI18n('EN');
    const own = `errors:${Code.TOKEN_EXPIRED}`;
    const domain = `errors:${Code.MEAL_VOUCHER_TICKET_TYPE_UNKNOWN}`;
    expect(translateBundled(own, 'EN')).toBe(all.t(own));
    await vi.waitFor(() => expect(translateBundled(domain, 'EN')).toBe(all.t(domain)));
    expect(translateBundled(domain, 'TC')).toBe(all.t(domain, { lng: 'TC' }));
    expect(translateBundled(domain, 'TC')).not.toBe(domain);
  });
});
