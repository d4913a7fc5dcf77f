/**
 * `zod` as the browser build sees it (vite.config.ts aliases the bare `zod` import here):
 * the same exports, with zod switched to its eval-free mode before any schema exists.
 * zod 4 compiles object parsers with `new Function` when it may, and even its probe is a
 * violation of the server's Content-Security-Policy (no 'unsafe-eval',
 * server/plugins/security-headers.ts). Schemas read the setting when they are built, and
 * a module runs before every module that imports it, so routing every import through
 * this one is the only order the bundler guarantees. The server and the tests import
 * zod itself and keep the faster compiled parsers.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
