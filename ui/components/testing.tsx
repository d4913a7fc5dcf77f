/**
 * Test helper for components of both apps (vitest project `unit`, happy-dom): renders a
 * node inside Chakra UI (defaultSystem), i18next in a chosen language and a memory
 * router, without the network runtime. Used by tests only, and only for pure components
 * that call no hook of ui/runtime (tables, badges, charts, dialogs fed by props): anything
 * that reads the session, calls the API or toasts renders with ui/testing's
 * renderWithRuntime, the real runtime on the fake gateway.
 */
import type { ReactElement } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { render, type RenderResult } from '@testing-library/react';
import { createI18n } from '../../platform/i18n/create-i18n';
import type { Lang } from '../../platform/i18n/languages';

/** Options of {@link renderWithUi}: language (default CN, the back office's) and start URL. */
export interface RenderWithUiOptions {
  lang?: Lang;
  url?: string;
}

/** Renders `ui` with Chakra, i18next (`lang`) and a MemoryRouter at `url`. */
export function renderWithUi(ui: ReactElement, { lang = 'CN', url = '/' }: RenderWithUiOptions = {}): RenderResult {
  const i18n = createI18n(lang);
  return render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </ChakraProvider>,
  );
}
