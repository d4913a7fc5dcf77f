/**
 * The JavaScript a browser app's first page loads (docs/benchmarks.md, web figures): the
 * module script of its built index.html and every `modulepreload` beside it, as the server
 * sends them compressed (gzip level 9, brotli quality 11: the precompressed files of the build).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The first page's scripts of one built app, and their sizes in bytes. */
export interface FirstPageJs {
  /** The script paths, as index.html names them (`/assets/…js`). */
  files: string[];
  /** Uncompressed bytes. */
  raw: number;
  /** Gzip bytes (level 9). */
  gzip: number;
  /** Brotli bytes (quality 11). */
  brotli: number;
}

/** The entry script and the module preloads that `html` names, in order. */
export function firstPageScripts(html: string): string[] {
  const entry = [...html.matchAll(/<script\b[^>]*type="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
  return [...new Set([...entry, ...preloads])];
}

/**
 * Measures the first page's scripts of `htmlFile`, whose asset paths are relative to `distDir`.
 * @throws Error when the page names no module script, or a named file is missing
 */
export function measureFirstPage(distDir: string, htmlFile: string): FirstPageJs {
  const files = firstPageScripts(readFileSync(htmlFile, 'utf8'));
  if (!files.length) throw new Error(`${htmlFile} names no module script: is it a built page?`);
  const figures: FirstPageJs = { files, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const bytes = readFileSync(join(distDir, file));
    figures.raw += bytes.length;
    figures.gzip += gzipSync(bytes, { level: 9 }).length;
    figures.brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return figures;
}
