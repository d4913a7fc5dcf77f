/**
 * Every call of the product, for the server (registration, OpenAPI, permission matrix)
 * and for tests that enumerate them. Add each new contract module here.
 */
import type { CallContract } from './define-call';
import * as auth from './auth.contract';
import * as site from './site.contract';
import * as reserve from './reserve.contract';
import * as cas from './cas.contract';
import * as log from './log.contract';

export * from './define-call';
export { auth, site, reserve, log, cas };

function contractsOf(module: Record<string, unknown>): CallContract[] {
  return Object.values(module).filter(
    (v): v is CallContract => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'access' in v,
  );
}

/** All contracts, keyed by `METHOD path`. */
export const allContracts: readonly CallContract[] = [auth, site, reserve, log, cas].flatMap(contractsOf);
