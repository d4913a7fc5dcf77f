import { describe, expect, it } from 'vitest';
import * as account from './account.contract';
import * as auth from './auth.contract';
import * as cas from './cas.contract';
import * as textOverrides from './text-overrides.contract';
import * as firstPage from './first-page-calls';

/** Every module a first-page call may stand in for. */
const CONTRACTS: Record<string, unknown> = { ...account, ...auth, ...cas, ...textOverrides };

describe('first-page calls', () => {
  it('each has the method and path of the contract of its name', () => {
    const names = Object.keys(firstPage);
    expect(names.length).toBeGreaterThanOrEqual(13);
    for (const name of names) {
      const ref = firstPage[name as keyof typeof firstPage];
      const contract = CONTRACTS[name] as { method: string; path: string } | undefined;
      expect(contract, name).toBeDefined();
      expect({ method: ref.method, path: ref.path }, name).toEqual({ method: contract!.method, path: contract!.path });
    }
  });

  it('carries no schema (so no zod on the first page)', () => {
    for (const ref of Object.values(firstPage)) expect(Object.keys(ref).sort()).toEqual(['method', 'path']);
  });
});
