/**
 * Setup file of the vitest project `unit`, run before every test file in that file's worker.
 *
 * The project runs its files without per-file isolation (vitest.config.ts): a worker keeps
 * its modules and its one happy-dom window from file to file. So that each file still starts
 * as it would in a fresh worker, this file registers what a shared helper would register only
 * for the first file importing it, and undoes what a file may leave behind:
 * - every render is unmounted after each test (Testing Library's `cleanup`);
 * - React runs in its act environment in every file (Testing Library turns it on around its first
 *   importer only, and back off after that file);
 * - each file starts with a three-second wait of `waitFor` and `findBy…` (Testing Library's default
 *   is one second, too short on a loaded two-core machine running files side by side; a file may
 *   change it with `configure` for its own tests);
 * - after a file, timers are real again, the window's storage and URL are back at start, and
 *   the app-wide toaster (a module-level store) holds no toast of that file.
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { toaster } from '../../ui/runtime/toaster';

/**
 * The timeout of `waitFor` and `findBy…` every file starts with, in milliseconds. The unit stage runs its files in
 * parallel threads on a 2-core machine: a page that renders in 0.5 s alone has been seen to take over 3 s there.
 */
const DEFAULT_WAIT_MS = 8_000;

configure({ asyncUtilTimeout: DEFAULT_WAIT_MS });
const startUrl = window.location.href;

/** React's flag for test environments that wrap updates in `act` (what Testing Library sets on import). */
const reactTestGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeAll(() => {
  reactTestGlobal.IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

afterAll(() => {
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', startUrl);
  toaster.remove();
});
