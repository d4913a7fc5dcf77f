/**
 * The built pages as the server sends them (server/plugins/static-pages.ts): the build's
 * brotli or gzip copy when the browser accepts it (the plain file otherwise), always with
 * `Vary: Accept-Encoding`; hashed assets immutable for a year, index.html revalidated; the
 * security headers on compressed answers too.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const dist = mkdtempSync(join(tmpdir(), 'venueflow-dist-'));
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const PAGE = '<!doctype html><title>terminal</title><script type="module" src="/assets/app-1234.js"></script>';

/** Writes `file` with its `.br` and `.gz` copies, as the build does. */
function writeWithCopies(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  for (const app of ['terminal', 'admin', 'catering', 'assets']) mkdirSync(join(dist, app));
  writeWithCopies(join(dist, 'terminal', 'index.html'), PAGE);
  writeFileSync(join(dist, 'admin', 'index.html'), '<!doctype html><title>admin</title>');
  writeFileSync(join(dist, 'catering', 'index.html'), '<!doctype html><title>catering</title>');
  writeWithCopies(join(dist, 'assets', 'app-1234.js'), SCRIPT);
  // Below the build's size threshold: no copies.
  writeFileSync(join(dist, 'assets', 'tiny-1234.js'), 'console.log(1)');
  server = await startTestServer({ app: { distDir: dist } });
});

afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static pages', () => {
  it('sends a hashed asset as brotli, gzip or plain by Accept-Encoding, immutable for a year', async () => {
    const br = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect([br.statusCode, br.headers['content-encoding']]).toEqual([200, 'br']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['content-type']).toMatch(/javascript/);
    const gz = await get('/assets/app-1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-1234.js');
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, SCRIPT]);
    for (const answer of [br, gz, plain]) {
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('sends a file without copies as it is', async () => {
    const tiny = await get('/assets/tiny-1234.js', 'br, gzip');
    expect([tiny.statusCode, tiny.headers['content-encoding'], tiny.body]).toEqual([200, undefined, 'console.log(1)']);
  });

  it('sends the single-page fallback compressed, revalidated, with the security headers', async () => {
    for (const url of ['/', '/home', '/appointment/time?x=1']) {
      const page = await get(url, 'br');
      expect([url, page.statusCode, page.headers['content-encoding']]).toEqual([url, 200, 'br']);
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    }
    const admin = await get('/admin/reserveManage', 'br');
    expect([admin.headers['content-encoding'], admin.body]).toEqual([undefined, '<!doctype html><title>admin</title>']);
  });
});
