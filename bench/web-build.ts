/**
 * Fresh builds for the web figures (docs/benchmarks.md): the apps with `vite build` as
 * `npm run build` makes them, and the floor page (bench/web-floor/) with the same Vite
 * config into a folder of its own.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build, type InlineConfig } from 'vite';
import appsConfig from '../vite.config';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FLOOR_ROOT = fileURLToPath(new URL('./web-floor', import.meta.url));

/** The apps' build folder (`dist/`), with `terminal/index.html`, `admin/index.html`, `catering/index.html`. */
export const APPS_DIST = join(ROOT, 'dist');

/**
 * Builds the three apps into dist/ (replacing it), as `npm run build` does.
 * @throws the build's error
 */
export async function buildApps(): Promise<void> {
  await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
}

/**
 * Builds the floor page into `outDir` with the apps' Vite config (plugins, aliases, output
 * settings), its own page as the only input. The page is `outDir/index.html`.
 * @throws the build's error
 */
export async function buildFloor(outDir: string): Promise<void> {
  const config: InlineConfig = {
    ...appsConfig,
    configFile: false,
    logLevel: 'warn',
    root: FLOOR_ROOT,
    build: {
      ...appsConfig.build,
      outDir,
      rolldownOptions: { ...appsConfig.build?.rolldownOptions, input: { floor: join(FLOOR_ROOT, 'index.html') } },
    },
  };
  await build(config);
}
