/**
 * /oidc: where the OpenID Connect provider sends the browser back (OIDC_REDIRECT_URI, see
 * platform/contracts/account.contract.ts). Once the session is known, the query the provider
 * added (`?code=…&state=…`) is posted once:
 * - signed in: `bindCallback` binds the provider account, then /personal opens;
 * - signed out: `bindLogin` answers a token pair for the bound user; the session takes it
 *   (`session.restore`) and `/` opens.
 * A refusal (state expired or forged, account bound to someone else or to nobody) is shown
 * with the server's message and a way back.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { bindCallback, bindLogin } from '../../platform/contracts/account.contract';
import { notify, useApi, useSession } from '../../ui/runtime';

/** The /oidc page; see the module comment. */
export function OidcCallbackPage() {
  const { t } = useTranslation('personal');
  const api = useApi();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { isSignedIn, isSignedOut, signInWith } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [purpose, setPurpose] = useState<'bind' | 'login' | null>(null);
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current || (!isSignedIn && !isSignedOut)) return;
    posted.current = true;
    const quiet = { notify: false } as const;
    if (isSignedIn) {
      setPurpose('bind');
      api(bindCallback, { query: search }, quiet).then(
        ({ name }) => {
          notify(t('bindDone', { name }), 'success');
          navigate('/personal', { replace: true });
        },
        (err: Error) => setError(err.message),
      );
    } else {
      setPurpose('login');
      api(bindLogin, { query: search }, { ...quiet, token: null }).then(
        (pair) => {
          signInWith(pair);
          navigate('/', { replace: true });
        },
        (err: Error) => setError(err.message),
      );
    }
  }, [isSignedIn, isSignedOut, search, api, navigate, signInWith, t]);

  return (
    <Center minH="100dvh" p="4">
      {error ? (
        <Stack gap="4" maxW="md">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{error}</Alert.Description>
          </Alert.Root>
          <Button asChild variant="outline">
            <RouterLink to={purpose === 'bind' ? '/personal' : '/login'}>
              {purpose === 'bind' ? t('backToPersonal') : t('backToLogin')}
            </RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack align="center" gap="3" role="status" aria-live="polite">
          <Spinner size="lg" />
          <Text color="fg.muted">{t('callbackWorking')}</Text>
        </Stack>
      )}
    </Center>
  );
}
