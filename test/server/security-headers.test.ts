/**
 * Security headers (server/plugins/security-headers.ts) on every kind of answer: an API
 * envelope (success and refusal, signed or not), the built pages of the terminal and the
 * back office, /gateway/docs, /gateway/openapi.json, a calendar feed, a site photo, and
 * the 404s of the gateway, the media route and the pages; HSTS only when HSTS_MAX_AGE is set.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response as InjectResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarUrl } from '../../platform/contracts/message.contract';
import { sitePhotoUpload } from '../../platform/contracts/venue-extras.contract';
import { sceneList } from '../../platform/contracts/site.contract';
import { Code } from '../../platform/protocol/codes';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { DEMO, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
const dist = mkdtempSync(join(tmpdir(), 'venueflow-dist-'));

beforeAll(async () => {
  for (const app of ['terminal', 'admin', 'catering']) {
    mkdirSync(join(dist, app), { recursive: true });
    writeFileSync(join(dist, app, 'index.html'), `<!doctype html><title>${app}</title>`);
  }
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  server = await startTestServer({ app: { distDir: dist } });
  admin = (await server.login(DEMO.admin)).token;
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The headers every answer must carry, with the CSP's decisive directives. */
function expectSecurityHeaders(response: InjectResponse, what: string): void {
  const h = response.headers;
  const csp = String(h['content-security-policy'] ?? '');
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
  expect(directives.get('default-src'), what).toEqual(["'self'"]);
  expect(directives.get('script-src'), what).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(directives.get('object-src'), what).toEqual(["'none'"]);
  expect(csp, what).not.toMatch(/unsafe-eval/);
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('no-referrer');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['strict-transport-security'], what).toBeUndefined();
}

describe('security headers', () => {
  it('are on every kind of answer', async () => {
    const feed = await server.call(calendarUrl, undefined, { token: admin });
    const siteId = await server.idOf(sql`select id from site order by id limit 1`);
    const photo = await server.call(
      sitePhotoUpload,
      {
        siteId,
        name: 'p.png',
        contentType: 'image/png',
        data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56)]).toString(
          'base64',
        ),
      },
      { token: admin },
    );
    expect(photo.code).toBe(0);

    const envelope = await server.call(sceneList, {}, { token: admin });
    expect(envelope.code).toBe(0);
    const refused = await server.call(sceneList, {}, {});
    expect(refused.code).toBe(Code.TOKEN_INVALID);
    const unsigned = await server.inject({ method: 'GET', url: '/gateway/api/site/scene/list', sign: false });

    const answers: Array<[string, InjectResponse, number]> = [
      ['API envelope', envelope.response, 200],
      ['API refusal', refused.response, 401],
      ['unsigned API call', unsigned, 401],
      ['gateway 404', await server.inject({ method: 'GET', url: '/gateway/api/nothing' }), 404],
      ['terminal page', await server.app.inject({ method: 'GET', url: '/' }), 200],
      ['terminal route', await server.app.inject({ method: 'GET', url: '/my/bookings' }), 200],
      ['back office page', await server.app.inject({ method: 'GET', url: '/admin/' }), 200],
      ['catering app page', await server.app.inject({ method: 'GET', url: '/catering/login' }), 200],
      ['asset', await server.app.inject({ method: 'GET', url: '/assets/app-1234.js' }), 200],
      ['missing asset', await server.app.inject({ method: 'GET', url: '/assets/none.js' }), 404],
      ['page 404 (POST)', await server.app.inject({ method: 'POST', url: '/nothing' }), 404],
      ['API docs', await server.app.inject({ method: 'GET', url: '/gateway/docs' }), 200],
      ['OpenAPI', await server.app.inject({ method: 'GET', url: '/gateway/openapi.json' }), 200],
      ['calendar feed', await server.app.inject({ method: 'GET', url: feed.data.path }), 200],
      ['calendar 404', await server.app.inject({ method: 'GET', url: '/calendar/x.ics' }), 404],
      ['media', await server.app.inject({ method: 'GET', url: `/gateway/media/${photo.data.mediaId}` }), 200],
      ['media 404', await server.app.inject({ method: 'GET', url: '/gateway/media/99999' }), 404],
    ];
    for (const [what, response, status] of answers) {
      expect(response.statusCode, what).toBe(status);
      expectSecurityHeaders(response, what);
    }
  });

  it('send HSTS only when HSTS_MAX_AGE is set', async () => {
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', HSTS_MAX_AGE: '31536000' }),
      db: server.db,
      distDir: dist,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/gateway/openapi.json' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await app.close();
    }
  });
});
