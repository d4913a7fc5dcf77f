/**
 * Entry of the reservation terminal (served at `/`, spec §2): the shared runtime
 * (Chakra UI, i18next, TanStack Query, session, toaster) around the variant's routes.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startBrowserInspectorIfWanted } from '../../platform/inspection/browser-inspector';
import { RuntimeProvider } from '../../ui/runtime';
import { startOpenerInspection } from '../../ui/machine-inspection';
import { TerminalApp } from './routes';

// Before any actor exists. Opened by the machine gallery with ?inspect: report to it only, so nothing
// leaves the browser; otherwise Stately's inspector in development builds and with ?inspect (docs/machines.md).
if (!startOpenerInspection()) startBrowserInspectorIfWanted();

const root = document.getElementById('root');
if (!root) throw new Error('terminal: #root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <RuntimeProvider app="terminal">
      <TerminalApp />
    </RuntimeProvider>
  </StrictMode>,
);
