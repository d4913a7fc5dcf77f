/**
 * CandidatePicker: the initiator's choice of the people of one CUSTOM node (spec §3
 * "workflow candidate"): a search box over `candidateUserByNodeCandidateType`
 * {defineId, nodeId, keyword, siteId for a booking's form} (asked 500 ms after the last keystroke, spec §9), whose
 * matches (at most {@link SHOWN}) each have a "Choose" button, and the chosen people with a
 * "Remove" button. One person for a single node (choosing replaces), several otherwise.
 * A refusal naming the node (CANDIDATE_REQUIRED, CANDIDATE_OUT_OF_RANGE) is shown under it.
 */
import { Badge, Button, Field, HStack, Input, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuX } from 'react-icons/lu';
import {
  candidateUserByNodeCandidateType,
  type CandidateUser,
} from '../../platform/contracts/workflow-candidate.contract';
import { useDebouncedValue } from '../participant-picker';
import { useCall } from '../runtime';

/** Most matches listed at once. */
const SHOWN = 20;

/** Props of {@link CandidatePicker}. */
export interface CandidatePickerProps {
  defineId: number;
  nodeId: string;
  /** The booking's site, when the form is the one a booking of it must fill. */
  siteId?: number;
  /** Whether several people may be chosen. */
  multiple: boolean;
  /** The people chosen, in the order they decide. */
  chosen: CandidateUser[];
  onChange: (chosen: CandidateUser[]) => void;
  /** A message in the user's language (the server's refusal), shown under the picker. */
  error?: string;
}

/** The picker; see the module comment. */
export function CandidatePicker({ defineId, nodeId, siteId, multiple, chosen, onChange, error }: CandidatePickerProps) {
  const { t } = useTranslation('approvalPath');
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim());
  const found = useCall(
    candidateUserByNodeCandidateType,
    { defineId, nodeId, ...(keyword ? { keyword } : {}), ...(siteId !== undefined ? { siteId } : {}) },
    { staleTime: 30_000 },
  );
  const chosenIds = new Set(chosen.map((u) => u.id));
  const rows = (found.data ?? []).filter((u) => !chosenIds.has(u.id));
  const choose = (user: CandidateUser) => onChange(multiple ? [...chosen, user] : [user]);

  return (
    <Field.Root invalid={!!error} data-testid={`picker-${nodeId}`}>
      <Stack gap="2" w="full">
        <Wrap gap="1.5" data-testid={`chosen-${nodeId}`}>
          {chosen.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('picker.none')}
            </Text>
          ) : (
            chosen.map((u) => (
              <Badge key={u.id} colorPalette="blue" variant="subtle" size="lg" gap="1">
                {u.name}
                <Button
                  type="button"
                  size="2xs"
                  variant="ghost"
                  minW="0"
                  px="0.5"
                  aria-label={t('picker.remove', { name: u.name })}
                  onClick={() => onChange(chosen.filter((c) => c.id !== u.id))}
                >
                  <LuX />
                </Button>
              </Badge>
            ))
          )}
        </Wrap>
        <Field.Label srOnly>{t('picker.search')}</Field.Label>
        <Input
          size="sm"
          type="search"
          value={text}
          placeholder={t('picker.placeholder')}
          autoComplete="off"
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Inside the request's form: Enter searches, it does not submit.
            if (e.key === 'Enter') e.preventDefault();
            if (e.key === 'Escape') setText('');
          }}
        />
        {found.isPending ? (
          <Spinner size="xs" />
        ) : rows.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('picker.noMatch')}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0.5" maxH="48" overflowY="auto">
            {rows.slice(0, SHOWN).map((u) => (
              <HStack as="li" key={u.id} justify="space-between" gap="2" px="1" data-testid="candidate">
                <Text fontSize="sm" truncate>
                  {u.name}{' '}
                  <Text as="span" color="fg.muted">
                    {[u.account, u.orgName].filter(Boolean).join(' · ')}
                  </Text>
                </Text>
                <Button
                  type="button"
                  size="xs"
                  variant="outline"
                  aria-label={t('picker.choose', { name: u.name })}
                  onClick={() => choose(u)}
                >
                  <LuPlus />
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
        {rows.length > SHOWN ? (
          <Text fontSize="xs" color="fg.muted">
            {t('picker.more', { count: SHOWN })}
          </Text>
        ) : null}
      </Stack>
      {error ? <Field.ErrorText data-testid={`picker-error-${nodeId}`}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
