/**
 * The back office's `/` (apps/admin/routes.tsx), loaded on first use with the shell it reads the
 * user from.
 */
import { Center, Spinner } from '@chakra-ui/react';
import { Navigate } from 'react-router';
import { firstPagePath, pruneMenus } from '../../ui/admin-shell/menu-tree';
import { useShellUser } from '../../ui/admin-shell/admin-shell';
import { useSession } from '../../ui/runtime';

/**
 * `/`: to login when signed out, else the first page the user's menus hold (or /blank),
 * from the user of the active application tab (spec §4 "after login the first permitted
 * route opens").
 */
export function RootRedirect({ knownPaths }: { knownPaths: ReadonlySet<string> }) {
  const { isSignedIn, status } = useSession();
  const user = useShellUser();
  if (isSignedIn && user) {
    return <Navigate to={firstPagePath(pruneMenus(user.menus, knownPaths)) ?? '/blank'} replace />;
  }
  if (status === 'signedOut') {
    return <Navigate to="/login" replace />;
  }
  return (
    <Center minH="100vh">
      <Spinner size="lg" color="blue.500" />
    </Center>
  );
}
