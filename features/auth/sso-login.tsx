/**
 * SsoLogin: the body of the login page in single sign-on mode (spec §1 login mode 1, §4;
 * CAS 3.0 through /cas/*). There is no form:
 * - without `?ticket=` the page asks the session to start single sign-on (`sso.start`):
 *   the browser leaves for the CAS login, whose `service` is this login page's absolute
 *   URL with its `redirect` parameter (the return path);
 * - back from CAS with `?ticket=`, the ticket is exchanged once (`sso.ticket`, same
 *   service); the login page then goes on to the return path;
 * - a failure (ticket refused, CAS not configured, a failed CAS logout) shows the
 *   server's message and a "sign in again" button instead of redirecting again;
 * - while leaving, a link to the CAS URL is shown in case the browser does not follow.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../ui/runtime';
import { ssoService } from './sso-service';

/** Props of {@link SsoLogin}. */
export interface SsoLoginProps {
  /** Whether the login mode was just confirmed by the server; nothing starts before. */
  ready: boolean;
}

/** The single sign-on body of the login page; see the module comment. */
export function SsoLogin({ ready }: SsoLoginProps) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [params] = useSearchParams();
  const href = useHref(useLocation().pathname);
  const ticket = params.get('ticket');
  const service = useMemo(() => ssoService(window.location.origin, href, params.get('redirect')), [href, params]);
  // A ticket is single-use: exchange each one once, even when the exchange fails.
  const exchanged = useRef<string | null>(null);

  const { isSignedOut, error, startSso, exchangeTicket } = session;
  useEffect(() => {
    if (!ready || !isSignedOut) return;
    if (ticket) {
      if (exchanged.current === ticket) return;
      exchanged.current = ticket;
      exchangeTicket(ticket, service);
    } else if (!error) {
      startSso(service);
    }
  }, [ready, isSignedOut, ticket, error, service, startSso, exchangeTicket]);

  if (isSignedOut && error) {
    return (
      <Stack gap="4">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
        <Button width="full" onClick={() => startSso(service)}>
          {t('login.ssoRetry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="3" py="4" role="status" aria-live="polite">
      <Spinner size="lg" />
      <Text color="fg.muted">
        {ticket && !session.isRedirecting ? t('login.ssoSigningIn') : t('login.ssoRedirecting')}
      </Text>
      {session.redirectUrl && (
        <Link href={session.redirectUrl} colorPalette="blue">
          {t('login.ssoContinue')}
        </Link>
      )}
    </Stack>
  );
}
