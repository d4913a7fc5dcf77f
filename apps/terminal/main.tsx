/**
 * Entry of the reservation terminal (served at `/`, spec §2): the shared runtime
 * (Chakra UI, i18next, TanStack Query, session, toaster) around the variant's routes.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RuntimeProvider } from '../../ui/runtime';
import { startOpenerInspection } from '../../ui/machine-inspection';
import { TerminalApp } from './routes';

// Opened with ?inspect by the machine gallery: report every actor to it (before any actor starts).
startOpenerInspection();

const root = document.getElementById('root');
if (!root) throw new Error('terminal: #root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <RuntimeProvider app="terminal">
      <TerminalApp />
    </RuntimeProvider>
  </StrictMode>,
);
