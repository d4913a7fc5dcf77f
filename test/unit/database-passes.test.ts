/**
 * The server test files named in test/server/database-passes.mjs exist: a renamed file would otherwise drop out
 * of the PGlite pass unnoticed (or, for SAME_ON_EITHER_DATABASE, run on PostgreSQL where it was meant not to).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { EMBEDDED_DATABASE_FILES, SAME_ON_EITHER_DATABASE } from '../server/database-passes.mjs';

const root = resolve(__dirname, '../..');

it('names only server test files that exist, each in one list', () => {
  const named = [...SAME_ON_EITHER_DATABASE, ...EMBEDDED_DATABASE_FILES];
  expect(named.filter((file) => !existsSync(resolve(root, file)))).toEqual([]);
  expect(new Set(named).size).toBe(named.length);
});
