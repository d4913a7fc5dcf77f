/**
 * StartableForms (spec §2 /workflowStart, the terminal's /apply): the forms the signed-in
 * user may start (`startableForms`), by group, filtered by a name keyword (asked 500 ms
 * after the last keystroke, spec §9). Each form links to where it is filled in
 * (`formPath`): as cards with icon and description (back office), or as a list (phone).
 * Groups without forms are left out; names are in the user's language (CN when empty).
 */
import { useState } from 'react';
import {
  Badge,
  Card,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  LinkBox,
  LinkOverlay,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LuChevronRight } from 'react-icons/lu';
import { startableForms, type FormDefineRow } from '../../platform/contracts/workflow.contract';
import { localText } from '../../platform/forms/local-text';
import { EmptyState, ErrorState } from '../../ui/components';
import { useDebouncedValue } from '../../ui/participant-picker';
import { useCall, useLang } from '../../ui/runtime';
import { FormIcon } from './form-icon';

/** Props of {@link StartableForms}. */
export interface StartableFormsProps {
  /** Cards in a grid (back office) or one row per form (phone). */
  layout: 'cards' | 'list';
  /** Where a form is filled in, e.g. `/start?id=<id>`. */
  formPath: (form: FormDefineRow) => string;
}

/** A row's name in `lang`. */
const nameOf = (row: { name: string; nameEn: string; nameTc: string }, lang: string) =>
  localText({ cn: row.name, en: row.nameEn, tc: row.nameTc }, lang);

/** The search box and the grouped forms; see the module comment. */
export function StartableForms({ layout, formPath }: StartableFormsProps) {
  const { t } = useTranslation('processStart');
  const { lang } = useLang();
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim());
  const list = useCall(startableForms, keyword ? { keyword } : undefined, {
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  const groups = (list.data ?? []).filter((g) => g.forms.length > 0);

  return (
    <Stack gap="5">
      <Field.Root maxW={{ md: 'sm' }}>
        <Field.Label>{t('list.search')}</Field.Label>
        <Input
          type="search"
          value={text}
          placeholder={t('list.searchPlaceholder')}
          autoComplete="off"
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </Field.Root>
      {list.isPending ? (
        <Skeleton height="32" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={list.refetch} />
      ) : groups.length === 0 ? (
        <EmptyState title={t(keyword ? 'list.noMatch' : 'list.empty')} />
      ) : (
        groups.map((group) => (
          <Stack as="section" key={group.id} gap="3" data-testid={`form-group-${group.id}`}>
            <HStack gap="2">
              <Heading as="h2" size="md">
                {nameOf(group, lang)}
              </Heading>
              <Badge variant="subtle">{t('list.formCount', { count: group.forms.length })}</Badge>
            </HStack>
            {layout === 'cards' ? (
              <Grid templateColumns="repeat(auto-fill, minmax(16rem, 1fr))" gap="3">
                {group.forms.map((form) => (
                  <FormCard key={form.id} form={form} name={nameOf(form, lang)} to={formPath(form)} />
                ))}
              </Grid>
            ) : (
              <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderRadius="md">
                {group.forms.map((form) => (
                  <FormRow key={form.id} form={form} name={nameOf(form, lang)} to={formPath(form)} />
                ))}
              </Stack>
            )}
          </Stack>
        ))
      )}
    </Stack>
  );
}

/** One form as a card: icon, name, description; the whole card is the link. */
function FormCard({ form, name, to }: { form: FormDefineRow; name: string; to: string }) {
  return (
    <Card.Root
      size="sm"
      variant="outline"
      position="relative"
      _hover={{ borderColor: 'blue.muted' }}
      data-testid="form-card"
    >
      <Card.Body>
        <HStack gap="3" align="start">
          <FormIcon name={form.icon} />
          <Stack gap="1" minW="0">
            <LinkOverlay asChild>
              <Link to={to}>
                <Text fontWeight="semibold">{name}</Text>
              </Link>
            </LinkOverlay>
            {form.description ? (
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {form.description}
              </Text>
            ) : null}
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** One form as a row of a phone list: icon, name, description, chevron; the row is the link. */
function FormRow({ form, name, to }: { form: FormDefineRow; name: string; to: string }) {
  return (
    <LinkBox as="li" px="3" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid="form-row">
      <HStack gap="3">
        <FormIcon name={form.icon} />
        <Stack gap="0.5" flex="1" minW="0">
          <LinkOverlay asChild>
            <Link to={to}>
              <Text fontWeight="medium">{name}</Text>
            </Link>
          </LinkOverlay>
          {form.description ? (
            <Text fontSize="sm" color="fg.muted" truncate>
              {form.description}
            </Text>
          ) : null}
        </Stack>
        <LuChevronRight aria-hidden />
      </HStack>
    </LinkBox>
  );
}
