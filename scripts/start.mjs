#!/usr/bin/env node
/**
 * `npm start`: serves the whole product (DESIGN.md §1) from production-built pages.
 *
 * 1. Builds the browser apps with Vite when one of their pages (terminal, admin, catering)
 *    is missing from dist/ or older than any source file of the browser layers (apps,
 *    features, ui, platform, machines).
 * 2. Starts the server (server/main.ts, TypeScript run through tsx) in this process:
 *    PGlite in ./data/ unless DATABASE_URL is set, demo data seeded on first start.
 *
 * Settings (environment): PORT, DATABASE_URL, DATA_DIR, APP_ID, APP_KEY, SERVER_SECRET,
 * LOG_LEVEL, JOBS, WORKERS, LOG_RETENTION_DAYS, DB_*_MS — see README.md. `--build-only`
 * builds when needed and exits. With WORKERS > 1 the server forks its workers itself
 * (server/cluster.ts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const sourceDirs = ['apps', 'features', 'ui', 'platform', 'machines'];
const builtPages = ['terminal', 'admin', 'catering'].map((app) => join(root, 'dist', app, 'index.html'));

/** Newest modification time (ms) of any file below `dir`, skipping tests. */
function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  if (!builtPages.every((p) => existsSync(p))) return true;
  const builtAt = Math.min(...builtPages.map((p) => statSync(p).mtimeMs));
  const configs = ['vite.config.ts', 'package-lock.json'].map((f) => join(root, f)).filter(existsSync);
  const newestSource = Math.max(
    ...sourceDirs.map((d) => newestMtime(join(root, d))),
    ...configs.map((f) => statSync(f).mtimeMs),
  );
  return newestSource > builtAt;
}

if (buildIsStale()) {
  console.log('[start] building the browser apps (vite build)…');
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`[start] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv.includes('--build-only')) process.exit(0);

process.chdir(root);
const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
