/**
 * LoginPage (spec §2 /login of both apps): account and password form with visible labels,
 * the server's error message under the form, a language switch, and on success a
 * navigation to the `redirect` query parameter (same-site paths only) or `afterLoginPath`.
 * When the server asks for it (enableValidCode: too many failures for the account or the
 * address), a captcha drawn by the server is shown and sent with the login.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, Center, Field, Flex, Heading, HStack, Image, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { enableValidCode, loginCaptcha } from '../../platform/contracts/auth.contract';
import { LanguageSwitch, useCall, useSession } from '../../ui/runtime';

/** Props of {@link LoginPage}. */
export interface LoginPageProps {
  /** Heading above the form (already translated, e.g. the app's title); default "Sign in". */
  title?: string;
  /** Where to go after signing in when there is no `redirect` parameter; default `/`. */
  afterLoginPath?: string;
}

/** Accepts only same-site router paths (`/x…`, not `//host`), else `null`. */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The sign-in page; see the module comment. */
export function LoginPage({ title, afterLoginPath = '/' }: LoginPageProps) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect')) ?? afterLoginPath;
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [validCode, setValidCode] = useState('');
  // Whether the server wants a captcha for this account (issue 3 login hardening): asked
  // when the account field is left and again after every failed attempt.
  const [checkedAccount, setCheckedAccount] = useState('');
  const captchaNeeded = useCall(enableValidCode, { account: checkedAccount || undefined }, { enabled: checkedAccount !== '' });
  const captcha = useCall(loginCaptcha, undefined, { enabled: captchaNeeded.data === true, staleTime: Infinity, gcTime: 0 });
  const showCaptcha = captchaNeeded.data === true;

  useEffect(() => {
    if (submitted && session.isSignedIn) navigate(target, { replace: true });
  }, [submitted, session.isSignedIn, navigate, target]);

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

  if (session.isSignedIn && !submitted) return <Navigate to={target} replace />;

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
    const answer = showCaptcha && captcha.data ? { validCode: validCode.trim(), validCodeReqNo: captcha.data.reqNo } : undefined;
    void session.login(account.trim(), password, answer);
  };

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
          </Card.Body>
        </Card.Root>
      </Center>
    </Flex>
  );
}
