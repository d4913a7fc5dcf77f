/**
 * The replay guard's stores (server/plugins/replay-guard.ts, DESIGN.md §4): each accepts a nonce
 * once and refuses the replay; the table and Redis are shared by every server on them (two
 * applications on one database, two connections to one Redis); the memory store forgets after its
 * window and refuses what was signed before it started; Redis out of reach refuses requests
 * (SERVICE_UNAVAILABLE) rather than accepting them, and stops a start.
 *
 * Real parts: the test database (PGlite, or PostgreSQL with DATABASE_URL) and the Redis at
 * REDIS_URL (default redis://127.0.0.1:6379), reached directly and through a TCP relay that the
 * tests cut.
 */
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '@redis/client';
import { systemConfig } from '../../platform/contracts/auth.contract';
import { Code } from '../../platform/protocol/codes';
import { AppError } from '../../platform/protocol/envelope';
import { makeNonce, signRequest, SIGN_WINDOW_MS } from '../../platform/protocol/sign';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { NONCE_RETENTION_MS } from '../../server/plugins/replay-guard';
import { MemoryReplayGuard } from '../../server/plugins/replay-memory';
import { connectReplayRedis, type RedisReplayGuard } from '../../server/plugins/replay-redis';
import { TableReplayGuard } from '../../server/plugins/replay-table';
import { decode, sql, startTestServer, type TestServer } from './harness';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** This run's keys in the shared Redis, removed after. */
const PREFIX = `venueflow-test:${randomUUID()}:`;

let server: TestServer;
const closing: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  server = await startTestServer({ env: { REPLAY_STORE: 'table' } });
});
afterAll(async () => {
  for (const close of closing.reverse()) await close();
  const admin = await createClient({ url: REDIS_URL }).connect();
  const keys = await admin.keys(`${PREFIX}*`);
  if (keys.length) await admin.del(keys);
  await admin.close();
  await server?.close();
});

const failOnError = (err: unknown) => {
  throw err;
};

/** A Redis store of this run (closed after the file). */
async function redisGuard(url = REDIS_URL, onError: (err: unknown) => void = failOnError): Promise<RedisReplayGuard> {
  const guard = await connectReplayRedis({ url, onError, keyPrefix: PREFIX });
  closing.push(() => guard.close());
  return guard;
}

/** Another application on the test database with `replay` (closed after the file). */
async function appWith(replay: Config['replay']): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...server.config, replay },
    db: server.db,
    settingsTtlMs: 0,
    distDir: '/nonexistent-dist',
  });
  closing.push(() => app.close());
  return app;
}

/** The code answering systemConfig on `app`, signed with `signed`. */
async function codeOf(app: FastifyInstance, signed: ReturnType<typeof signRequest>): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: `/gateway${systemConfig.path}`,
    headers: { version: '2.0.0', lang: 'EN' },
    query: { ...signed, timeStamp: String(signed.timeStamp) },
  });
  return decode(response, server.config.appKey).code;
}

describe('memory store', () => {
  it('accepts a nonce once and refuses the replay', async () => {
    const guard = new MemoryReplayGuard();
    const now = new Date();
    expect(await guard.claim('n1', now)).toBe(true);
    expect(await guard.claim('n1', now)).toBe(false);
    expect(await guard.claim('n2', now)).toBe(true);
  });

  it('refuses the replay for the whole retention, forgets it after, and keeps only the recent nonces', async () => {
    const t0 = Date.UTC(2026, 0, 1, 8, 0, 30);
    const guard = new MemoryReplayGuard(t0);
    expect(await guard.claim('early', new Date(t0))).toBe(true);
    // Each minute of the retention: the replay is still refused.
    for (let ms = 60_000; ms <= NONCE_RETENTION_MS; ms += 60_000) {
      expect([ms, await guard.claim('early', new Date(t0 + ms))]).toEqual([ms, false]);
    }
    expect(await guard.claim('late', new Date(t0 + NONCE_RETENTION_MS))).toBe(true);
    expect(guard.size).toBe(2);
    // Two one-minute buckets past the retention, the first nonce is gone; the later one stays.
    const after = new Date(t0 + NONCE_RETENTION_MS + 2 * 60_000);
    expect(await guard.claim('other', after)).toBe(true);
    expect(guard.size).toBe(2);
    expect(await guard.claim('late', after)).toBe(false);
    expect(await guard.claim('early', after)).toBe(true);
  });

  it('through the gateway: refuses a request signed before the store started as stale, and replays', async () => {
    const app = await appWith({ store: 'memory' });
    const started = Date.now();
    const before = signRequest(server.config.appId, server.config.appKey, started - 60_000);
    expect(await codeOf(app, before)).toBe(Code.SIGN_STALE);
    const fresh = signRequest(server.config.appId, server.config.appKey);
    expect(await codeOf(app, fresh)).toBe(0);
    expect(await codeOf(app, fresh)).toBe(Code.SIGN_REPLAYED);
    // The table store of the file's server still takes the earlier stamp (within the window):
    // only a memory that began after it refuses it.
    expect(await codeOf(server.app, before)).toBe(0);
  });

  it('a restarted memory store refuses what was accepted before the restart', async () => {
    const first = await appWith({ store: 'memory' });
    await new Promise((r) => setTimeout(r, 5));
    const signed = signRequest(server.config.appId, server.config.appKey);
    expect(await codeOf(first, signed)).toBe(0);
    await new Promise((r) => setTimeout(r, 5));
    const restarted = await appWith({ store: 'memory' });
    expect(await codeOf(restarted, signed)).toBe(Code.SIGN_STALE);
  });
});

describe('table store', () => {
  it('accepts a nonce once; two stores and two applications on one database share the refusals', async () => {
    const a = new TableReplayGuard(server.db, failOnError);
    const b = new TableReplayGuard(server.db, failOnError);
    const nonce = makeNonce();
    expect(await a.claim(nonce, new Date())).toBe(true);
    expect(await a.claim(nonce, new Date())).toBe(false);
    expect(await b.claim(nonce, new Date())).toBe(false);
    expect(await server.query(sql`select nonce from api_nonce where nonce = ${nonce}`)).toEqual([{ nonce }]);

    const other = await appWith({ store: 'table' });
    const signed = signRequest(server.config.appId, server.config.appKey);
    expect(await codeOf(server.app, signed)).toBe(0);
    expect(await codeOf(other, signed)).toBe(Code.SIGN_REPLAYED);
  });

  it('is unlogged (no WAL per request), and forgets a nonce after the retention', async () => {
    expect(await server.query(sql`select relpersistence from pg_class where relname = 'api_nonce'`)).toEqual([
      { relpersistence: 'u' },
    ]);
    const nonce = makeNonce();
    const now = Date.now();
    expect(
      await new TableReplayGuard(server.db, failOnError).claim(nonce, new Date(now - NONCE_RETENTION_MS - 1)),
    ).toBe(true);
    // A fresh store prunes on its first claim (in the background).
    const pruner = new TableReplayGuard(server.db, failOnError);
    expect(await pruner.claim(makeNonce(), new Date(now))).toBe(true);
    await vi.waitFor(async () =>
      expect(await server.query(sql`select nonce from api_nonce where nonce = ${nonce}`)).toEqual([]),
    );
    expect(await pruner.claim(nonce, new Date(now))).toBe(true);
  });
});

/** A TCP relay to Redis that the test can cut and restore. */
async function relayToRedis(): Promise<{ url: string; cut(): Promise<void>; restore(): Promise<void> }> {
  const target = new URL(REDIS_URL);
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => s.destroy());
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const port = (relay.address() as net.AddressInfo).port;
  closing.push(() => new Promise((resolve) => relay.close(resolve)));
  const url = new URL(REDIS_URL);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    cut: async () => {
      const closed = new Promise((resolve) => relay.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: () => new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve)),
  };
}

describe('redis store', () => {
  it('accepts a nonce once; two connections share the refusals; Redis expires it after the retention', async () => {
    const [a, b] = [await redisGuard(), await redisGuard()];
    const nonce = makeNonce();
    expect(await a.claim(nonce, new Date())).toBe(true);
    expect(await a.claim(nonce, new Date())).toBe(false);
    expect(await b.claim(nonce, new Date())).toBe(false);
    const admin = await createClient({ url: REDIS_URL }).connect();
    closing.push(() => admin.close());
    const ttl = await admin.pTTL(`${PREFIX}${nonce}`);
    expect(ttl).toBeGreaterThan(NONCE_RETENTION_MS - SIGN_WINDOW_MS);
    expect(ttl).toBeLessThanOrEqual(NONCE_RETENTION_MS);
  });

  it('two applications on one Redis share the refusals', async () => {
    const replay = { store: 'redis', redisUrl: REDIS_URL } as const;
    const [one, two] = [await appWith(replay), await appWith(replay)];
    const signed = signRequest(server.config.appId, server.config.appKey);
    expect(await codeOf(one, signed)).toBe(0);
    expect(await codeOf(two, signed)).toBe(Code.SIGN_REPLAYED);
    expect(await codeOf(one, signed)).toBe(Code.SIGN_REPLAYED);
  });

  it('refuses requests while Redis is out of reach, logs it, and accepts again once it is back', async () => {
    const relay = await relayToRedis();
    const logged: unknown[] = [];
    const guard = await redisGuard(relay.url, (err) => logged.push(err));
    expect(await guard.claim(makeNonce(), new Date())).toBe(true);
    await relay.cut();
    const refused = await guard.claim(makeNonce(), new Date()).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(Code.SERVICE_UNAVAILABLE);
    const loggedFirst = logged.length;
    expect(loggedFirst).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) {
      await expect(guard.claim(makeNonce(), new Date())).rejects.toMatchObject({ code: Code.SERVICE_UNAVAILABLE });
    }
    // One line for the refused claims of an outage, one for the lost connection: not one per request.
    expect(logged.length).toBeLessThanOrEqual(Math.max(loggedFirst, 2));
    await relay.restore();
    const nonce = makeNonce();
    await vi.waitFor(async () => expect(await guard.claim(nonce, new Date()).catch(() => 'down')).toBe(true), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await guard.claim(nonce, new Date())).toBe(false);
  });

  it('a start with Redis out of reach fails, naming REDIS_URL', async () => {
    const relay = await relayToRedis();
    await relay.cut();
    await expect(connectReplayRedis({ url: relay.url, onError: failOnError })).rejects.toThrow(
      /^REPLAY_STORE=redis: cannot reach Redis at REDIS_URL redis:\/\/127\.0\.0\.1:\d+ /,
    );
  });
});
