/**
 * The "add text override" dialog of /moreLanguage: a key picker over the
 * shipped texts (namespace filter and search; each match shows its dotted key and its
 * shipped text in CN, EN and TC), the language, and the new text; saved with
 * `/system/language/add`.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  Grid,
  HStack,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { languageAdd } from '../../platform/contracts/settings.contract';
import { LANGS, type Lang } from '../../platform/i18n/languages';
import { errorMessage } from '../../ui/components';
import { toaster, useApi } from '../../ui/runtime';
import { searchShipped, shippedNamespaces, type ShippedText } from './shipped-texts';

/** Props of {@link OverrideDialog}. */
export interface OverrideDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a successful save (the dialog closes through onClose). */
  onSaved: () => void;
}

/** The add dialog (see the module comment). */
export function OverrideDialog({ open, onClose, onSaved }: OverrideDialogProps) {
  const { t } = useTranslation(['settingsAdmin', 'resource', 'common']);
  return (
    <Dialog.Root
      open={open}
      placement="center"
      size="xl"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="override-form">
            <Dialog.Header>
              <Dialog.Title>{t('language.addTitle')}</Dialog.Title>
            </Dialog.Header>
            {open ? <OverrideForm onClose={onClose} onSaved={onSaved} /> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function OverrideForm({ onClose, onSaved }: Omit<OverrideDialogProps, 'open'>) {
  const { t, i18n } = useTranslation(['settingsAdmin', 'resource', 'common']);
  const api = useApi();
  const [ns, setNs] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<ShippedText | null>(null);
  const [lang, setLang] = useState<Lang>(i18n.language as Lang);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = searchShipped(search, ns);

  const save = async () => {
    if (!picked) return setError(t('validation.unknownKey'));
    if (!value.trim()) return setError(`${t('language.value')}: ${t('resource:validation.required')}`);
    setBusy(true);
    setError(null);
    try {
      await api(languageAdd, { lang, ns: picked.ns, key: picked.key, value }, { notify: false });
      toaster.create({ type: 'success', description: t('resource:saved') });
      onSaved();
    } catch (err) {
      setError(errorMessage(err) ?? String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root>
            <Field.Label>{t('language.pickKey')}</Field.Label>
            <HStack w="full">
              <NativeSelect.Root size="sm" maxW="48">
                <NativeSelect.Field
                  aria-label={t('language.ns')}
                  value={ns}
                  onChange={(e) => setNs(e.currentTarget.value)}
                >
                  <option value="">{t('resource:all')}</option>
                  {shippedNamespaces().map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Input
                size="sm"
                aria-label={t('language.search')}
                placeholder={t('language.search')}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
            </HStack>
            <Field.HelperText>{t('language.keyHelp')}</Field.HelperText>
          </Field.Root>
          <Stack
            role="listbox"
            aria-label={t('language.key')}
            gap="0"
            maxH="64"
            overflowY="auto"
            borderWidth="1px"
            rounded="md"
            data-testid="key-picker"
          >
            {matches.length === 0 ? (
              <Text p="3" color="fg.muted">
                {t('language.noMatch')}
              </Text>
            ) : null}
            {matches.map((m) => {
              const selected = picked?.ns === m.ns && picked.key === m.key;
              return (
                <Box
                  key={`${m.ns}:${m.key}`}
                  role="option"
                  aria-selected={selected}
                  tabIndex={0}
                  cursor="pointer"
                  px="3"
                  py="2"
                  borderBottomWidth="1px"
                  bg={selected ? 'blue.subtle' : undefined}
                  _hover={{ bg: selected ? 'blue.subtle' : 'bg.muted' }}
                  onClick={() => setPicked(m)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      setPicked(m);
                    }
                  }}
                >
                  <Text fontFamily="mono" textStyle="sm">
                    {m.ns}:{m.key}
                  </Text>
                  <Grid templateColumns="auto 1fr" columnGap="2" textStyle="xs" color="fg.muted">
                    {LANGS.map((l) => [
                      <Text key={`${l}-l`}>{l}</Text>,
                      <Text key={l} truncate>
                        {m.texts[l]}
                      </Text>,
                    ])}
                  </Grid>
                </Box>
              );
            })}
          </Stack>
          <Grid templateColumns={{ base: '1fr', md: '12rem 1fr' }} gap="4">
            <Field.Root>
              <Field.Label>{t('language.lang')}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field name="lang" value={lang} onChange={(e) => setLang(e.currentTarget.value as Lang)}>
                  {LANGS.map((l) => (
                    <option key={l} value={l}>
                      {t(`language.langs.${l}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('language.shipped')}</Field.Label>
              <Text textStyle="sm" data-testid="picked-shipped">
                {picked ? `${picked.ns}:${picked.key} — ${picked.texts[lang]}` : '—'}
              </Text>
            </Field.Root>
          </Grid>
          <Field.Root>
            <Field.Label>{t('language.value')}</Field.Label>
            <Textarea name="value" rows={2} value={value} onChange={(e) => setValue(e.currentTarget.value)} />
          </Field.Root>
          {error ? (
            <Alert.Root status="error" data-testid="form-error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" colorPalette="blue" loading={busy}>
          {t('resource:save')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
