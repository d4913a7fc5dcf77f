/**
 * LoginPage (spec §2 /login of both apps). It follows the login mode of the system
 * configuration (`loginMode`, read afresh each time the page opens, so a change applies
 * without a restart):
 * - 0: account and password form with visible labels, the server's error message under
 *   the form, and — when the server asks for it (enableValidCode: too many failures for
 *   the account or the address) — a captcha drawn by the server, sent with the login;
 * - 1 (single sign-on, CAS): no form — see {@link SsoLogin}.
 * Both show a language switch and, once signed in, go to the `redirect` query parameter
 * (same-site paths only) or `afterLoginPath`. With `providerSignIn` (the terminal), mode 0
 * also offers "Sign in with <provider>" when an OpenID Connect provider is configured
 * (bindProvider): the browser leaves for it and comes back on the terminal's /oidc page.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Field,
  Flex,
  Heading,
  HStack,
  Image,
  Input,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import {
  bindLoginUrl,
  bindProvider,
  enableValidCode,
  loginCaptcha,
  systemConfig,
} from '../../platform/contracts/first-page-calls';
import { LanguageSwitch, useApi, useCall, useSession } from '../../ui/runtime';
import { SsoLogin } from './sso-login';

/** Props of {@link LoginPage}. */
export interface LoginPageProps {
  /** Heading above the form (already translated, e.g. the app's title); default "Sign in". */
  title?: string;
  /** Where to go after signing in when there is no `redirect` parameter; default `/`. */
  afterLoginPath?: string;
  /** Whether to offer signing in with the configured OpenID Connect provider (terminal only). */
  providerSignIn?: boolean;
}

/** Accepts only same-site router paths (`/x…`, not `//host`), else `null`. */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The sign-in page; see the module comment. */
export function LoginPage({ title, afterLoginPath = '/', providerSignIn = false }: LoginPageProps) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect')) ?? afterLoginPath;
  // Asked again on every visit. A cached answer is shown meanwhile, but single sign-on
  // starts only on the fresh one; no answer at all (the call failed) means the form.
  const config = useCall(systemConfig, undefined, { refetchOnMount: 'always' });
  const fresh = config.isFetchedAfterMount;
  const loginMode = fresh ? (config.data?.loginMode ?? 0) : config.data?.loginMode;

  if (session.isSignedIn) return <Navigate to={target} replace />;

  return (
    <Flex minH="100dvh" direction="column" bg="bg.subtle">
      <Flex justify="flex-end" p="4">
        <LanguageSwitch />
      </Flex>
      <Center flex="1" px="4" pb="16">
        <Card.Root width="full" maxW="sm">
          <Card.Header>
            <Heading as="h1" size="xl">
              {title ?? t('login.title')}
            </Heading>
          </Card.Header>
          <Card.Body>
            {loginMode === undefined ? (
              <Stack align="center" gap="3" py="4" role="status" aria-live="polite">
                <Spinner size="lg" />
                <Text color="fg.muted">{t('login.preparing')}</Text>
              </Stack>
            ) : loginMode === 1 ? (
              <SsoLogin ready={fresh} />
            ) : (
              <Stack gap="4">
                <PasswordForm />
                {providerSignIn ? <ProviderSignIn /> : null}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </Center>
    </Flex>
  );
}

/** The account and password form (login mode 0). */
function PasswordForm() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [validCode, setValidCode] = useState('');
  // Whether the server wants a captcha for this account (login hardening): asked
  // when the account field is left and again after every failed attempt.
  const [checkedAccount, setCheckedAccount] = useState('');
  const captchaNeeded = useCall(
    enableValidCode,
    { account: checkedAccount || undefined },
    { enabled: checkedAccount !== '' },
  );
  const captcha = useCall(loginCaptcha, undefined, {
    enabled: captchaNeeded.data === true,
    staleTime: Infinity,
    gcTime: 0,
  });
  const showCaptcha = captchaNeeded.data === true;

  // After a refused attempt: ask again whether a captcha is needed, and draw a new one
  // (a captcha is single-use on the server).
  const failed = submitted && session.isSignedOut && Boolean(session.error);
  const { refetch: recheckCaptcha } = captchaNeeded;
  const { refetch: redrawCaptcha } = captcha;
  useEffect(() => {
    if (!failed) return;
    setValidCode('');
    void recheckCaptcha();
    if (showCaptcha) void redrawCaptcha();
  }, [failed, showCaptcha, recheckCaptcha, redrawCaptcha]);

  const accountError = touched && !account.trim() ? t('login.accountRequired') : null;
  const passwordError = touched && !password ? t('login.passwordRequired') : null;
  const captchaError = touched && showCaptcha && !validCode.trim() ? t('login.captchaRequired') : null;
  const busy = session.isSigningIn || session.status === 'loadingUser';
  const serverError = session.isSignedOut && session.error ? session.error : null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!account.trim() || !password || busy || (showCaptcha && !validCode.trim())) return;
    setCheckedAccount(account.trim());
    setSubmitted(true);
    const answer =
      showCaptcha && captcha.data ? { validCode: validCode.trim(), validCodeReqNo: captcha.data.reqNo } : undefined;
    void session.login(account.trim(), password, answer);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
      <Stack gap="4">
        <Field.Root invalid={Boolean(accountError)} required>
          <Field.Label>{t('login.account')}</Field.Label>
          <Input
            name="account"
            autoComplete="username"
            value={account}
            onChange={(e) => setAccount(e.currentTarget.value)}
            onBlur={() => setCheckedAccount(account.trim())}
            disabled={busy}
          />
          {accountError && <Field.ErrorText>{accountError}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={Boolean(passwordError)} required>
          <Field.Label>{t('login.password')}</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            disabled={busy}
          />
          {passwordError && <Field.ErrorText>{passwordError}</Field.ErrorText>}
        </Field.Root>
        {showCaptcha && (
          <Field.Root invalid={Boolean(captchaError)} required>
            <Field.Label>{t('login.captcha')}</Field.Label>
            <HStack gap="2" width="full">
              <Input
                name="validCode"
                autoComplete="off"
                value={validCode}
                onChange={(e) => setValidCode(e.currentTarget.value)}
                disabled={busy}
              />
              {captcha.data && (
                <Image src={captcha.data.image} alt={t('login.captchaImage')} height="10" borderRadius="md" />
              )}
              <Button variant="ghost" size="sm" onClick={() => void captcha.refetch()} disabled={busy}>
                {t('login.captchaRefresh')}
              </Button>
            </HStack>
            {captchaError && <Field.ErrorText>{captchaError}</Field.ErrorText>}
          </Field.Root>
        )}
        {serverError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{serverError}</Alert.Description>
          </Alert.Root>
        )}
        <Box>
          <Button type="submit" width="full" loading={busy} loadingText={t('login.submitting')}>
            {t('login.submit')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** "Sign in with <provider>": shown when a provider is configured and may sign users in. */
function ProviderSignIn() {
  const { t } = useTranslation('personal');
  const api = useApi();
  const provider = useCall(bindProvider, undefined);
  const [leaving, setLeaving] = useState(false);
  if (!provider.data?.login || !provider.data.name) return null;
  const start = async () => {
    setLeaving(true);
    try {
      window.location.assign((await api(bindLoginUrl, undefined, { token: null })).url);
    } catch {
      setLeaving(false);
    }
  };
  return (
    <Button variant="outline" width="full" loading={leaving} onClick={() => void start()}>
      {t('signInWith', { name: provider.data.name })}
    </Button>
  );
}
