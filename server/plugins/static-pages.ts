/**
 * The production-built pages (DESIGN.md §1): files of `dist/` as they are — the build's brotli
 * or gzip copy beside a file (`.br`, `.gz`, vite.config.ts) when the browser accepts it, with
 * `Vary: Accept-Encoding` —, hashed `/assets/*` cached for a year as immutable
 * (`public, max-age=31536000, immutable`: a new build names new files), the pages' index.html
 * `no-cache` (revalidated, so a new build is seen at once); `/admin` and `/admin/*` → the back office's
 * index.html, `/catering/` and `/catering/*` → the catering admin app's, any other path —
 * the bare `/catering` too, the conference-centre terminal's catering page (spec §2
 * variant 5) — → the terminal's index.html (single-page apps route themselves). Without a build, a plain
 * page says how to make one.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Venueflow</title></head>
<body><h1>The pages are not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds
when needed), then reload. The API is up under <a href="/gateway/docs">/gateway/docs</a>.</p></body></html>`;

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The dist file that answers `pathname` (relative to `distDir`), or null for the SPA fallback. */
function distFileOf(distDir: string, pathname: string): string | null {
  const file = path.normalize(path.join(distDir, pathname));
  if (!file.startsWith(distDir + path.sep) || !isFile(file)) return null;
  return path.relative(distDir, file);
}

/** The apps served under their own path prefix (DESIGN.md §1); every other path is the terminal's. */
const PREFIXED_APPS = ['admin', 'catering'] as const;
type App = 'terminal' | (typeof PREFIXED_APPS)[number];

/** Prefixed apps whose bare path (no trailing slash) is a terminal page: `/catering` of variant 5. */
const BARE_PATH_IS_TERMINAL: ReadonlySet<App> = new Set(['catering']);

/** The app whose index.html answers `pathname` (SPA fallback). */
function appOf(pathname: string): App {
  return (
    PREFIXED_APPS.find(
      (app) => (pathname === `/${app}` && !BARE_PATH_IS_TERMINAL.has(app)) || pathname.startsWith(`/${app}/`),
    ) ?? 'terminal'
  );
}

function sendIndex(reply: FastifyReply, app: App): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile(`${app}/index.html`, { cacheControl: false });
}

/** Registers `sendFile` and the root not-found handler that serves the pages. */
export async function registerStaticPages(app: FastifyInstance, distDir: string): Promise<void> {
  const root = path.resolve(distDir);
  await app.register(fastifyStatic, { root, serve: false, suppressWarning: true, preCompressed: true });
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(404).type('text/plain').send('Not found');
    if (!existsSync(path.join(root, 'terminal', 'index.html'))) {
      return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    } catch {
      return reply.code(400).type('text/plain').send('Bad path');
    }
    const file = distFileOf(root, pathname);
    if (file) {
      const hashed = file.startsWith(`assets${path.sep}`);
      return reply.sendFile(file, hashed ? { maxAge: '365d', immutable: true } : { maxAge: 0 });
    }
    if (pathname.startsWith('/assets/')) return reply.code(404).type('text/plain').send('Not found');
    return sendIndex(reply, appOf(pathname));
  });
}
