/**
 * ParticipantPicker (GLOSSARY "participants / leader"): the people of a booking
 * besides its booker, as a controlled list of {@link PickedParticipant}. Users are found
 * with the user search (debounced 500 ms, spec §9), guests are added by name and an
 * optional phone, and all members of one of the caller's favourite groups can be added at
 * once; each participant can be removed or made the one leader. Additions stop at `max`;
 * the count is shown against [min, max] and flagged when outside (the server has the last
 * word). A fieldset with a legend; every control is labelled and reachable by keyboard,
 * and outcomes are announced (aria-live).
 */
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  Badge,
  Box,
  Button,
  Field,
  Fieldset,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Separator,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCrown, LuUserPlus, LuUsers, LuX } from 'react-icons/lu';
import { favoriteGroupMember, favoriteGroupsDetails } from '../../platform/contracts/people.contract';
import { useApi, useCall } from '../runtime';
import {
  addGuest,
  addUsers,
  countProblem,
  isGuestPhone,
  removeAt,
  toggleLeader,
  type AddResult,
  type PickedParticipant,
} from './participants';
import { UserSearchField } from './user-search-field';

/** Props of {@link ParticipantPicker}. */
export interface ParticipantPickerProps {
  /** The participants (controlled). */
  value: PickedParticipant[];
  /** Called with the whole new list after every change. */
  onChange: (next: PickedParticipant[]) => void;
  /** Fewest participants the booking needs (default 0). */
  min?: number;
  /** Most participants the booking takes; null or omitted: no limit. */
  max?: number | null;
  /** Users who may not be participants (the booker). */
  excludeUserIds?: readonly number[];
  /** The legend (default `people:picker.label`). */
  label?: string;
}

/** The picker; see the module comment. */
export function ParticipantPicker({
  value,
  onChange,
  min = 0,
  max = null,
  excludeUserIds = [],
  label,
}: ParticipantPickerProps) {
  const { t } = useTranslation('people');
  const [status, setStatus] = useState('');
  const full = max !== null && value.length >= max;
  const problem = countProblem(value.length, min, max);
  const pickedIds = value.flatMap((p) => (p.userId === undefined ? [] : [p.userId]));

  /** Applies an addition and announces what was left out. */
  const apply = (result: AddResult, announce: string) => {
    onChange(result.next);
    setStatus(
      result.skipped > 0 ? `${announce} ${t('picker.groupSkipped', { count: result.skipped })}`.trim() : announce,
    );
  };

  return (
    <Fieldset.Root invalid={problem !== null}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Fieldset.Legend fontWeight="semibold">{label ?? t('picker.label')}</Fieldset.Legend>
        <Text fontSize="sm" color={problem ? 'fg.error' : 'fg.muted'} data-testid="participant-count">
          {t('picker.count', { count: value.length })}
          {boundsText(t, min, max) ? ` · ${boundsText(t, min, max)}` : ''}
        </Text>
      </HStack>
      <Stack gap="4">
        {value.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('picker.empty')}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="1.5" aria-label={label ?? t('picker.label')}>
            {value.map((p, index) => (
              <HStack
                as="li"
                key={p.userId !== undefined ? `u${p.userId}` : `g${index}-${p.name}`}
                data-testid="participant"
                justify="space-between"
                gap="2"
                borderWidth="1px"
                borderRadius="md"
                px="3"
                py="2"
                bg={p.isLeader ? 'teal.subtle' : 'bg'}
              >
                <HStack gap="2" minW="0">
                  <Text fontWeight="medium" truncate>
                    {p.name}
                  </Text>
                  <Badge size="sm" variant="outline">
                    {p.userId !== undefined ? t('picker.member') : t('picker.guest')}
                  </Badge>
                  {p.phone ? (
                    <Text fontSize="xs" color="fg.muted">
                      {p.phone}
                    </Text>
                  ) : null}
                  {p.isLeader ? (
                    <Badge size="sm" colorPalette="teal" variant="solid">
                      {t('picker.leader')}
                    </Badge>
                  ) : null}
                </HStack>
                <HStack gap="1" flexShrink={0}>
                  <IconButton
                    size="xs"
                    variant={p.isLeader ? 'solid' : 'ghost'}
                    colorPalette="teal"
                    aria-pressed={p.isLeader}
                    aria-label={
                      p.isLeader ? t('picker.unsetLeader', { name: p.name }) : t('picker.makeLeader', { name: p.name })
                    }
                    onClick={() => onChange(toggleLeader(value, index))}
                  >
                    <LuCrown />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('picker.remove', { name: p.name })}
                    onClick={() => onChange(removeAt(value, index))}
                  >
                    <LuX />
                  </IconButton>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
        {problem ? (
          <Fieldset.ErrorText>
            {problem === 'tooFew' ? t('picker.tooFew', { min }) : t('picker.tooMany', { max })}
          </Fieldset.ErrorText>
        ) : null}
        <Text srOnly aria-live="polite" data-testid="picker-status">
          {status}
        </Text>
        {full ? (
          <Text fontSize="sm" color="fg.muted">
            {t('picker.full')}
          </Text>
        ) : null}
        <UserSearchField
          pickedIds={pickedIds}
          excludeIds={excludeUserIds}
          disabled={full}
          onPick={(person) => apply(addUsers(value, [person], max, excludeUserIds), '')}
        />
        <Separator />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <GuestForm disabled={full} onAdd={(name, phone) => apply(addGuest(value, name, phone, max), '')} />
          <GroupAdder
            disabled={full}
            onMembers={(members) => {
              const result = addUsers(value, members, max, excludeUserIds);
              apply(
                result,
                result.added > 0 ? t('picker.groupAdded', { count: result.added }) : t('picker.groupNothing'),
              );
            }}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset.Root>
  );
}

/** "min–max needed", "at least min", "at most max", or '' without bounds. */
function boundsText(
  t: (key: string, values?: Record<string, unknown>) => string,
  min: number,
  max: number | null,
): string {
  if (max !== null && min > 0) return t('picker.bounds', { min, max });
  if (min > 0) return t('picker.boundsMin', { min });
  if (max !== null) return t('picker.boundsMax', { max });
  return '';
}

/** The guest form: name (required) and phone (optional, checked by {@link isGuestPhone}). */
function GuestForm({ disabled, onAdd }: { disabled: boolean; onAdd: (name: string, phone: string) => void }) {
  const { t } = useTranslation('people');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<{ name?: string; phone?: string }>({});
  const headingId = useId();

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const next = {
      name: name.trim() ? undefined : t('picker.guestNameRequired'),
      phone: isGuestPhone(phone) ? undefined : t('picker.guestPhoneInvalid'),
    };
    setError(next);
    if (next.name || next.phone) return;
    onAdd(name, phone);
    setName('');
    setPhone('');
  };

  // Not a <form>: the picker usually sits inside the booking form; Enter in a field adds the guest.
  const onEnter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') submit(e);
  };
  return (
    <Stack gap="2" role="group" aria-labelledby={headingId}>
      <Text id={headingId} fontSize="sm" fontWeight="semibold">
        {t('picker.guestHeading')}
      </Text>
      <Field.Root invalid={Boolean(error.name)}>
        <Field.Label>{t('picker.guestName')}</Field.Label>
        <Input
          size="sm"
          value={name}
          maxLength={50}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={onEnter}
        />
        <Field.ErrorText>{error.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(error.phone)}>
        <Field.Label>{t('picker.guestPhone')}</Field.Label>
        <Input
          size="sm"
          type="tel"
          value={phone}
          maxLength={20}
          onChange={(e) => setPhone(e.currentTarget.value)}
          onKeyDown={onEnter}
        />
        <Field.ErrorText>{error.phone}</Field.ErrorText>
      </Field.Root>
      <Box>
        <Button size="sm" variant="outline" disabled={disabled} onClick={() => submit()}>
          <LuUserPlus /> {t('picker.addGuest')}
        </Button>
      </Box>
    </Stack>
  );
}

/** Chooses one of the caller's favourite groups and hands over its members. */
function GroupAdder({
  disabled,
  onMembers,
}: {
  disabled: boolean;
  onMembers: (members: { id: number; name: string }[]) => void;
}) {
  const { t } = useTranslation('people');
  const api = useApi();
  const groups = useCall(favoriteGroupsDetails, undefined);
  const [groupId, setGroupId] = useState('');
  const [loading, setLoading] = useState(false);
  const headingId = useId();

  const add = async () => {
    setLoading(true);
    try {
      onMembers(await api(favoriteGroupMember, { groupId: Number(groupId) }));
    } catch {
      // The runtime has shown the server's message (spec §8).
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack gap="2" role="group" aria-labelledby={headingId}>
      <Text id={headingId} fontSize="sm" fontWeight="semibold">
        {t('picker.groupHeading')}
      </Text>
      <Field.Root>
        <Field.Label>{t('picker.group')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={groupId}
            onChange={(e) => setGroupId(e.currentTarget.value)}
            data-testid="group-select"
          >
            <option value="">{t('picker.groupPlaceholder')}</option>
            {(groups.data ?? []).map((g) => (
              <option key={g.id} value={String(g.id)}>{`${g.name} (${g.memberCount})`}</option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Box>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled || groupId === ''}
          loading={loading}
          onClick={() => void add()}
        >
          <LuUsers /> {t('picker.addGroup')}
        </Button>
      </Box>
    </Stack>
  );
}
