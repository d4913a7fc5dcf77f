/**
 * LoginPage (spec §2 /login of both apps): account and password form with visible labels,
 * the server's error message under the form, a language switch, and on success a
 * navigation to the `redirect` query parameter (same-site paths only) or `afterLoginPath`.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, Center, Field, Flex, Heading, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch, useSession } from '../../ui/runtime';

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

  useEffect(() => {
    if (submitted && session.isSignedIn) navigate(target, { replace: true });
  }, [submitted, session.isSignedIn, navigate, target]);

  if (session.isSignedIn && !submitted) return <Navigate to={target} replace />;

  const accountError = touched && !account.trim() ? t('login.accountRequired') : null;
  const passwordError = touched && !password ? t('login.passwordRequired') : null;
  const busy = session.isSigningIn || session.status === 'loadingUser';
  const serverError = session.isSignedOut && session.error ? session.error : null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!account.trim() || !password || busy) return;
    setSubmitted(true);
    void session.login(account.trim(), password);
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
