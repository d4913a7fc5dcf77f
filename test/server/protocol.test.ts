/**
 * The wire protocol through the real server (DESIGN.md §4): signing refusals each with
 * their own code, the design's test vectors, encrypted responses on and off, headers,
 * localized messages, envelopes for every failure, the API description, and the
 * contract/handler wiring.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { allContracts, defineCall } from '../../platform/contracts/index';
import { enableValidCode, logout, systemConfig } from '../../platform/contracts/auth.contract';
import { addReserve, currentPage, quickCross } from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { computeSign, signRequest } from '../../platform/protocol/sign';
import { buildApp } from '../../server/app';
import { allHandlers } from '../../server/modules/index';
import { handle } from '../../server/plugins/call-handler';
import { TableReplayGuard } from '../../server/plugins/replay-table';
import { decode, DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  // The table store, whose nonces these tests read (test/server/replay-guard.test.ts: every store).
  server = await startTestServer({ env: { REPLAY_STORE: 'table' } });
});
afterAll(async () => {
  await server?.close();
});

const setEncrypt = (on: boolean) =>
  server.query(sql`update sys_config set value = ${JSON.stringify(on)}::jsonb where key = 'encrypt'`);

describe('request signing', () => {
  it('accepts a fresh signed request and answers the version header', async () => {
    const r = await server.call(systemConfig, {});
    expect(r.code).toBe(0);
    expect(r.data).toEqual({ school: 3, loginMode: 0, language: 0, encrypt: false, title: 'Venueflow' });
    expect(r.response.headers.version).toBe('2.0.0');
  });

  it('refuses a request without its signature parameters', async () => {
    const r = await server.call(systemConfig, {}, { sign: false });
    expect(r.code).toBe(Code.SIGN_MISSING);
    expect(r.status).toBe(401);
    const partial = signRequest(server.config.appId, server.config.appKey);
    const r2 = await server.call(
      systemConfig,
      {},
      { sign: false, query: { appId: partial.appId, nonce: partial.nonce, sign: partial.sign } },
    );
    expect(r2.code).toBe(Code.SIGN_MISSING);
  });

  it('refuses an unknown appId', async () => {
    const fields = { appId: 'other-app', timeStamp: String(Date.now()), nonce: 'b'.repeat(32) };
    const r = await server.call(
      systemConfig,
      {},
      { sign: { ...fields, sign: computeSign(fields, server.config.appKey) } },
    );
    expect(r.code).toBe(Code.SIGN_UNKNOWN_APP);
  });

  it('refuses a bad signature', async () => {
    const good = signRequest(server.config.appId, server.config.appKey);
    const r = await server.call(systemConfig, {}, { sign: { ...good, sign: computeSign(good, 'wrong-key') } });
    expect(r.code).toBe(Code.SIGN_INVALID);
  });

  it('refuses a timestamp more than 5 minutes off, either way', async () => {
    const old = signRequest(server.config.appId, server.config.appKey, Date.now() - 5 * 60_000 - 5_000);
    expect((await server.call(systemConfig, {}, { sign: old })).code).toBe(Code.SIGN_STALE);
    const future = signRequest(server.config.appId, server.config.appKey, Date.now() + 5 * 60_000 + 5_000);
    expect((await server.call(systemConfig, {}, { sign: future })).code).toBe(Code.SIGN_STALE);
    const nearlyOld = signRequest(server.config.appId, server.config.appKey, Date.now() - 4 * 60_000);
    expect((await server.call(systemConfig, {}, { sign: nearlyOld })).code).toBe(0);
  });

  it('refuses a nonce that is not exactly 32 characters of [A-Za-z0-9], before storing it', async () => {
    const sent = (nonce: string) => {
      const fields = { appId: server.config.appId, timeStamp: String(Date.now()), nonce };
      return server.call(systemConfig, {}, { sign: { ...fields, sign: computeSign(fields, server.config.appKey) } });
    };
    const bad = [
      'a'.repeat(31),
      'a'.repeat(33),
      `${'a'.repeat(31)}-`,
      `${'a'.repeat(31)}é`,
      `${'a'.repeat(31)}_`,
      `${'a'.repeat(31)} `,
    ];
    for (const nonce of bad) {
      const r = await sent(nonce);
      expect([nonce, r.code, r.status]).toEqual([nonce, Code.SIGN_NONCE_INVALID, 401]);
      expect(r.msg).toBe('The request nonce is invalid: it must be 32 letters or digits');
    }
    expect(
      await server.query(sql`select nonce from api_nonce where nonce like 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa%'`),
    ).toEqual([]);
    const good = `${'a'.repeat(30)}Z9`;
    expect((await sent(good)).code).toBe(0);
    expect(await server.query(sql`select nonce from api_nonce where nonce = ${good}`)).toEqual([{ nonce: good }]);
    expect((await sent(good)).code).toBe(Code.SIGN_REPLAYED);
  });

  it('refuses a replayed nonce, and remembers it in the database', async () => {
    const signed = signRequest(server.config.appId, server.config.appKey);
    expect((await server.call(systemConfig, {}, { sign: signed })).code).toBe(0);
    const replay = await server.call(systemConfig, {}, { sign: signed });
    expect(replay.code).toBe(Code.SIGN_REPLAYED);
    const rows = await server.query(sql`select nonce from api_nonce where nonce = ${signed.nonce}`);
    expect(rows).toHaveLength(1);
  });

  it('prunes nonces older than two signing windows, keeping the others', async () => {
    await server.query(sql`insert into api_nonce (nonce, seen_at) values
      ('old-nonce', now() - interval '11 minutes'), ('recent-nonce', now() - interval '9 minutes')`);
    const store = new TableReplayGuard(server.db, (err) => {
      throw err;
    });
    expect(await store.claim('fresh-nonce', new Date())).toBe(true);
    expect(await store.claim('fresh-nonce', new Date())).toBe(false);
    const left = () =>
      server
        .query<{ nonce: string }>(sql`select nonce from api_nonce where nonce like '%-nonce'`)
        .then((rows) => rows.map((r) => r.nonce).sort());
    await vi.waitFor(async () => expect(await left()).toEqual(['fresh-nonce', 'recent-nonce']));
  });

  it("checks DESIGN.md's signing vector on the server path", async () => {
    const vector = {
      appId: 'venueflow',
      timeStamp: '1700000000000',
      nonce: 'a'.repeat(32),
      sign: 'f90b662f34c815749c474062e3ef6fc226f515b5da8680f604793e009fe17396',
    };
    // The vector's sign is right (so the check reaches the clock) but its time is long past.
    expect((await server.call(systemConfig, {}, { sign: vector })).code).toBe(Code.SIGN_STALE);
    expect(
      (await server.call(systemConfig, {}, { sign: { ...vector, sign: vector.sign.replace(/^f/, 'e') } })).code,
    ).toBe(Code.SIGN_INVALID);
  });

  it('does not ask a signature of the API description', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/gateway/openapi.json' });
    expect(r.statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/gateway/docs' })).statusCode).toBe(200);
  });
});

describe('encrypted responses', () => {
  it('sends plain JSON when the setting is off', async () => {
    await setEncrypt(false);
    const r = await server.call(enableValidCode, {});
    expect(r.encrypted).toBe(false);
    expect(r.response.headers['content-type']).toMatch(/^application\/json/);
    expect(r.data).toBe(false);
  });

  it("encrypts every envelope when the setting is on, matching DESIGN.md's cipher vector", async () => {
    await setEncrypt(true);
    try {
      const raw = await server.inject({ method: 'POST', url: '/gateway/system/login/logout', headers: { lang: 'EN' } });
      expect(raw.headers['content-type']).toMatch(/^text\/plain/);
      expect(raw.body).toBe('yXiuS0INMyffMahQU51Ib2HmJ9sF6PEAmCkp0E6T4bk7Gl67TchevfmQBt1nekQk');
      const failure = decode(
        await server.inject({ method: 'GET', url: '/gateway/api/reserve/system/config', sign: false }),
        server.config.appKey,
      );
      expect(failure.encrypted).toBe(true);
      expect(failure.code).toBe(Code.SIGN_MISSING);
      const config = await server.call(systemConfig, {});
      expect(config.encrypted).toBe(true);
      expect(config.data.encrypt).toBe(true);
    } finally {
      await setEncrypt(false);
    }
    expect((await server.call(systemConfig, {})).encrypted).toBe(false);
  });
});

describe('envelopes and messages', () => {
  it('localizes messages by the lang header', async () => {
    const texts = await Promise.all(
      (['CN', 'EN', 'TC'] as const).map((lang) => server.call(currentPage, {}, { lang }).then((r) => [r.code, r.msg])),
    );
    expect(texts).toEqual([
      [Code.TOKEN_INVALID, '登录已失效，请重新登录'],
      [Code.TOKEN_INVALID, 'Your session is no longer valid, please sign in again'],
      [Code.TOKEN_INVALID, '登入已失效，請重新登入'],
    ]);
  });

  it('answers an unknown gateway path with NOT_FOUND, HTTP 404', async () => {
    const r = decode(
      await server.inject({ method: 'GET', url: '/gateway/api/nothing/here', headers: { lang: 'EN' } }),
      server.config.appKey,
    );
    expect([r.status, r.code, r.msg]).toEqual([404, Code.NOT_FOUND, 'Resource does not exist']);
  });

  it('answers invalid input with BAD_REQUEST and a readable detail, storing nothing', async () => {
    const { token } = await server.login(DEMO.booker);
    const before = await server.query<{ n: number }>(sql`select count(*)::int as n from reservation`);
    const r = await server.call(addReserve, { siteId: 1, start: 'tomorrow', end: 'later' } as never, { token });
    expect(r.status).toBe(400);
    expect(r.code).toBe(Code.BAD_REQUEST);
    expect(r.msg).toMatch(/^Invalid request: start: .+; end: /);
    expect(Array.isArray(r.data)).toBe(true);
    const after = await server.query<{ n: number }>(sql`select count(*)::int as n from reservation`);
    expect(after[0].n).toBe(before[0].n);
  });

  it("names what is wrong with the input in the caller's language", async () => {
    const { token } = await server.login(DEMO.booker);
    const start = '2030-01-07T10:00:00+08:00';
    const end = '2030-01-07T11:00:00+08:00';
    const cn = await server.call(quickCross, { start, end } as never, { token, lang: 'CN' });
    expect([cn.code, cn.msg]).toEqual([Code.BAD_REQUEST, '请求参数有误：siteId: 请选择一个场地或一个场景（二选一）']);
    const tc = await server.call(quickCross, { siteId: 'abc', start, end } as never, { token, lang: 'TC' });
    expect(tc.msg).toBe('請求參數有誤：siteId: 請輸入數字');
    expect(tc.data).toEqual([{ path: ['siteId'], message: '請輸入數字' }]);
  });

  it('answers malformed JSON with BAD_REQUEST, not a stack', async () => {
    const r = await server.call(logout, undefined, { rawBody: '{"broken' });
    expect(r.code).toBe(Code.BAD_REQUEST);
    expect(r.response.body).not.toMatch(/at .+\.ts:\d+/);
  });

  it('refuses every non-public contract to an anonymous caller with a session-invalid code', async () => {
    const closed = allContracts.filter((c) => c.access !== 'public');
    expect(closed.length).toBeGreaterThan(5);
    for (const contract of closed) {
      const r = await server.call(contract, {});
      expect([contract.path, r.code]).toEqual([contract.path, Code.TOKEN_INVALID]);
    }
  });
});

describe('API description', () => {
  it('lists every contract in openapi.json with the signing parameters', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/gateway/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const c of allContracts) {
      const op = doc.paths[`/gateway${c.path}`]?.[c.method.toLowerCase()];
      expect(op, c.path).toBeDefined();
      expect(op['x-access']).toBe(c.access);
      expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['appId', 'timeStamp', 'nonce', 'sign', 'lang', 'version']),
      );
    }
    const menus =
      doc.paths['/gateway/system/login/getLoginUser'].get.responses[200].content['application/json'].schema.properties
        .data.properties.menus;
    const ref = menus.items.$ref as string;
    expect(doc.components.schemas[ref.replace('#/components/schemas/', '')]).toBeDefined();
  });

  it('shows `{name}` segments as path parameters, out of the query', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/gateway/openapi.json' })).json();
    const op = doc.paths['/gateway/workflow/candidate/getUserByDept/{id}'].get;
    const id = op.parameters.filter((p: { name: string }) => p.name === 'id');
    expect(id).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(id[0].schema.type).toBe('integer');
  });

  it('lists every call on the docs page', async () => {
    const page = (await server.app.inject({ method: 'GET', url: '/gateway/docs' })).body;
    for (const c of allContracts) expect(page).toContain(`/gateway${c.path}`);
    expect(page).not.toMatch(/<script|https?:\/\/cdn/i);
  });
});

describe('wiring', () => {
  const orphan = defineCall({
    method: 'GET',
    path: '/api/test/orphan',
    access: 'public',
    summary: 'test',
    input: z.object({}),
    output: z.null(),
  });

  it('refuses to start when a contract has no handler', async () => {
    await expect(
      buildApp({ config: server.config, db: server.db, contracts: [...allContracts, orphan] }),
    ).rejects.toThrow('No handler for: GET /api/test/orphan');
  });

  it('answers an unexpected handler failure with SERVER_ERROR, logged, no stack', async () => {
    const app = await buildApp({
      config: server.config,
      db: server.db,
      contracts: [...allContracts, orphan],
      handlers: [
        ...allHandlers,
        handle(orphan, async () => {
          throw new Error('boom at secret.ts:1');
        }),
      ],
    });
    const signed = new URLSearchParams(signRequest(server.config.appId, server.config.appKey) as never).toString();
    const r = await app.inject({ method: 'GET', url: `/gateway/api/test/orphan?${signed}` });
    await app.close();
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ code: Code.SERVER_ERROR, msg: '系统未知错误，请反馈给管理员', data: null });
  });
});

describe('pages', () => {
  it('says to build when dist is missing', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/' });
    expect(r.statusCode).toBe(503);
    expect(r.body).toContain('npm run build');
  });

  it('serves the built pages with the single-page fallbacks', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'vf-dist-'));
    try {
      for (const dir of ['terminal', 'admin', 'catering', 'assets']) mkdirSync(path.join(dist, dir));
      writeFileSync(path.join(dist, 'terminal/index.html'), 'TERMINAL');
      writeFileSync(path.join(dist, 'admin/index.html'), 'ADMIN');
      writeFileSync(path.join(dist, 'catering/index.html'), 'CATERING');
      writeFileSync(path.join(dist, 'assets/app-123.js'), 'console.log(1)');
      const app = await buildApp({ config: server.config, db: server.db, distDir: dist });
      const get = (url: string) => app.inject({ method: 'GET', url });
      expect((await get('/')).body).toBe('TERMINAL');
      expect((await get('/appointment/time?x=1')).body).toBe('TERMINAL');
      expect((await get('/admin')).body).toBe('ADMIN');
      expect((await get('/admin/reserveManage')).body).toBe('ADMIN');
      // The bare path is the conference-centre terminal's catering page (spec §2 variant 5).
      expect((await get('/catering')).body).toBe('TERMINAL');
      expect((await get('/catering/')).body).toBe('CATERING');
      expect((await get('/catering/index')).body).toBe('CATERING');
      expect((await get('/cateringx')).body).toBe('TERMINAL');
      const asset = await get('/assets/app-123.js');
      expect([asset.statusCode, asset.body]).toEqual([200, 'console.log(1)']);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await get('/assets/missing.js')).statusCode).toBe(404);
      expect((await get('/../../etc/passwd')).body).toBe('TERMINAL');
      await app.close();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
