import { expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { languageOverrides } from '../../platform/contracts/settings.contract';
import { renderWithRuntime } from '../testing';

function Probe() {
  const { t } = useTranslation('common');
  return (
    <p data-testid="text">
      {t('logout')}|{t('langName.CN')}
    </p>
  );
}

it('applies the text overrides of the language at start and after a language change', async () => {
  const overrides: Record<string, unknown> = {
    EN: { common: { logout: 'Sign off', 'langName.CN': 'Chinese (PRC)' } },
    TC: { common: { logout: '離開' } },
  };
  const { gateway, runtime } = await renderWithRuntime(<Probe />, {
    user: null,
    lang: 'EN',
    serve: (gateway) => gateway.on(languageOverrides, ({ lang }) => (overrides[lang] ?? {}) as never),
  });
  await waitFor(() => expect(screen.getByTestId('text').textContent).toBe('Sign off|Chinese (PRC)'));
  act(() => runtime.setLang('TC'));
  await waitFor(() => expect(screen.getByTestId('text').textContent).toMatch(/^離開\|/));
  expect(screen.getByTestId('text').textContent).not.toContain('Chinese (PRC)');
  expect(gateway.calls(languageOverrides).map((c) => c.lang)).toEqual(['EN', 'TC']);
});
