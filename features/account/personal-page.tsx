/**
 * /personal (spec §2, variants 0 and 3): the signed-in user's own page.
 * - Profile: avatar (initials of the shown name), account, nick name, phone and ID card masked
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
import { useState, type FormEvent } from 'react';
import { Avatar, Button, Card, DataList, Field, Heading, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { bindInfo, bindUnbind, bindUrl, updateUserInfo } from '../../platform/contracts/account.contract';
import { getLoginUser, type LoginUser } from '../../platform/contracts/auth.contract';
import { messageUnreadCount, updateMessageType } from '../../platform/contracts/message.contract';
import { maskIdCard, maskPhone } from '../../platform/validation/identity';
import { profileErrors, type ProfileFields } from '../../platform/validation/profile';
import { notify, useApi, useCall, useLang, useLogout, useMutationCall, useSession } from '../../ui/runtime';
import { formatDateTime, offsetOf } from '../../ui/terminal-shell';
import { ChangePasswordDialog } from './change-password-dialog';

type FieldName = keyof Required<ProfileFields>;
const FIELDS: FieldName[] = ['nickName', 'phone', 'email', 'idCard'];

/** The form's starting values: nick name and e-mail as stored, phone and ID card blank (kept). */
function initialValues(user: LoginUser): Required<ProfileFields> {
  return { nickName: user.nickName, phone: '', email: user.email ?? '', idCard: '' };
}

/** What the form sends: the fields that differ from `user` (blank phone / ID card: kept). */
export function changesOf(values: Required<ProfileFields>, user: LoginUser): ProfileFields {
  const changes: ProfileFields = {};
  const nickName = values.nickName.trim();
  const email = values.email.trim();
  if (nickName !== user.nickName) changes.nickName = nickName;
  if (email !== (user.email ?? '')) changes.email = email;
  if (values.phone.trim()) changes.phone = values.phone.trim();
  if (values.idCard.trim()) changes.idCard = values.idCard.trim().toUpperCase();
  return changes;
}

/** The profile: what is stored (masked) and the form that changes it. */
function ProfileSection({ user }: { user: LoginUser }) {
  const { t } = useTranslation(['personal', 'errors']);
  const api = useApi();
  const { userChanged, displayName } = useSession();
  const [values, setValues] = useState(() => initialValues(user));
  const [errors, setErrors] = useState<Partial<Record<FieldName, number>>>({});
  const save = useMutationCall(updateUserInfo);

  const check = (name: FieldName, next = values) =>
    setErrors((e) => ({ ...e, [name]: profileErrors({ [name]: next[name].trim() })[name] }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const changes = changesOf(values, user);
    const found = profileErrors(changes);
    setErrors(found);
    if (Object.keys(found).length || !Object.keys(changes).length) return;
    await save.mutateAsync(changes);
    const reloaded = await api(getLoginUser, undefined);
    userChanged(reloaded);
    setValues(initialValues(reloaded));
    notify(t('saved'), 'success');
  };

  const placeholder = (masked: string) => (masked ? t('keepPlaceholder', { value: masked }) : t('emptyPlaceholder'));
  const masked: Record<FieldName, string> = {
    nickName: '',
    email: '',
    phone: maskPhone(user.phone),
    idCard: maskIdCard(user.idCard),
  };

  return (
    <Card.Root>
      <Card.Header>
        <HStack gap="4">
          <Avatar.Root size="lg" colorPalette="teal">
            <Avatar.Fallback name={displayName} />
          </Avatar.Root>
          <Stack gap="0">
            <Heading as="h2" size="lg" data-testid="personal-name">
              {displayName}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('account')}: {user.account}
            </Text>
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <DataList.Root orientation="horizontal" size="sm">
            {(['phone', 'idCard', 'email'] as const).map((name) => (
              <DataList.Item key={name}>
                <DataList.ItemLabel>{t(name)}</DataList.ItemLabel>
                <DataList.ItemValue data-testid={`shown-${name}`}>
                  {(name === 'email' ? user.email : masked[name]) || t('notSet')}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('profile')}>
            <Stack gap="3">
              {FIELDS.map((name) => (
                <Field.Root key={name} invalid={errors[name] !== undefined}>
                  <Field.Label>{t(name)}</Field.Label>
                  <Input
                    name={name}
                    value={values[name]}
                    maxLength={name === 'nickName' ? 30 : 100}
                    inputMode={name === 'phone' ? 'tel' : name === 'email' ? 'email' : undefined}
                    placeholder={name === 'phone' || name === 'idCard' ? placeholder(masked[name]) : undefined}
                    onChange={(e) => {
                      const next = { ...values, [name]: e.target.value };
                      setValues(next);
                      if (errors[name] !== undefined) check(name, next);
                    }}
                    onBlur={() => check(name)}
                  />
                  {errors[name] !== undefined ? <Field.ErrorText>{t(`errors:${errors[name]}`)}</Field.ErrorText> : null}
                </Field.Root>
              ))}
              <HStack>
                <Button type="submit" loading={save.isPending}>
                  {t('save')}
                </Button>
              </HStack>
            </Stack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

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
      {user ? <ProfileSection key={user.id} user={user} /> : <Skeleton height="40" />}
      <MessagesSection />
      <SecuritySection />
      <BindingSection />
    </Stack>
  );
}
