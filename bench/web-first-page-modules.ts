/**
 * What an app's first page is made of (docs/benchmarks.md, "Web: the first page", analysis):
 * builds the apps with the project's Vite config into a temporary folder, recording every output
 * chunk's modules and their rendered code (before minification: shares, not the sent size), then
 * follows the entry chunk's static imports — exactly the `modulepreload`s of the built index.html —
 * and prints the first page's bytes grouped by package (or by source folder for the project's own
 * code), each group also gzipped on its own (an upper bound of its share, for ranking), and the
 * largest modules. Dynamic imports are not followed: they load after the first page.
 *
 *   npx tsx bench/web-first-page-modules.ts [app=terminal] [top=40]
 *
 * With `FIRST_PAGE_OWN=1` it also lists every module of the project's own code on the first page.
 *
 * Prints figures only; removes its build folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig, type Plugin } from 'vite';
import appsConfig from '../vite.config';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** One output chunk as recorded: its static imports and its modules' rendered bytes. */
interface ChunkRecord {
  imports: string[];
  isEntry: boolean;
  name: string;
  /** Each module's rendered code (unused declarations removed, before minification), by module id. */
  modules: Record<string, string>;
}

/** A plugin that copies each chunk's imports and modules' rendered lengths into `out`. */
function recordChunks(out: Map<string, ChunkRecord>): Plugin {
  return {
    name: 'venueflow-record-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        out.set(file, {
          imports: [...chunk.imports],
          isEntry: chunk.isEntry,
          name: chunk.name,
          modules: Object.fromEntries(Object.entries(chunk.modules).map(([id, m]) => [id, m.code ?? ''])),
        });
      }
    },
  };
}

/** `react-dom`, `@chakra-ui/react`, or the project folder (`platform/contracts`) a module id belongs to. */
function groupOf(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const rel = relative(ROOT, clean);
  if (rel.startsWith('..')) return clean;
  return rel.split('/').slice(0, 2).join('/');
}

async function main(): Promise<void> {
  const app = process.argv[2] ?? 'terminal';
  const top = Number(process.argv[3] ?? 40);
  const outDir = mkdtempSync(join(os.tmpdir(), 'venueflow-first-page-'));
  const chunks = new Map<string, ChunkRecord>();
  try {
    const config: InlineConfig = {
      ...appsConfig,
      configFile: false,
      logLevel: 'warn',
      plugins: [...(appsConfig.plugins ?? []), recordChunks(chunks)],
      build: { ...appsConfig.build, outDir },
    };
    await build(config);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  const entry = [...chunks.entries()].find(([, c]) => c.isEntry && c.name === app);
  if (!entry) throw new Error(`no entry chunk named ${app}`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
  };
  visit(entry[0]);
  const byGroup = new Map<string, string[]>();
  const modules: [string, number][] = [];
  let total = 0;
  for (const file of seen) {
    for (const [id, code] of Object.entries(chunks.get(file)?.modules ?? {})) {
      const group = groupOf(id);
      byGroup.set(group, [...(byGroup.get(group) ?? []), code]);
      modules.push([relative(ROOT, id.replace(/^\0/, '')), code.length]);
      total += code.length;
    }
  }
  const kib = (n: number) => (n / 1024).toFixed(1).padStart(7);
  console.log(
    `${app}: ${seen.size} chunks, ${kib(total)} KiB of modules as rendered into the chunks (before minification)\n`,
  );
  // Each group's code gzipped on its own: before minification and without the context of the chunk, so an
  // upper bound of its share of the sent bytes, good for ranking.
  const groups = [...byGroup].map(([group, codes]) => {
    const code = codes.join('\n');
    return [group, code.length, gzipSync(code, { level: 9 }).length] as const;
  });
  console.log('KiB   gzip KiB  package or project folder');
  for (const [group, bytes, gzip] of groups.sort((a, b) => b[1] - a[1]))
    console.log(`${kib(bytes)} ${kib(gzip)}  ${group}`);
  if (process.env.FIRST_PAGE_OWN)
    for (const [id, bytes] of modules.filter(([m]) => !m.includes('node_modules')))
      console.log(`own ${kib(bytes)}  ${id}`);
  console.log(`\nThe ${top} largest modules`);
  for (const [id, bytes] of modules.sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${kib(bytes)}  ${id}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
