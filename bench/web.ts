/**
 * `npm run bench:web` (docs/benchmarks.md, web figures): the weight and speed of the browser
 * apps' first pages.
 *   (a) each app's first-page JavaScript (the entry and its module preloads in the built
 *       index.html), compressed as the server sends it, beside the floor page — bare React,
 *       Chakra UI, XState and react-router (bench/web-floor/) built with the same Vite config
 *       in the same run — and their ratio;
 *   (b) Lighthouse 12, default mobile settings, on the real server (embedded PGlite with the
 *       demo data, as `npm start` runs) serving that build: the terminal's /login and /home
 *       (signed in as the demo booker) and the back office's /admin/login.
 * Both builds are made fresh. `BENCH_WEB_LIGHTHOUSE=0` skips (b). Prints figures only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { kb, measureWebSizes } from './web-sizes';
import { measurePage, signIn, startBrowser, type LighthouseFigures } from './web-lighthouse';
import { startPgliteServer } from './server';
import { printTable } from './stats';

/** (b): the server on a fresh PGlite folder, Lighthouse on each page; the folder is removed after. */
async function lighthouseRuns(): Promise<void> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'venueflow-web-pglite-'));
  const server = await startPgliteServer(dataDir);
  const browser = await startBrowser();
  try {
    const figures: LighthouseFigures[] = [];
    figures.push(await measurePage(browser, `${server.baseUrl}/login`, false));
    figures.push(await measurePage(browser, `${server.baseUrl}/admin/login`, false));
    await signIn(browser, `${server.baseUrl}/login`, 'booker', 'Booker@123');
    figures.push(await measurePage(browser, `${server.baseUrl}/home`, true));
    printTable(
      'Lighthouse 12, default mobile settings, on the real server (PGlite, demo data)',
      ['page', 'score', 'LCP s', 'TBT ms', 'transferred KiB'],
      figures.map((f) => [
        new URL(f.url).pathname,
        String(f.score),
        (f.lcpMs / 1000).toFixed(1),
        f.tbtMs.toFixed(0),
        kb(f.bytes),
      ]),
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  console.log(
    `${new Date().toISOString()} — ${cpus.length} CPU (${cpus[0]?.model ?? 'unknown'}), Node ${process.version}`,
  );
  await measureWebSizes();
  if (process.env.BENCH_WEB_LIGHTHOUSE !== '0') await lighthouseRuns();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
