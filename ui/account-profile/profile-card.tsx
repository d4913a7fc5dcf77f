/**
 * The signed-in user's profile card, shared by the terminal's /personal (variants 0 and 3,
 * features/account) and the conference centre's /person (variant 5, features/conference-day):
 * avatar (initials of the shown name), account, phone and ID card masked per spec §5
 * (platform/validation/identity.ts), e-mail, and any further read-only facts the page adds
 * (`extra`, e.g. the organisation); the form changes the nick name and e-mail (prefilled) and
 * the phone and ID card (blank keeps the stored value, which is never shown unmasked). Each field
 * is checked on blur with the rules the server applies (platform/validation/profile.ts); saving
 * sends only what changed (`/api/user/updateUserInfo`) and shows the new name in the shell's header
 * (`session.userChanged`). Texts of the `personal` namespace.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Avatar, Button, Card, DataList, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { updateUserInfo } from '../../platform/contracts/account.contract';
import { getLoginUser, type LoginUser } from '../../platform/contracts/auth.contract';
import { maskIdCard, maskPhone } from '../../platform/validation/identity';
import { profileErrors, type ProfileFields } from '../../platform/validation/profile';
import { notify, useApi, useMutationCall, useSession } from '../runtime';

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

/** A read-only fact shown above the stored contact details (label and value already in the reader's language). */
export interface ProfileFact {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** Props of {@link ProfileCard}. */
export interface ProfileCardProps {
  user: LoginUser;
  /** Further read-only facts, shown first (e.g. the organisation). */
  extra?: readonly ProfileFact[];
}

/** The profile: what is stored (masked) and the form that changes it; see the module comment. */
export function ProfileCard({ user, extra = [] }: ProfileCardProps) {
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
            {extra.map((fact) => (
              <DataList.Item key={fact.key}>
                <DataList.ItemLabel>{fact.label}</DataList.ItemLabel>
                <DataList.ItemValue data-testid={`shown-${fact.key}`}>{fact.value}</DataList.ItemValue>
              </DataList.Item>
            ))}
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
