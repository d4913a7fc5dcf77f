/**
 * RequireSession: the route guard of both apps. Signed in → the children; signed out →
 * redirect to the login page with `?redirect=<current path>`; while the session is being
 * checked (restoring, refreshing, signing out) → a spinner.
 */
import type { ReactNode } from 'react';
import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './hooks';

/** Props of {@link RequireSession}. */
export interface RequireSessionProps {
  children: ReactNode;
  /** Where signed-out users go (router path), default `/login`. */
  loginPath?: string;
  /** Shown while the session is being checked; default a spinner. */
  fallback?: ReactNode;
}

/** Renders `children` only for a signed-in user (see the module comment). */
export function RequireSession({ children, loginPath = '/login', fallback }: RequireSessionProps) {
  const session = useSession();
  const location = useLocation();
  const { t } = useTranslation('auth');
  if (session.isSignedIn) return <>{children}</>;
  if (session.isSignedOut) {
    const here = location.pathname + location.search;
    const to =
      here && here !== '/' && here !== loginPath ? `${loginPath}?redirect=${encodeURIComponent(here)}` : loginPath;
    return <Navigate to={to} replace />;
  }
  return (
    fallback ?? (
      <Center py="16" role="status" aria-live="polite">
        <VStack gap="3">
          <Spinner size="lg" />
          <Text color="fg.muted">{t('session.checking')}</Text>
        </VStack>
      </Center>
    )
  );
}
