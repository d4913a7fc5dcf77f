/**
 * UserSearchField: a labelled search box over `userSearch` (spec §7
 * /api/org/userSearch), asked 500 ms after the last keystroke (spec §9), with the
 * matching users — name, account, organisation, masked phone — each with an "Add"
 * button. The result count is announced (aria-live); Escape clears the box.
 */
import { useId, useState } from 'react';
import { Badge, Box, Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuSearch } from 'react-icons/lu';
import { userSearch, type PersonRow } from '../../platform/contracts/people.contract';
import { useCall } from '../runtime';
import { useDebouncedValue } from './use-debounced-value';

/** Props of {@link UserSearchField}. */
export interface UserSearchFieldProps {
  /** Called with the user whose "Add" was pressed. */
  onPick: (person: PersonRow) => void;
  /** Users already chosen: shown as added, their button disabled. */
  pickedIds?: readonly number[];
  /** Users never offered (e.g. the booker). */
  excludeIds?: readonly number[];
  /** Disables every "Add" (e.g. when the list is full). */
  disabled?: boolean;
  /** The visible label (default `people:picker.search`). */
  label?: string;
}

/** The search box and its results; see the module comment. */
export function UserSearchField({
  onPick,
  pickedIds = [],
  excludeIds = [],
  disabled = false,
  label,
}: UserSearchFieldProps) {
  const { t } = useTranslation('people');
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim());
  const search = useCall(userSearch, { keyword }, { enabled: keyword.length > 0, staleTime: 30_000 });
  const rows = (search.data ?? []).filter((p) => !excludeIds.includes(p.id));
  const listId = useId();
  const active = keyword.length > 0 && text.trim().length > 0;

  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{label ?? t('picker.search')}</Field.Label>
        <HStack w="full" gap="2">
          <Box color="fg.muted" aria-hidden>
            <LuSearch />
          </Box>
          <Input
            type="search"
            value={text}
            placeholder={t('picker.searchPlaceholder')}
            aria-controls={listId}
            autoComplete="off"
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setText('');
            }}
          />
        </HStack>
      </Field.Root>
      <Box id={listId}>
        <Text srOnly aria-live="polite">
          {active && search.data ? t('picker.results', { count: rows.length }) : ''}
        </Text>
        {!active ? null : search.isPending ? (
          <HStack color="fg.muted" fontSize="sm">
            <Spinner size="xs" /> {t('picker.searching')}
          </HStack>
        ) : rows.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('picker.noMatch')}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="1" aria-label={t('picker.search')} maxH="64" overflowY="auto">
            {rows.map((p) => {
              const picked = pickedIds.includes(p.id);
              return (
                <HStack
                  as="li"
                  key={p.id}
                  justify="space-between"
                  gap="2"
                  px="2"
                  py="1.5"
                  borderRadius="md"
                  _hover={{ bg: 'bg.muted' }}
                  data-testid="search-result"
                >
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium" truncate>
                      {p.name}{' '}
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        {p.account}
                      </Text>
                    </Text>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {[p.orgName, p.phone].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                  {picked ? (
                    <Badge colorPalette="teal" variant="subtle">
                      {t('picker.added')}
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="teal"
                      disabled={disabled}
                      aria-label={t('picker.add', { name: p.name, account: p.account })}
                      onClick={() => onPick(p)}
                    >
                      <LuPlus />
                    </Button>
                  )}
                </HStack>
              );
            })}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
