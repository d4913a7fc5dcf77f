/**
 * Refusals per call (docs/api-protocol.md): every contract lists the codes it may refuse
 * with, OpenAPI shows them with their HTTP status and message key, and a handler that
 * refuses with a code its contract does not list is reported — logged with the call's path
 * and code, and under the test runner answered SERVER_ERROR and kept for the harness, which
 * fails the file when its test server closes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { allContracts, defineCall } from '../../platform/contracts/index';
import { addReserve } from '../../platform/contracts/reserve.contract';
import { Code, httpStatusOf } from '../../platform/protocol/codes';
import { AppError } from '../../platform/protocol/envelope';
import { COMMON_REFUSALS } from '../../platform/protocol/refusals';
import { signRequest } from '../../platform/protocol/sign';
import { buildApp } from '../../server/app';
import { allHandlers } from '../../server/modules/index';
import { handle } from '../../server/plugins/call-handler';
import { operationIdOf } from '../../server/plugins/openapi';
import { checkRefusal, takeUnlistedRefusals, UnlistedRefusalError } from '../../server/plugins/refusal-check';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface RefusalDoc {
  code: number;
  name: string;
  status: number;
  messageKey: string;
  message: string;
}

describe('refusals in the contracts', () => {
  it('every call declares its own refusals, none of them a common one', () => {
    for (const c of allContracts) {
      expect(Array.isArray(c.errors), `${c.method} ${c.path} lists no errors`).toBe(true);
      for (const code of c.errors ?? []) expect(COMMON_REFUSALS, `${c.path} lists ${code}`).not.toContain(code);
    }
  });

  it("OpenAPI shows each call's listed codes with their HTTP status and message key", async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/gateway/openapi.json' })).json();
    for (const c of allContracts) {
      const operation = doc.paths[`/gateway${c.path}`][c.method.toLowerCase()];
      expect(operation.operationId).toBe(operationIdOf(c));
      const listed = operation['x-errors'] as RefusalDoc[];
      expect(listed.map((r) => r.code)).toEqual(c.errors);
      for (const r of listed) {
        expect(r.status).toBe(httpStatusOf(r.code));
        expect(r.messageKey).toBe(`errors:${r.code}`);
        expect(operation.responses[String(r.status)].description).toContain(`${r.code} ${r.name}`);
      }
    }
    const booking = doc.paths['/gateway/api/reserve/addReserve'].post;
    const taken = (booking['x-errors'] as RefusalDoc[]).find((r) => r.code === Code.SLOT_TAKEN);
    expect(taken).toMatchObject({ name: 'SLOT_TAKEN', status: 409, messageKey: `errors:${Code.SLOT_TAKEN}` });
    expect(taken!.message.length).toBeGreaterThan(0);
    expect(booking.description).toContain(`SLOT_TAKEN (${Code.SLOT_TAKEN})`);
    expect(addReserve.errors).toContain(Code.SLOT_TAKEN);
    expect((doc['x-common-errors'] as RefusalDoc[]).map((r) => r.code)).toEqual(COMMON_REFUSALS);
  });
});

describe('a refusal the contract does not list', () => {
  const probe = defineCall({
    method: 'GET',
    path: '/api/test/refusal',
    access: 'public',
    summary: 'test',
    input: z.object({ code: z.coerce.number().int() }),
    output: z.null(),
    errors: [Code.SITE_NOT_FOUND],
  });
  const lines: string[] = [];

  async function call(code: number) {
    const app = await buildApp({
      config: { ...server.config, logLevel: 'info' },
      db: server.db,
      contracts: [...allContracts, probe],
      handlers: [
        ...allHandlers,
        handle(probe, async (input) => {
          throw new AppError(input.code as never);
        }),
      ],
      logStream: {
        write: (line) => {
          lines.push(line);
        },
      },
    });
    try {
      const signed = new URLSearchParams(signRequest(server.config.appId, server.config.appKey) as never).toString();
      return (await app.inject({ method: 'GET', url: `/gateway/api/test/refusal?${signed}&code=${code}` })).json();
    } finally {
      await app.close();
    }
  }
  const reports = () => lines.map((l) => JSON.parse(l)).filter((l) => l.level === 50 && l.path === probe.path);

  it('is answered SERVER_ERROR under the test runner and logged as an error with the path and code', async () => {
    lines.length = 0;
    const answer = await call(Code.SLOT_TAKEN);
    expect(answer.code).toBe(Code.SERVER_ERROR);
    expect(reports()).toEqual([
      expect.objectContaining({
        path: '/api/test/refusal',
        code: Code.SLOT_TAKEN,
        codeName: 'SLOT_TAKEN',
        msg: expect.stringContaining('GET /api/test/refusal refused with SLOT_TAKEN'),
      }),
    ]);
    // Kept for the harness, which fails the file on close: collected here, as this one was meant.
    expect(takeUnlistedRefusals().map((e) => [e.contract.path, e.code])).toEqual([
      ['/api/test/refusal', Code.SLOT_TAKEN],
    ]);
  });

  it('passes a listed code and a common one through, unreported', async () => {
    lines.length = 0;
    expect((await call(Code.SITE_NOT_FOUND)).code).toBe(Code.SITE_NOT_FOUND);
    expect((await call(Code.RATE_LIMITED)).code).toBe(Code.RATE_LIMITED);
    expect(reports()).toEqual([]);
    expect(takeUnlistedRefusals()).toEqual([]);
  });

  it('in production (mode log) is only logged: the refusal itself is answered', () => {
    const logged: unknown[] = [];
    const log = {
      error: (fields: unknown, msg: string) => logged.push({ fields, msg }),
    } as unknown as FastifyBaseLogger;
    expect(() => checkRefusal(probe, Code.SLOT_TAKEN, log, 'log')).not.toThrow();
    expect(() => checkRefusal(probe, Code.SLOT_TAKEN, log, 'fail')).toThrow(UnlistedRefusalError);
    expect(logged).toHaveLength(2);
    expect(takeUnlistedRefusals()).toHaveLength(1);
    expect(logged[0]).toMatchObject({ fields: { path: '/api/test/refusal', code: Code.SLOT_TAKEN } });
  });
});
