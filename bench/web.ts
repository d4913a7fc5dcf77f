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
import { APPS_DIST, buildApps, buildFloor } from './web-build';
import { measureFirstPage, type FirstPageJs } from './web-size';
import { measurePage, signIn, startBrowser, type LighthouseFigures } from './web-lighthouse';
import { startPgliteServer } from './server';
import { printTable } from './stats';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** (a): builds both, prints the first-page scripts of each app beside the floor. */
async function sizes(): Promise<void> {
  const tmp = mkdtempSync(join(os.tmpdir(), 'venueflow-web-floor-'));
  try {
    await buildApps();
    await buildFloor(tmp);
    const floor = measureFirstPage(tmp, join(tmp, 'index.html'));
    const row = (name: string, f: FirstPageJs) => [
      name,
      String(f.files.length),
      kb(f.raw),
      kb(f.gzip),
      kb(f.brotli),
      (f.gzip / floor.gzip).toFixed(2),
    ];
    printTable(
      'First-page JavaScript (entry + module preloads of index.html), compressed as sent',
      ['first page', 'scripts', 'raw KiB', 'gzip KiB', 'brotli KiB', 'gzip × floor'],
      [
        ...['terminal', 'admin', 'catering'].map((app) =>
          row(app, measureFirstPage(APPS_DIST, join(APPS_DIST, app, 'index.html'))),
        ),
        row('floor: React + Chakra + XState + router', floor),
      ],
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

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
  await sizes();
  if (process.env.BENCH_WEB_LIGHTHOUSE !== '0') await lighthouseRuns();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
