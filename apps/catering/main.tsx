/**
 * Entry point of the catering admin app (spec §2 "Catering admin app"), served at
 * /catering/: the runtime (Chakra UI, i18next — CN by default, spec §9 —, TanStack Query,
 * session, toaster) around the route table.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startBrowserInspectorIfWanted } from '../../platform/inspection/browser-inspector';
import { RuntimeProvider } from '../../ui/runtime';
import { createCateringRouter } from './routes';

// Before any actor exists: Stately's inspector in development builds and with ?inspect (docs/machines.md).
startBrowserInspectorIfWanted();

const router = createCateringRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RuntimeProvider app="catering">
      <RouterProvider router={router} />
    </RuntimeProvider>
  </StrictMode>,
);
