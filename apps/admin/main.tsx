/**
 * Entry point of the back office ("site management platform"), served at /admin/:
 * the runtime (Chakra UI, i18next — CN by default here, spec §9 —, TanStack Query,
 * session, toaster) around the route table.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startBrowserInspectorIfWanted } from '../../platform/inspection/browser-inspector';
import { RuntimeProvider } from '../../ui/runtime';
import { startOpenerInspection } from '../../ui/machine-inspection';
import { createAdminRouter } from './routes';

// Before any actor exists. Opened by the machine gallery with ?inspect: report to it only, so nothing
// leaves the browser; otherwise Stately's inspector in development builds and with ?inspect (docs/machines.md).
if (!startOpenerInspection()) startBrowserInspectorIfWanted();

const router = createAdminRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RuntimeProvider app="admin">
      <RouterProvider router={router} />
    </RuntimeProvider>
  </StrictMode>,
);
