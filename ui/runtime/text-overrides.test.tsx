import { afterEach, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { ok } from '../../platform/protocol/envelope';
import { createFakeGateway } from '../../platform/session/fake-gateway';
import { createMemoryStorage, createSessionRuntime } from '../../platform/session/runtime';
import { RuntimeProvider, createAppQueryClient } from './index';

afterEach(() => cleanup());

function Probe() {
  const { t } = useTranslation('common');
  return <p data-testid="text">{t('logout')}|{t('langName.CN')}</p>;
}

it('applies the text overrides of the language at start and after a language change', async () => {
  const overrides: Record<string, unknown> = {
    EN: { common: { logout: 'Sign off', 'langName.CN': 'Chinese (PRC)' } },
    TC: { common: { logout: '離開' } },
  };
  const gateway = createFakeGateway({
    publicRoutes: { '/system/language/overrides': (req) => ok(overrides[String(req.body.lang)] ?? {}) },
  });
  const runtime = createSessionRuntime({
    storage: createMemoryStorage({ lang: 'EN' }), fetch: gateway.fetch, baseUrl: 'http://app.test/gateway',
  });
  render(
    <RuntimeProvider app="admin" runtime={runtime} queryClient={createAppQueryClient()}>
      <Probe />
    </RuntimeProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('text').textContent).toBe('Sign off|Chinese (PRC)'));
  act(() => runtime.setLang('TC'));
  await waitFor(() => expect(screen.getByTestId('text').textContent).toMatch(/^離開\|/));
  expect(screen.getByTestId('text').textContent).not.toContain('Chinese (PRC)');
  expect(gateway.log.filter((l) => l.path === '/system/language/overrides').map((l) => l.body.lang)).toEqual(['EN', 'TC']);
});
