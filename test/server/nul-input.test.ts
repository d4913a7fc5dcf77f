/**
 * A NUL character (U+0000) in any string input is refused at the gateway as BAD_REQUEST
 * naming the field (server/plugins/gateway.ts, platform/validation/nul-character.ts) —
 * PostgreSQL cannot store it, and before the check it answered a server error.
 *
 * A fuzz test built from every contract: a small valid-looking input is derived from the
 * contract's zod schema (enums, formats and patterns satisfied by trying candidates), then
 * sent once per string field — query values of GET calls, every string at any depth of a
 * POST body, array elements and record keys included — with a NUL in that field, as the
 * signed-in administrator (so access passes). Every answer must be 1000400 naming the
 * field, never a server error, and no table may have gained or lost a row. Headers with
 * a NUL or control characters (token, lang, user-agent, Idempotency-Key) never fail either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allContracts, type CallContract } from '../../platform/contracts/index';
import { login } from '../../platform/contracts/auth.contract';
import { sceneList } from '../../platform/contracts/site.contract';
import { Code } from '../../platform/protocol/codes';
import { DEMO, sql, startTestServer, type TestServer } from './harness';
import { tableFigures } from './table-figures';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
});
afterAll(async () => server?.close());

type Path = Array<string | number>;
/** A zod schema's internals, as far as this walk reads them (zod 4). */
type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Strings tried, in order, for a string schema with checks (formats, patterns, lengths). */
const STRING_CANDIDATES = [
  'x',
  'Sample',
  '2026-12-01',
  '08:00',
  '2026-12-01T10:00:00+08:00',
  '2026-12-01T10:00:00.000Z',
  'MON',
  'Abcdef@1',
  'a@b.cn',
  '13800138000',
  'https://example.cn/x',
  '00000000-0000-4000-8000-000000000000',
  'ABC',
  '1',
  'abc:def:ghi',
  'Asia/Shanghai',
  '#123456',
  'x'.repeat(8),
  'x'.repeat(32),
  '110101199003078515',
  'aGVsbG8=',
];

/**
 * A sample value of `schema`, and the paths of its string leaves (where a NUL goes). Optional
 * and nullable fields get a value too, so their strings are reached.
 */
function sample(schema: z.ZodType, path: Path, strings: Path[]): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sample(def.innerType as z.ZodType, path, strings);
    case 'pipe':
      return sample(def.in as z.ZodType, path, strings);
    case 'lazy':
      return sample((def.getter as () => z.ZodType)(), path, strings);
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, sample(s, [...path, k], strings)]));
    }
    case 'array':
      return [sample(def.element as z.ZodType, [...path, 0], strings)];
    case 'tuple':
      return (def.items as z.ZodType[]).map((s, i) => sample(s, [...path, i], strings));
    case 'record': {
      const key = String(sample(def.keyType as z.ZodType, path, []) ?? 'k');
      strings.push([...path, `${key}\u0000`]); // a NUL in a record key is named by the key
      return { [key]: sample(def.valueType as z.ZodType, [...path, key], strings) };
    }
    case 'union': {
      const options = def.options as z.ZodType[];
      return sample(options.find((o) => !['null', 'undefined'].includes(defOf(o).type)) ?? options[0], path, strings);
    }
    case 'intersection':
      return {
        ...(sample(def.left as z.ZodType, path, strings) as object),
        ...(sample(def.right as z.ZodType, path, strings) as object),
      };
    case 'enum':
      strings.push(path);
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal': {
      const value = (def.values as unknown[])[0];
      if (typeof value === 'string') strings.push(path);
      return value;
    }
    case 'string':
    case 'template_literal': {
      strings.push(path);
      return STRING_CANDIDATES.find((c) => schema.safeParse(c).success) ?? 'x';
    }
    case 'number':
    case 'int':
    case 'bigint':
      return [1, 0, 10, 100, 2026].find((n) => schema.safeParse(n).success) ?? 1;
    case 'boolean':
      return false;
    case 'date':
      return new Date('2026-12-01T02:00:00Z');
    default:
      return null;
  }
}

/** `value` with `path` set (a string gains a NUL; a key ending in NUL replaces its plain twin). */
function withNul(value: unknown, path: Path): unknown {
  if (!path.length) return `${String(value)}\u0000`;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? withNul(v, rest) : v));
  const record = { ...(value as Record<string, unknown>) };
  if (typeof head === 'string' && head.endsWith('\u0000') && !rest.length) {
    const plain = head.slice(0, -1);
    record[head] = record[plain];
    delete record[plain];
    return record;
  }
  record[head] = withNul(record[head], rest);
  return record;
}

/**
 * Row counts of every table but the signature nonces and the request-limit counters (which every signed, limited
 * request adds to).
 */
const rowCounts = () => tableFigures(server, 'rows', new Set(['api_nonce', 'rate_limit']));

/** The cases of one contract: its sample input with a NUL at each string path. */
function casesOf(contract: CallContract): Array<{ field: string; input: unknown }> {
  const strings: Path[] = [];
  const input = sample(contract.input, [], strings);
  if (!input || typeof input !== 'object') return [];
  // A query carries strings only: every GET field is a string on the wire.
  const paths = contract.method === 'GET' ? Object.keys(input).map((k) => [k]) : strings;
  return paths.map((p) => ({
    field: p.map((s) => String(s).replace('\u0000', '\\0')).join('.'),
    input: withNul(input, p),
  }));
}

describe('a NUL character in the input', () => {
  it('is refused as BAD_REQUEST naming the field, by every call, and stores nothing', async () => {
    const before = await rowCounts();
    const failures: string[] = [];
    let cases = 0;
    for (const contract of allContracts) {
      for (const { field, input } of casesOf(contract)) {
        cases++;
        const result = await server.call(contract, input as never, { token: admin, lang: 'EN' });
        const what = `${contract.method} ${contract.path} ${field}: ${result.status} ${result.code} ${result.msg}`;
        if (result.code !== Code.BAD_REQUEST || !result.msg.includes(`${field}: must not contain a NUL character`))
          failures.push(what);
      }
    }
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThan(200);
    expect(await rowCounts()).toEqual(before);
  });

  it("is named in the caller's language, with the field in the details", async () => {
    const result = await server.call(login, { account: 'admin\u0000', password: 'x' }, { lang: 'CN' });
    expect(result.code).toBe(Code.BAD_REQUEST);
    expect(result.msg).toBe('请求参数有误：account：不能包含空字符（U+0000）');
    expect(result.data).toEqual([{ path: ['account'], message: 'account：不能包含空字符（U+0000）' }]);
    const query = await server.call(sceneList, undefined, { token: admin, query: { keyword: 'a\u0000' } });
    expect(query.code).toBe(Code.BAD_REQUEST);
  });
});

describe('headers with a NUL or control characters', () => {
  it('never fail the call and store nothing odd', async () => {
    const before = await rowCounts();
    for (const bad of ['a\u0000b', '\u0001\u001f\u007f', 'EN\u0000']) {
      const byToken = await server.call(sceneList, {}, { headers: { token: bad } });
      expect(byToken.code).toBe(Code.TOKEN_INVALID);
      const byLang = await server.call(sceneList, {}, { token: admin, headers: { lang: bad } });
      expect(byLang.code).toBe(0);
      const byKey = await server.call(sceneList, {}, { token: admin, headers: { 'idempotency-key': bad } });
      expect(byKey.code).toBe(0);
    }
    expect(await rowCounts()).toEqual(before);
    // A login (which writes the login log, with the user agent) with a NUL in the user agent.
    const signedIn = await server.call(login, DEMO.admin, { headers: { 'user-agent': 'agent\u0000x\u0001' } });
    expect(signedIn.code).toBe(0);
    const refused = await server.call(
      login,
      { account: 'admin', password: 'Wrong@123' },
      { headers: { 'user-agent': 'agent\u0000x' } },
    );
    expect(refused.code).toBe(Code.LOGIN_FAILED);
    const agents = await server.query<{ user_agent: string }>(
      sql`select user_agent from login_log order by id desc limit 2`,
    );
    expect(agents.map((a) => a.user_agent)).toEqual(['agentx', 'agentx']);
  });
});
