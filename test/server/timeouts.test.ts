/**
 * Slow and stalled clients are cut off (REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS,
 * server/app.ts): on a listening server with short deadlines, a raw TCP client that
 * trickles its headers forever, one that never finishes its body, and one that connects
 * and says nothing each see their connection closed by the server — while a normal
 * request on the same server is answered. No wall-clock assertion: the test's own timeout
 * is the bound (before these settings, the server waited for ever).
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest } from '../../platform/protocol/sign';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  server = await startTestServer();
  const config = loadConfig({ LOG_LEVEL: 'silent', REQUEST_TIMEOUT_MS: '600', CONNECTION_TIMEOUT_MS: '1500' });
  app = await buildApp({ config, db: server.db, settingsTtlMs: 0, distDir: '/nonexistent-dist' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await server?.close();
});

/** Opens a raw connection; resolves with everything the server sent once it closes the connection. */
function rawClient(write: (socket: Socket) => void): { closed: Promise<string>; socket: Socket } {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  const closed = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(received));
    socket.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
  });
  socket.on('connect', () => write(socket));
  return { closed, socket };
}

describe('timeouts', () => {
  it('answer a normal request', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/gateway/openapi.json`);
    expect(response.status).toBe(200);
  });

  it('cut off a client that sends its headers slowly, for ever', { timeout: 20_000 }, async () => {
    let timer: NodeJS.Timeout | undefined;
    const { closed } = rawClient((socket) => {
      socket.write('GET /gateway/openapi.json HTTP/1.1\r\nHost: localhost\r\n');
      let n = 0;
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(`X-Slow-${n++}: a\r\n`);
      }, 100);
    });
    try {
      expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(timer);
    }
  });

  it('cut off a client that never finishes its body', { timeout: 20_000 }, async () => {
    // Signed, so the gateway's signature check passes and the body is awaited.
    const query = new URLSearchParams(
      Object.entries(signRequest(server.config.appId, server.config.appKey)).map(([k, v]) => [k, String(v)]),
    );
    const { closed } = rawClient((socket) => {
      socket.write(
        `POST /gateway/system/login/accessToken?${query} HTTP/1.1\r\nHost: localhost\r\n` +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"account":',
      );
    });
    expect(await closed).toMatch(/^(HTTP\/1\.1 408 |$)/);
  });

  it('close a connection that says nothing', { timeout: 20_000 }, async () => {
    const { closed, socket } = rawClient(() => {});
    await closed;
    expect(socket.destroyed).toBe(true);
  });
});
