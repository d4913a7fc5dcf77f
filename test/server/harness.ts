/**
 * Test harness of the server suite: a fresh, migrated and seeded database per test server
 * — in-memory PGlite, or, when DATABASE_URL is set, a new PostgreSQL database
 * `vf_<random>` created from that connection and dropped afterwards — the app built on
 * it, and helpers that sign requests (platform/protocol/sign), log in and decode
 * envelopes (plain or encrypted). Requests go through `app.inject`.
 *
 * Migrating and seeding cost far more than the tests of most files, so a server with the
 * usual seed starts from a copy of the run's seeded template (./seeded-template.ts, the
 * project's global setup): `CREATE DATABASE … TEMPLATE` on PostgreSQL, the template's data
 * directory loaded into PGlite. A server that needs another seed (production password
 * cost, demo orders, its own SERVER_SECRET), or runs on another day in Asia/Shanghai than
 * the template's, or outside that setup, migrates and seeds its own database.
 */
import { addReserve } from '../../platform/contracts/reserve.contract';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions, Response as InjectResponse } from 'light-my-request';
import pg from 'pg';
import { inject } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { login as loginCall } from '../../platform/contracts/auth.contract';
import type { CallContract, CallInput, CallOutput } from '../../platform/contracts/define-call';
import { fillPath } from '../../platform/contracts/path-params';
import { decryptBody } from '../../platform/protocol/cipher';
import { signRequest, type SignedFields } from '../../platform/protocol/sign';
import type { Lang } from '../../platform/i18n/languages';
import { buildApp, type AppOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import { placeNamesOf } from '../../server/db/seed-place-names';
import type { ScryptCost } from '../../server/modules/auth/password.service';
import { takeUnlistedRefusals } from '../../server/plugins/refusal-check';
import type { SeededTemplate } from './seeded-template';

/** The demo accounts of the seed. */
export const DEMO = {
  admin: { account: 'admin', password: 'Admin@123' },
  booker: { account: 'booker', password: 'Booker@123' },
  approver: { account: 'approver', password: 'Approver@123' },
  catering: { account: 'catering', password: 'Catering@123' },
  coach: { account: 'coach', password: 'Coach@123' },
  member: { account: 'member', password: 'Member@123' },
} as const;

/** Options of one request through the harness. */
export interface CallOptions {
  token?: string;
  lang?: Lang;
  /** Signed fields to send instead of fresh ones; `false` sends none. */
  sign?: (SignedFields & { sign: string }) | false;
  /** Extra query parameters (sent as they are). */
  query?: Record<string, string>;
  /** A raw body instead of the JSON of the input (POST). */
  rawBody?: string;
  /** The client address the request comes from (default 127.0.0.1). */
  remoteAddress?: string;
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/** A decoded answer: HTTP status, the envelope and the raw response. */
export interface CallResult<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
  /** Whether the body arrived encrypted (text/plain). */
  encrypted: boolean;
  response: InjectResponse;
}

/** The running test server. */
export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: Config;
  driver: Database['driver'];
  /**
   * Calls a contract with a signed request; GET input goes to the query, POST input to the body,
   * the fields of `{name}` path segments URL-encoded into the path.
   */
  call<C extends CallContract>(
    contract: C,
    input?: CallInput<C>,
    options?: CallOptions,
  ): Promise<CallResult<CallOutput<C>>>;
  /** A raw inject with a fresh signature added to the query (unless `sign: false`). */
  inject(options: InjectOptions & { sign?: CallOptions['sign'] }): Promise<InjectResponse>;
  /**
   * Books as the terminal does: reads the site's notices and disclaimers
   * (/api/reserve/notices) with `options`' token and accepts them, then calls addReserve.
   */
  book(input: CallInput<typeof addReserve>, options?: CallOptions): Promise<CallResult<CallOutput<typeof addReserve>>>;
  /** Logs in and returns the token pair (fails the test when refused). */
  login(who: { account: string; password: string }): Promise<{ token: string; refreshToken: string }>;
  /** Runs SQL on the test database (for arranging and asserting). */
  query<T = Record<string, unknown>>(text: SQL): Promise<T[]>;
  /** The first row of `text`, or undefined. */
  one<T = Record<string, unknown>>(text: SQL): Promise<T | undefined>;
  /** The `id` column of the first row of `text` (fails the test when there is none). */
  idOf(text: SQL): Promise<number>;
  close(): Promise<void>;
}

/** Decodes an inject response into an envelope, decrypting text/plain bodies. */
export function decode<T>(response: InjectResponse, appKey: string): CallResult<T> {
  const encrypted = String(response.headers['content-type'] ?? '').startsWith('text/plain');
  const envelope = JSON.parse(encrypted ? decryptBody(response.body, appKey) : response.body);
  return {
    status: response.statusCode,
    code: envelope.code,
    msg: envelope.msg,
    data: envelope.data,
    encrypted,
    response,
  };
}

function toQuery(input: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>))
    if (v !== undefined) out[k] = String(v);
  return out;
}

/**
 * The PostgreSQL that tests needing one whatever the run (several processes on one
 * database) create their database on: DATABASE_URL, else the machine's local server.
 * Unreachable, such a test fails: it never skips.
 */
export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh PostgreSQL database `<prefix><random>` (prefix `vf_`) next to `baseUrl`'s, empty or a copy of the database
 * `template` (which must have no session open); returns its name, URL and how to drop it (with its sessions).
 */
export async function createPostgresDatabase(
  baseUrl: string,
  { prefix = 'vf_', template }: { prefix?: string; template?: string } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * scrypt cost of the password hashes of most test files: far below PASSWORD_COST, so that
 * the suite's many sign-ins stay fast. Files that test hashing, lockout or the upgrade of
 * old hashes start with `productionPasswordCost` (login-race.test.ts).
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/**
 * Settings of the test servers unless a file sets its own: request limits far above what
 * the suite sends from its one address (login-limits.test.ts tests the limits themselves).
 */
const TEST_ENV = { RATE_LIMIT_PER_ADDRESS: '100000', RATE_LIMIT_PER_ACCOUNT: '100000' };

/** The template's data-directory dump, read once per test file. */
let templateDump: Promise<Blob> | null = null;

/**
 * The run's seeded template when a server with these seed options may start from it (see the module comment),
 * else null.
 */
function usableTemplate(seedsOwn: boolean): SeededTemplate | null {
  if (seedsOwn) return null;
  const template = inject('seededTemplate');
  if (!template || template.seededOn !== shanghaiDate()) return null;
  return (process.env.DATABASE_URL ? template.postgresDatabase : template.pgliteDump) ? template : null;
}

/**
 * Starts a server on a fresh seeded database.
 * @param app overrides of buildApp's options (contracts, handlers, distDir …)
 * @param poolSize PostgreSQL pool size (concurrency tests want several connections)
 * @param env settings (environment variables of server/config.ts) over TEST_ENV
 * @param productionPasswordCost hash with PASSWORD_COST instead of TEST_PASSWORD_COST
 * @param demoOrders seed the demo meeting service orders too (their bookings, approvals and
 *   messages); off by default, so a file's bookings and counts start from a demo without bookings
 */
export async function startTestServer({
  app: overrides = {},
  poolSize = 10,
  env = {},
  productionPasswordCost = false,
  demoOrders = false,
}: {
  app?: Partial<AppOptions>;
  poolSize?: number;
  env?: Record<string, string>;
  productionPasswordCost?: boolean;
  demoOrders?: boolean;
} = {}): Promise<TestServer> {
  const template = usableTemplate(productionPasswordCost || demoOrders || 'SERVER_SECRET' in env);
  const baseUrl = process.env.DATABASE_URL || null;
  const created = baseUrl
    ? await createPostgresDatabase(baseUrl, { template: template?.postgresDatabase ?? undefined })
    : null;
  // The template's secret, or one of its own per server: no test writes ./data/server-secret.
  // DATABASE_URL picks the replay store's default (server/config.ts); REPLAY_STORE runs the suite on another.
  const loaded = loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...(created ? { DATABASE_URL: created.url } : {}),
    ...(process.env.REPLAY_STORE ? { REPLAY_STORE: process.env.REPLAY_STORE } : {}),
    SERVER_SECRET: template?.serverSecret ?? randomBytes(32).toString('base64url'),
    ...TEST_ENV,
    ...env,
  });
  const config: Config = {
    ...loaded,
    databaseUrl: created?.url ?? null,
    passwordCost: productionPasswordCost ? loaded.passwordCost : TEST_PASSWORD_COST,
  };
  if (template?.pgliteDump) templateDump ??= readFile(template.pgliteDump).then((bytes) => new Blob([bytes]));
  const database = await openDatabase({
    ...config,
    dataDir: null,
    poolSize,
    pgliteDump: template?.pgliteDump ? await templateDump! : undefined,
  });
  if (!template) await seed(database.db, config.passwordCost, config.serverSecret, { reserveOrders: demoOrders });
  const app = await buildApp({ config, db: database.db, settingsTtlMs: 0, distDir: '/nonexistent-dist', ...overrides });
  await app.ready();

  const inject: TestServer['inject'] = ({ sign, ...options }) => {
    const signed = sign === false ? {} : { ...(sign ?? signRequest(config.appId, config.appKey)) };
    const query = { ...signed, ...(options.query as Record<string, string> | undefined) };
    return app.inject({ ...options, query });
  };

  const call: TestServer['call'] = async (contract, input, options = {}) => {
    const headers: Record<string, string> = { version: '2.0.0', lang: options.lang ?? 'EN', ...options.headers };
    if (options.token) headers.token = options.token;
    const isGet = contract.method === 'GET';
    if (!isGet) headers['content-type'] = 'application/json';
    // Path parameters (`{id}`) go URL-encoded into the path, not into the query or body; a missing one is sent as
    // `{id}`, for the server to refuse (tests call every contract with an empty input).
    const { path, rest } = fillPath(contract.path, input, 'keep');
    const response = await inject({
      method: contract.method,
      url: `/gateway${path}`,
      headers,
      sign: options.sign,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      query: { ...(isGet ? toQuery(rest) : {}), ...options.query },
      ...(isGet ? {} : { payload: options.rawBody ?? JSON.stringify(rest ?? {}) }),
    });
    return decode(response, config.appKey);
  };

  const query = async <T>(text: SQL) => ((await database.db.execute(text)) as unknown as { rows: T[] }).rows;

  const book: TestServer['book'] = async (input, options = {}) => {
    const notices = await call(reserveNotices, { siteId: input.siteId }, options);
    const agreements = notices.code === 0 ? notices.data.map((n) => ({ id: n.id, version: n.version })) : [];
    return call(addReserve, { ...input, agreements }, options);
  };

  return {
    app,
    db: database.db,
    config,
    driver: database.driver,
    call,
    inject,
    book,
    login: async (who) => {
      const result = await call(loginCall, who);
      if (result.code !== 0) throw new Error(`login ${who.account} failed: ${result.code} ${result.msg}`);
      return result.data;
    },
    query,
    one: async <T>(text: SQL) => (await query<T>(text))[0],
    idOf: async (text: SQL) => {
      const [row] = await query<{ id: number | string }>(text);
      if (!row) throw new Error('idOf: no row');
      return Number(row.id);
    },
    close: async () => {
      await app.close();
      await database.close();
      await created?.drop();
      // A refusal with a code its contract does not list fails the file (server/plugins/refusal-check.ts).
      const unlisted = takeUnlistedRefusals();
      if (unlisted.length)
        throw new Error(`Refusals not listed in their contracts: ${unlisted.map((e) => e.message).join('; ')}`);
    },
  };
}

/** A started test server with the demo administrator's and booker's access tokens. */
export interface SignedInServer {
  server: TestServer;
  admin: string;
  booker: string;
}

/** Starts a test server (options as startTestServer) and signs in the demo administrator and booker. */
export async function startSignedIn(options?: Parameters<typeof startTestServer>[0]): Promise<SignedInServer> {
  const server = await startTestServer(options);
  return { server, admin: (await server.login(DEMO.admin)).token, booker: (await server.login(DEMO.booker)).token };
}

/**
 * Runs the statements of the migration whose file name ends with `suffix` (e.g. `_site-pages.sql`) on the
 * server's database, as drizzle's migrator would: a test of a data migration removes what the seed wrote and
 * checks that the migration brings it back, once.
 * @throws Error when no migration file ends with `suffix`
 */
export async function runMigrationFile(server: TestServer, suffix: string): Promise<void> {
  const dir = new URL('../../server/db/migrations/', import.meta.url);
  const file = readdirSync(dir).find((name) => name.endsWith(suffix));
  if (!file) throw new Error(`no migration ends with ${suffix}`);
  for (const statement of readFileSync(new URL(file, dir), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await server.query(sql.raw(statement));
  }
}

/**
 * Runs the statement of the club's migration (0035) that gives the roles `coach` and `member` what the role
 * `user` holds on the terminal: a database seeded before a terminal page's migration gets that page for
 * the club roles this way, once 0035 runs after it. Tests of older menu migrations run it after theirs.
 */
export async function grantClubRolesTheTerminalMenus(server: TestServer): Promise<void> {
  const dir = new URL('../../server/db/migrations/', import.meta.url);
  const file = readdirSync(dir).find((name) => name.endsWith('_club-people.sql'))!;
  const grants = readFileSync(new URL(file, dir), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.includes('"user_role"."code" = \'user\''));
  if (grants.length !== 1) throw new Error(`the club migration has ${grants.length} terminal grants, not 1`);
  await server.query(sql.raw(grants[0]));
}

/** The local date `YYYY-MM-DD` in Asia/Shanghai, `days` from now. */
export function shanghaiDate(days = 0): string {
  return new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** An ISO time on `date` in Asia/Shanghai, e.g. `at('2026-11-23', '10:00')` → `2026-11-23T10:00:00+08:00`. */
export function at(date: string, hhmm: string): string {
  return `${date}T${hhmm}:00+08:00`;
}

/** The next date (from tomorrow on) whose week day in Asia/Shanghai is `weekDay` (0 = Sunday). */
export function nextWeekDay(weekDay: number): string {
  for (let d = 1; d <= 7; d++) {
    const date = shanghaiDate(d);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === weekDay) return date;
  }
  throw new Error('unreachable');
}

export { sql };

/**
 * The site names a booking message stores for the demo site named `en` in English: `site` (simplified Chinese),
 * `siteEn`, `siteTc`.
 */
export function siteParams(en: string): { site: string; siteEn: string; siteTc: string } {
  const names = placeNamesOf(en);
  return { site: names.name, siteEn: names.nameEn, siteTc: names.nameTc };
}
