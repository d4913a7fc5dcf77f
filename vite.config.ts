/**
 * One Vite build for the browser apps (DESIGN.md §1): the terminal served at `/`, the
 * back office at `/admin/` and the catering admin app at `/catering/`. Output:
 * dist/terminal/index.html, dist/admin/index.html, dist/catering/index.html and shared
 * hashed assets in dist/assets/, each compressible file also as `.gz` and `.br` ({@link precompress}) for the
 * server to send precompressed. Pages are split per route (apps/terminal/lazy-pages.ts, the back
 * office's `load` declarations), so no manualChunks: it would merge them back. In dev, `/gateway` is proxied to
 * the API.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { join, resolve } from 'node:path';

/** Files smaller than this (bytes) are sent as they are: compression gains less than a header. */
const MIN_BYTES = 1024;

/** Extensions worth compressing (images and fonts other than SVG are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;

/** Every file below `dir`, recursively. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Writes `file.gz` and `file.br` beside each compressible file of `dir` of at least {@link MIN_BYTES}. */
function precompressDir(dir: string): void {
  for (const file of filesBelow(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    );
  }
}

/**
 * Writes a gzip (`.gz`, level 9) and a brotli (`.br`, quality 11) copy beside every compressible file of the
 * build once it is written, so the server sends them precompressed (server/plugins/static-pages.ts,
 * `preCompressed`) instead of compressing per request (`vite build` only). Node's own zlib: no dependency to
 * keep current.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'venueflow-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}

const apps = resolve(import.meta.dirname, 'apps');

export default defineConfig({
  root: apps,
  base: '/',
  plugins: [react(), precompress()],
  // zod without eval, for the Content-Security-Policy (platform/http/zod-jitless.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: resolve(import.meta.dirname, 'platform/http/zod-jitless.ts') }] },
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      input: {
        terminal: resolve(apps, 'terminal/index.html'),
        admin: resolve(apps, 'admin/index.html'),
        catering: resolve(apps, 'catering/index.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/gateway': `http://localhost:${process.env.PORT ?? 8080}` },
  },
});
