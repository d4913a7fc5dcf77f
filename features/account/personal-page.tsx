/**
 * /personal (spec §2, variants 0 and 3): the signed-in user's own page.
 * - Profile (ui/account-profile ProfileCard, shared with variant 5's /person): avatar (initials of the
 *   shown name), account, nick name, phone and ID card masked
 *   per spec §5 (platform/validation/identity.ts), e-mail. The form changes the nick name and
 *   e-mail (prefilled) and the phone and ID card (blank keeps the stored value, which is never
 *   shown unmasked); each field is checked on blur with the rules the server applies
 *   (platform/validation/profile.ts); saving sends only what changed (updateUserInfo) and shows
 *   the new name in the shell's header (`session.userChanged`).
 * - Messages: the unread count, "mark all read" (updateMessageType) and a link to /messages.
 * - Security: change password (ChangePasswordDialog, /system/user/updatePwd) and log out.
 * - Third-party account: the configured OpenID Connect provider (none: said so), bound since
 *   when with "unbind", or "bind", which leaves for the provider (bindUrl; back on /oidc).
 */
import { useState } from 'react';
import { Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { bindInfo, bindUnbind, bindUrl } from '../../platform/contracts/account.contract';
import { messageUnreadCount, updateMessageType } from '../../platform/contracts/message.contract';
import { ProfileCard } from '../../ui/account-profile';
import { notify, useApi, useCall, useLang, useLogout, useMutationCall, useSession } from '../../ui/runtime';
import { formatDateTime, offsetOf } from '../../ui/terminal-shell';
import { ChangePasswordDialog } from './change-password-dialog';

/** Message settings: the unread count and "mark all read". */
function MessagesSection() {
  const { t } = useTranslation('personal');
  const unread = useCall(messageUnreadCount, undefined, { staleTime: 0 });
  const markAll = useMutationCall(updateMessageType, {
    onSuccess: () => {
      notify(t('markedRead'), 'success');
      void unread.refetch();
    },
  });
  const count = unread.data?.count ?? 0;
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {t('messages')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text data-testid="unread-count">{t('unread', { count })}</Text>
          <HStack>
            <Button
              size="sm"
              variant="outline"
              disabled={!count}
              loading={markAll.isPending}
              onClick={() => markAll.mutate({ all: true })}
            >
              {t('markAllRead')}
            </Button>
            <Button asChild size="sm" variant="ghost">
              <RouterLink to="/messages">{t('openMessages')}</RouterLink>
            </Button>
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Change password and log out. */
function SecuritySection() {
  const { t } = useTranslation('personal');
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {t('security')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <HStack gap="3">
          <Button variant="outline" onClick={() => setOpen(true)}>
            {t('changePassword')}
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => void logout()}>
            {t('logout')}
          </Button>
        </HStack>
        <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
      </Card.Body>
    </Card.Root>
  );
}

/** The bound third-party account: none configured, bound (unbind) or not (bind). */
function BindingSection() {
  const { t } = useTranslation('personal');
  const { lang } = useLang();
  const api = useApi();
  const info = useCall(bindInfo, undefined, { staleTime: 0 });
  const [leaving, setLeaving] = useState(false);
  const unbind = useMutationCall(bindUnbind, {
    onSuccess: () => {
      notify(t('unbound'), 'success');
      void info.refetch();
    },
  });
  const startBinding = async () => {
    setLeaving(true);
    try {
      window.location.assign((await api(bindUrl, undefined)).url);
    } catch {
      setLeaving(false);
    }
  };
  const name = info.data?.name;
  const boundAt = info.data?.boundAt;
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {t('binding')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {info.isPending ? (
          <Skeleton height="8" />
        ) : !name ? (
          <Text color="fg.muted" data-testid="binding-status">
            {t('noProvider')}
          </Text>
        ) : (
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text data-testid="binding-status">
              {boundAt
                ? t('bound', { name, date: formatDateTime(boundAt, offsetOf(boundAt), lang) })
                : t('notBound', { name })}
            </Text>
            {boundAt ? (
              <Button size="sm" variant="outline" loading={unbind.isPending} onClick={() => unbind.mutate(undefined)}>
                {t('unbind')}
              </Button>
            ) : (
              <Button size="sm" loading={leaving} onClick={() => void startBinding()}>
                {t('bind', { name })}
              </Button>
            )}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The /personal page; see the module comment. */
export function PersonalPage() {
  const { t } = useTranslation('personal');
  const { user } = useSession();
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {t('title')}
      </Heading>
      {user ? <ProfileCard key={user.id} user={user} /> : <Skeleton height="40" />}
      <MessagesSection />
      <SecuritySection />
      <BindingSection />
    </Stack>
  );
}
