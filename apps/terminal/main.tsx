/**
 * Entry of the reservation terminal (served at `/`, spec §2): the shared runtime
 * (Chakra UI, i18next, TanStack Query, session, toaster) around the variant's routes.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startBrowserInspectorIfWanted } from '../../platform/inspection/browser-inspector';
import { RuntimeProvider } from '../../ui/runtime';
import { TerminalApp } from './routes';

// Before any actor exists: development builds and `?inspect` pages show their machines (docs/machines.md).
startBrowserInspectorIfWanted();

const root = document.getElementById('root');
if (!root) throw new Error('terminal: #root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <RuntimeProvider app="terminal">
      <TerminalApp />
    </RuntimeProvider>
  </StrictMode>,
);
