/**
 * /systemConfig: the settings of `sys_config` as a form grouped by topic, each
 * field with its label and help text. Values are checked with the contract's schema
 * registry (CONFIG_SCHEMAS) before saving; Save sends one `/system/config/edit` per
 * changed key (applied at once by the server). Changing `school` shows a note that the
 * terminal's route set changes; after a save, both apps re-read the config
 * (ui/runtime/live-config.ts). Read-only without `system:config:edit`.
 */
import { ContactSettingsCard } from './contact-settings-card';
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  HStack,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Switch,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  CONFIG_KEYS,
  CONFIG_SCHEMAS,
  configEdit,
  configPage,
  type ConfigEntry,
  type ConfigKey,
} from '../../platform/contracts/settings.contract';
import { ErrorState, PageHeader } from '../../ui/components';
import { toaster, useAnnounceConfigChange, useApi, useCall, useSession } from '../../ui/runtime';
import { zodErrorMap, localizeMessage } from '../../ui/resource-page/zod-messages';
import { draftOf, valueOf, type Drafts } from './config-draft';

const TOPICS = ['general', 'login', 'security'] as const;

/** The page component (default export: loaded lazily by the route table). */
export default function SystemConfigPage() {
  const { t } = useTranslation('settingsAdmin');
  const page = useCall(configPage, undefined, { staleTime: 0 });
  return (
    <Box>
      <PageHeader title={t('config.title')} description={t('config.description')} />
      {page.isError ? (
        <ErrorState title={t('config.title')} error={page.error} onRetry={() => void page.refetch()} />
      ) : page.data ? (
        <ConfigForm key={page.dataUpdatedAt} entries={page.data} onSaved={() => void page.refetch()} />
      ) : (
        <Stack gap="4">
          {TOPICS.map((topic) => (
            <Skeleton key={topic} h="40" borderRadius="lg" />
          ))}
        </Stack>
      )}
      <ContactSettingsCard />
    </Box>
  );
}

/** The form over the loaded entries; remounted (fresh drafts) after each save. */
function ConfigForm({ entries, onSaved }: { entries: ConfigEntry[]; onSaved: () => void }) {
  const { t, i18n } = useTranslation(['settingsAdmin', 'resource']);
  const api = useApi();
  const announceChange = useAnnounceConfigChange();
  const canEdit = useSession().hasPermi('system:config:edit');
  const saved = Object.fromEntries(entries.map((e) => [e.key, draftOf(e.type, e.value)])) as Drafts;
  const [drafts, setDrafts] = useState<Drafts>(saved);
  const [errors, setErrors] = useState<Partial<Record<ConfigKey, string>>>({});
  const [busy, setBusy] = useState(false);
  const changed = CONFIG_KEYS.filter(({ key }) => drafts[key] !== saved[key]);
  const tr = (key: string, values?: Record<string, unknown>) => t(key, values);

  const save = async () => {
    const found: Partial<Record<ConfigKey, string>> = {};
    const edits: { key: ConfigKey; value: unknown }[] = [];
    for (const { key, type } of changed) {
      const parsed = CONFIG_SCHEMAS[key].safeParse(valueOf(type, drafts[key]), { error: zodErrorMap(tr) });
      if (parsed.success) edits.push({ key, value: parsed.data });
      else {
        const issue = parsed.error.issues[0];
        const message = localizeMessage(issue.message, tr, (k) => i18n.exists(k));
        found[key] =
          type === 'origins' && typeof issue.path[0] === 'number'
            ? `${t('config.originsInvalid', { line: issue.path[0] + 1 })}: ${message}`
            : message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      for (const edit of edits) await api(configEdit, edit as never);
      toaster.create({ description: t('config.saved'), type: 'success', duration: 3000 });
      // Both apps follow a new `school` (and login mode) without a restart.
      announceChange();
      onSaved();
    } catch {
      // The client has shown the server's message; the drafts stay for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      gap="4"
      as="form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      data-testid="config-form"
    >
      {drafts.school !== saved.school ? (
        <Alert.Root status="warning" data-testid="school-note">
          <Alert.Indicator />
          <Alert.Description>{t('config.schoolChanged')}</Alert.Description>
        </Alert.Root>
      ) : null}
      {TOPICS.map((topic) => (
        <Card.Root key={topic} variant="outline">
          <Card.Header>
            <Card.Title>{t(`config.topics.${topic}`)}</Card.Title>
          </Card.Header>
          <Card.Body>
            <Stack gap="5">
              {entries
                .filter((e) => e.topic === topic)
                .map((entry) => (
                  <ConfigField
                    key={entry.key}
                    entry={entry}
                    value={drafts[entry.key]}
                    error={errors[entry.key]}
                    readOnly={!canEdit}
                    onChange={(value) => setDrafts((d) => ({ ...d, [entry.key]: value }))}
                  />
                ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
      {canEdit ? (
        <HStack justify="flex-end">
          <Button
            variant="outline"
            disabled={changed.length === 0 || busy}
            onClick={() => {
              setDrafts(saved);
              setErrors({});
            }}
          >
            {t('config.reset')}
          </Button>
          <Button type="submit" colorPalette="blue" loading={busy} disabled={changed.length === 0}>
            {t('config.save')}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

interface ConfigFieldProps {
  entry: ConfigEntry;
  value: string;
  error?: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}

/** One setting: label, the control for its type, help text and error. */
function ConfigField({ entry, value, error, readOnly, onChange }: ConfigFieldProps) {
  const { t } = useTranslation('settingsAdmin');
  const id = `config-${entry.key}`;
  const label = t(`config.keys.${entry.key}.label`);
  let control;
  if (entry.type === 'boolean') {
    control = (
      <Switch.Root
        id={id}
        checked={value === 'true'}
        disabled={readOnly}
        onCheckedChange={(e) => onChange(String(e.checked))}
      >
        <Switch.HiddenInput aria-label={label} />
        <Switch.Control />
      </Switch.Root>
    );
  } else if (entry.type === 'enum') {
    control = (
      <NativeSelect.Root size="sm" maxW="sm" disabled={readOnly}>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {entry.options?.map((o) => (
            <option key={o} value={String(o)}>
              {t(`config.options.${entry.key}.${o}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  } else if (entry.type === 'origins') {
    control = (
      <Textarea
        id={id}
        size="sm"
        rows={3}
        fontFamily="mono"
        value={value}
        readOnly={readOnly}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  } else {
    control = (
      <Input
        id={id}
        size="sm"
        maxW={entry.type === 'url' ? 'xl' : 'md'}
        value={value}
        readOnly={readOnly}
        inputMode={entry.type === 'url' ? 'url' : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  return (
    <Field.Root invalid={Boolean(error)} data-testid={id}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      {control}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t(`config.keys.${entry.key}.help`)}</Field.HelperText>
      )}
    </Field.Root>
  );
}
