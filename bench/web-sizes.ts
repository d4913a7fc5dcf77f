/**
 * Each browser app's first-page JavaScript beside the floor page's, both built in this run
 * (docs/benchmarks.md, "Web: the first page"): `npm run bench:web` prints it before Lighthouse,
 * and `npm run bench` as its phase `web` for the goals table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { APPS_DIST, buildApps, buildFloor } from './web-build';
import { measureFirstPage, type FirstPageJs } from './web-size';
import { printTable } from './stats';

/** The apps whose first page is measured. */
const APPS = ['terminal', 'admin', 'catering'] as const;

/** KiB with one decimal. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** What the size table measured: each app's and the floor's first page, and the terminal's gzip ratio. */
export interface WebSizes {
  apps: Record<(typeof APPS)[number], FirstPageJs>;
  floor: FirstPageJs;
  /** The terminal's first page gzipped over the floor's. */
  terminalVsFloor: number;
}

/** Builds the apps (into dist/) and the floor page (a temporary folder), prints the table, returns the figures. */
export async function measureWebSizes(): Promise<WebSizes> {
  const tmp = mkdtempSync(join(os.tmpdir(), 'venueflow-web-floor-'));
  try {
    await buildApps();
    await buildFloor(tmp);
    const floor = measureFirstPage(tmp, join(tmp, 'index.html'));
    const apps = Object.fromEntries(
      APPS.map((app) => [app, measureFirstPage(APPS_DIST, join(APPS_DIST, app, 'index.html'))]),
    ) as WebSizes['apps'];
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
      [...APPS.map((app) => row(app, apps[app])), row('floor: React + Chakra + XState + router', floor)],
    );
    return { apps, floor, terminalVsFloor: apps.terminal.gzip / floor.gzip };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
