/**
 * Entry point of the back office ("site management platform"), served at /admin/:
 * the runtime (Chakra UI, i18next — CN by default here, spec §9 —, TanStack Query,
 * session, toaster) around the route table.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { RuntimeProvider } from '../../ui/runtime';
import { startOpenerInspection } from '../../ui/machine-inspection';
import { createAdminRouter } from './routes';

// Opened with ?inspect by the machine gallery: report every actor to it (before any actor starts).
startOpenerInspection();

const router = createAdminRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RuntimeProvider app="admin">
      <RouterProvider router={router} />
    </RuntimeProvider>
  </StrictMode>,
);
