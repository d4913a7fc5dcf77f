/**
 * `INSPECT=ws` (server/inspection/): the server starts the Stately WebSocket inspector and
 * reports the reservation machine's steps to it. A WebSocket client — what the inspector
 * page is — receives a booking's cancellation as @statelyai/inspect events; the settings
 * refuse the inspector in production and with several workers.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { cancelReserveBatch } from '../../platform/contracts/reserve.contract';
import { ConfigError, loadConfig } from '../../server/config';
import { at, DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

/** A TCP port free right now (the inspector server takes a fixed port). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface InspectionMessage {
  type: string;
  sessionId: string;
  name?: string;
  definition?: string;
  _version?: string;
  event?: { type: string; now?: number };
  snapshot?: { value?: unknown; context?: { end?: number } };
}

let server: TestServer;
let port: number;

beforeAll(async () => {
  port = await freePort();
  server = await startTestServer({ env: { INSPECT: 'ws', INSPECT_PORT: String(port) } });
});
afterAll(async () => {
  await server?.close();
});

describe('INSPECT=ws', () => {
  it('sends a booking cancellation over the WebSocket as actor, event and snapshot', async () => {
    const booker = (await server.login(DEMO.booker)).token;
    const siteId = (await server.one<{ id: number }>(sql`select id from site where name_en = 'Badminton Court 5'`))!.id;
    const date = shanghaiDate(2);
    const booked = await server.book({ siteId, start: at(date, '18:00'), end: at(date, '19:00') }, { token: booker });
    expect([booked.code, booked.msg]).toEqual([0, 'ok']);
    const id = booked.data.id;

    const client = new WebSocket(`ws://localhost:${port}`);
    const messages: InspectionMessage[] = [];
    client.on('message', (data) => messages.push(JSON.parse(data.toString()) as InspectionMessage));
    await new Promise<void>((resolve, reject) => {
      client.once('open', () => resolve());
      client.once('error', reject);
    });

    expect(await server.call(cancelReserveBatch, { ids: [id] }, { token: booker })).toMatchObject({ code: 0 });
    const mine = () => messages.filter((m) => m.sessionId === `reservation:${id}`);
    await expect
      .poll(() => mine().map((m) => m.type), { timeout: 10_000 })
      .toEqual(['@xstate.actor', '@xstate.event', '@xstate.snapshot']);

    const [actor, event, snapshot] = mine();
    expect(actor).toMatchObject({ name: 'reservation', snapshot: { value: 'approved' } });
    expect(typeof actor._version).toBe('string');
    expect(JSON.parse(actor.definition!)).toMatchObject({ id: 'reservation', initial: 'pendingAudit' });
    expect(event.event?.type).toBe('reservation.cancel');
    expect(snapshot.snapshot).toMatchObject({ value: 'cancelled', context: { end: Date.parse(at(date, '19:00')) } });
    const [row] = await server.query<{ status: string }>(sql`select status from reservation where id = ${id}`);
    expect(row.status).toBe('cancelled');
    client.close();
  });
});

describe('INSPECT settings', () => {
  const base = { SERVER_SECRET: 'x'.repeat(40) };

  it('reads INSPECT=ws with its port, and nothing when unset or off', () => {
    expect(loadConfig({ ...base, INSPECT: 'ws', INSPECT_PORT: '9123' }).inspect).toEqual({ port: 9123 });
    expect(loadConfig({ ...base, INSPECT: 'ws' }).inspect).toEqual({ port: 8081 });
    expect(loadConfig({ ...base }).inspect).toBeNull();
    expect(loadConfig({ ...base, INSPECT: 'off' }).inspect).toBeNull();
    expect(() => loadConfig({ ...base, INSPECT: 'browser' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, INSPECT: 'ws', INSPECT_PORT: '70000' })).toThrow(/INSPECT_PORT/);
  });

  it('refuses the inspector in production and with several workers', () => {
    const production = { NODE_ENV: 'production', APP_KEY: 'k'.repeat(40), SERVER_SECRET: 's'.repeat(40) };
    expect(() => loadConfig({ ...production, INSPECT: 'ws' })).toThrow(/INSPECT=ws is for development/);
    expect(loadConfig({ ...production, INSPECT: 'off' }).inspect).toBeNull();
    const clustered = { ...base, INSPECT: 'ws', WORKERS: '2', DATABASE_URL: 'postgres://x@y/z' };
    expect(() => loadConfig(clustered)).toThrow(/WORKERS=1/);
  });
});
