/**
 * One Vite build for the browser apps (DESIGN.md §1): the terminal served at `/`, the
 * back office at `/admin/` and the catering admin app at `/catering/`. Output:
 * dist/terminal/index.html, dist/admin/index.html, dist/catering/index.html and shared
 * hashed assets in dist/assets/. In dev, `/gateway` is proxied to the API.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

const apps = resolve(import.meta.dirname, 'apps');

export default defineConfig({
  root: apps,
  base: '/',
  plugins: [react()],
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
