/**
 * The browser's booking checkout (ui/booking-checkout over machines/booking-checkout)
 * against the real server: when the answer to a booking is lost after the server stored
 * it (the connection drops), the retry sends the same idempotency key, gets the first
 * answer back, and the booker ends with exactly one reservation — the quick wizard used
 * to make a new key per attempt and booked twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { actorInspection } from '../../machines/inspection';
import { CLIENT_CODES, createApiClient } from '../../platform/http/api-client';
import { createBookingCheckout } from '../../ui/booking-checkout';
import { at, DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
let court: number;
let bookerId: number;

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.login(DEMO.booker)).token;
  court = await server.idOf(sql`select id from site where name_en = 'Badminton Court 5'`);
  bookerId = await server.idOf(sql`select id from sys_user where account = ${DEMO.booker.account}`);
});
afterAll(async () => {
  await server?.close();
});

/** Paths whose next answer is lost on the way back: the server has run the call, the browser sees a network failure. */
const loseNextAnswer = new Set<string>();

/** A `fetch` that hands the browser's requests to the test server (they are signed by the api client already). */
async function serverFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const response = await server.inject({
    method: request.method as 'GET' | 'POST',
    url: `${url.pathname}${url.search}`,
    headers,
    ...(request.method === 'POST' ? { payload: await request.text() } : {}),
    sign: false,
  });
  const path = url.pathname.replace(/^\/gateway/, '');
  if (loseNextAnswer.delete(path)) throw new TypeError('Failed to fetch');
  const answerHeaders = new Headers();
  for (const [name, value] of Object.entries(response.headers))
    if (value !== undefined) answerHeaders.set(name, String(value));
  return new Response(response.body, { status: response.statusCode, headers: answerHeaders });
}

describe('booking checkout against the server', () => {
  it('retries a booking whose answer was lost with the same key and stores one reservation', async () => {
    const api = createApiClient({
      baseUrl: 'http://venueflow.test/gateway',
      appId: server.config.appId,
      appKey: server.config.appKey,
      getToken: () => token,
      getLang: () => 'EN',
      onSessionInvalid: async () => false,
      onSessionRevoked: () => undefined,
      notify: () => undefined,
      fetch: serverFetch,
    });
    const checkout = createBookingCheckout(
      () => api,
      () => ({ extra: { quick: true } }),
    );
    const date = shanghaiDate(1);
    const request = { siteId: court, start: at(date, '14:00'), end: at(date, '15:00') };
    const actor = createActor(checkout.machine, { input: { request }, inspect: actorInspection }).start();
    await waitFor(actor, (s) => s.matches('fillingForm'));

    loseNextAnswer.add('/api/reserve/addReserve');
    actor.send({ type: 'form.submit' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.errorCode).toBe(CLIENT_CODES.NETWORK);
    // The server did book: the answer only got lost.
    const booked = sql`site_id = ${court} and user_id = ${bookerId} and status <> 'cancelled'`;
    const count = async () =>
      (await server.query<{ n: number }>(sql`select count(*)::int as n from reservation where ${booked}`))[0].n;
    expect(await count()).toBe(1);

    actor.send({ type: 'retry' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toMatchObject({ outcome: 'booked', reservation: { siteId: court, start: expect.any(String) } });
    expect(await count()).toBe(1);
    const keys = await server.query<{ n: number }>(
      sql`select count(*)::int as n from idempotency_key
          where user_id = ${bookerId} and path = '/api/reserve/addReserve'`,
    );
    expect(keys[0].n).toBe(1);
    const [row] = await server.query<{ kind: string }>(sql`select kind from reservation where ${booked}`);
    expect(row.kind).toBe('quick');
  });
});
