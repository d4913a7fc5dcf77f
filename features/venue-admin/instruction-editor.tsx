/**
 * InstructionEditor (the site drawer and the scene page): the instructions of a
 * site or a scene, one section per type (booking, usage, safety) — whether it exists,
 * whether it is enabled, and its text in CN, EN and TC. Save sends the whole set (types
 * switched off are removed, so a site falls back to its scene's). A section that exists
 * needs all three texts. Read-only unless `canEdit`.
 */
import { useState } from 'react';
import { Box, Button, Card, Field, HStack, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { InstructionType, type Instruction } from '../../platform/contracts/venue-extras.contract';

/** One section being edited. */
interface Draft {
  on: boolean;
  enabled: boolean;
  contentCn: string;
  contentEn: string;
  contentTc: string;
}

const TYPES = InstructionType.options;
const LANG_FIELDS = ['contentCn', 'contentEn', 'contentTc'] as const;

/** The drafts of the three types from the stored set. */
function draftsOf(list: Instruction[]): Record<InstructionType, Draft> {
  const of = (type: InstructionType): Draft => {
    const found = list.find((i) => i.type === type);
    return found
      ? {
          on: true,
          enabled: found.status === 0,
          contentCn: found.contentCn,
          contentEn: found.contentEn,
          contentTc: found.contentTc,
        }
      : { on: false, enabled: true, contentCn: '', contentEn: '', contentTc: '' };
  };
  return { booking: of('booking'), usage: of('usage'), safety: of('safety') };
}

/** The set to save: the sections switched on, trimmed. */
function setOf(drafts: Record<InstructionType, Draft>): Instruction[] {
  return TYPES.filter((type) => drafts[type].on).map((type) => ({
    type,
    status: drafts[type].enabled ? (0 as const) : (1 as const),
    contentCn: drafts[type].contentCn.trim(),
    contentEn: drafts[type].contentEn.trim(),
    contentTc: drafts[type].contentTc.trim(),
  }));
}

/** Props of {@link InstructionEditor}. */
export interface InstructionEditorProps {
  /** The stored set. */
  initial: Instruction[];
  canEdit: boolean;
  /** Saves the set; rejects when the server refused (the draft stays). */
  onSave: (instructions: Instruction[]) => Promise<void>;
}

/** The three sections and Save (see the module comment). */
export function InstructionEditor({ initial, canEdit, onSave }: InstructionEditorProps) {
  const { t } = useTranslation('venueExtras');
  const [drafts, setDrafts] = useState(() => draftsOf(initial));
  const [busy, setBusy] = useState(false);
  const set = (type: InstructionType, patch: Partial<Draft>) =>
    setDrafts({ ...drafts, [type]: { ...drafts[type], ...patch } });
  const incomplete = TYPES.filter((type) => drafts[type].on && LANG_FIELDS.some((f) => !drafts[type][f].trim()));

  const save = async () => {
    setBusy(true);
    try {
      await onSave(setOf(drafts));
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" data-testid="instruction-editor">
      {TYPES.map((type) => (
        <Card.Root key={type} size="sm" variant="outline" data-testid={`instruction-${type}`}>
          <Card.Header>
            <HStack justify="space-between">
              <Card.Title textStyle="sm">{t(`instructions.type.${type}`)}</Card.Title>
              <HStack gap="4">
                <Switch.Root
                  size="sm"
                  checked={drafts[type].on}
                  disabled={!canEdit}
                  onCheckedChange={(e) => set(type, { on: e.checked })}
                >
                  <Switch.HiddenInput aria-label={t('instructions.use', { type: t(`instructions.type.${type}`) })} />
                  <Switch.Control />
                  <Switch.Label>{t('instructions.on')}</Switch.Label>
                </Switch.Root>
                {drafts[type].on ? (
                  <Switch.Root
                    size="sm"
                    checked={drafts[type].enabled}
                    disabled={!canEdit}
                    onCheckedChange={(e) => set(type, { enabled: e.checked })}
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>{t('instructions.enabled')}</Switch.Label>
                  </Switch.Root>
                ) : null}
              </HStack>
            </HStack>
          </Card.Header>
          {drafts[type].on ? (
            <Card.Body>
              <Stack gap="2">
                {LANG_FIELDS.map((f) => (
                  <Field.Root key={f} invalid={!drafts[type][f].trim()}>
                    <Field.Label>{t(`instructions.${f}`)}</Field.Label>
                    <Textarea
                      rows={3}
                      readOnly={!canEdit}
                      value={drafts[type][f]}
                      onChange={(e) => set(type, { [f]: e.currentTarget.value })}
                    />
                  </Field.Root>
                ))}
              </Stack>
            </Card.Body>
          ) : null}
        </Card.Root>
      ))}
      {canEdit ? (
        <Box>
          {incomplete.length ? (
            <Text textStyle="sm" color="fg.error" mb="2">
              {t('instructions.incomplete')}
            </Text>
          ) : null}
          <Button
            size="sm"
            colorPalette="blue"
            loading={busy}
            disabled={incomplete.length > 0}
            onClick={() => void save()}
          >
            {t('save')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
