/**
 * The add / edit dialog of a news item, notice or help article: a tab per language
 * (CN, EN, TC) with the title and the rich-text body (ui/rich-text), then the status, the
 * publish time (empty: now), pinned, the cover address (news and notices) or the help
 * category (help), and the sort. The server's refusal shows in the dialog; a save closes it,
 * toasts, and makes the lists read again.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Field,
  Grid,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Switch,
  Tabs,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ARTICLE_CALLS,
  helpKindPage,
  type ArticleFields,
  type ArticleKind,
  type ArticleRow,
} from '../../platform/contracts/content.contract';
import { LANGS, type Lang } from '../../platform/i18n/languages';
import { errorMessage } from '../../ui/components';
import { RichTextEditor } from '../../ui/rich-text';
import { toaster, useApi, useCall } from '../../ui/runtime';

/** What the dialog edits: a new item, or an existing row; null: closed. */
export type ArticleTarget = { kind: 'create' } | { kind: 'edit'; row: ArticleRow } | null;

type Values = Omit<ArticleFields, 'publishAt'> & { publishAt: string };

const EMPTY: Values = {
  helpKindId: null,
  titleCn: '',
  titleEn: '',
  titleTc: '',
  bodyCn: '',
  bodyEn: '',
  bodyTc: '',
  status: 'draft',
  publishAt: '',
  pinned: false,
  coverUrl: null,
  sort: 0,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as the value of a `datetime-local` input (the browser's time zone). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function valuesOf(row: ArticleRow): Values {
  return {
    helpKindId: row.helpKindId,
    titleCn: row.titleCn,
    titleEn: row.titleEn,
    titleTc: row.titleTc,
    bodyCn: row.bodyCn,
    bodyEn: row.bodyEn,
    bodyTc: row.bodyTc,
    status: row.status,
    publishAt: toLocalInput(row.publishAt),
    pinned: row.pinned,
    coverUrl: row.coverUrl,
    sort: row.sort,
  };
}

const titleKey = (l: Lang) => `title${l[0]}${l[1].toLowerCase()}` as 'titleCn' | 'titleEn' | 'titleTc';
const bodyKey = (l: Lang) => `body${l[0]}${l[1].toLowerCase()}` as 'bodyCn' | 'bodyEn' | 'bodyTc';

/** The help categories as choices of the select. */
function HelpKindSelect({ value, onChange }: { value: number | null; onChange(id: number | null): void }) {
  const { t } = useTranslation('content');
  const kinds = useCall(helpKindPage, { pageSize: 100 });
  return (
    <Field.Root required>
      <Field.Label>{t('field.helpKind')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={t('field.helpKind')}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="" />
          {kinds.data?.rows.map((k) => (
            <option key={k.id} value={k.id}>
              {k.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The form inside the dialog, mounted per opened record. */
function ArticleForm({ kind, row, onClose }: { kind: ArticleKind; row: ArticleRow | null; onClose(): void }) {
  const { t } = useTranslation(['content', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => (row ? valuesOf(row) : EMPTY));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const calls = ARTICLE_CALLS[kind];

  const save = async () => {
    setSaving(true);
    setError(null);
    const input = { ...values, publishAt: values.publishAt ? new Date(values.publishAt).toISOString() : null };
    try {
      if (row) await api(calls.edit, { ...input, id: row.id });
      else await api(calls.add, input);
      toaster.create({ type: 'success', title: t('saved') });
      await queryClient.invalidateQueries();
      onClose();
    } catch (e) {
      setError(errorMessage(e) ?? null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap="4" data-testid={`${kind}-form`}>
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <Tabs.Root defaultValue="CN" variant="enclosed" lazyMount>
            <Tabs.List>
              {LANGS.map((l) => (
                <Tabs.Trigger key={l} value={l}>
                  {t(`lang.${l}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {LANGS.map((l) => (
              <Tabs.Content key={l} value={l}>
                <Stack gap="3">
                  <Field.Root>
                    <Field.Label>{t('field.title')}</Field.Label>
                    <Input
                      aria-label={`${t('field.title')} (${l})`}
                      value={values[titleKey(l)]}
                      maxLength={200}
                      onChange={(e) => set(titleKey(l), e.target.value)}
                    />
                  </Field.Root>
                  <RichTextEditor
                    label={`${t('field.body')} (${l})`}
                    testId={`${kind}-body-${l}`}
                    value={values[bodyKey(l)]}
                    onChange={(html) => set(bodyKey(l), html)}
                  />
                </Stack>
              </Tabs.Content>
            ))}
          </Tabs.Root>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
            {kind === 'help' && <HelpKindSelect value={values.helpKindId} onChange={(id) => set('helpKindId', id)} />}
            <Field.Root>
              <Field.Label>{t('field.status')}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  aria-label={t('field.status')}
                  value={values.status}
                  onChange={(e) => set('status', e.target.value as Values['status'])}
                >
                  <option value="draft">{t('status.draft')}</option>
                  <option value="published">{t('status.published')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('field.publishAt')}</Field.Label>
              <Input
                size="sm"
                type="datetime-local"
                aria-label={t('field.publishAt')}
                value={values.publishAt}
                onChange={(e) => set('publishAt', e.target.value)}
              />
              <Field.HelperText>{t('field.publishAtHelp')}</Field.HelperText>
            </Field.Root>
            {kind !== 'help' && (
              <Field.Root>
                <Field.Label>{t('field.cover')}</Field.Label>
                <Input
                  size="sm"
                  aria-label={t('field.cover')}
                  placeholder="https://"
                  value={values.coverUrl ?? ''}
                  onChange={(e) => set('coverUrl', e.target.value.trim() ? e.target.value : null)}
                />
              </Field.Root>
            )}
            <Field.Root>
              <Field.Label>{t('field.sort')}</Field.Label>
              <Input
                size="sm"
                type="number"
                min={0}
                aria-label={t('field.sort')}
                value={values.sort}
                onChange={(e) => set('sort', Math.max(0, Number(e.target.value) || 0))}
              />
            </Field.Root>
            <Switch.Root checked={values.pinned} onCheckedChange={(e) => set('pinned', e.checked)}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t('field.pinned')}</Switch.Label>
            </Switch.Root>
          </Grid>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button colorPalette="teal" loading={saving} onClick={() => void save()}>
          {t('common:ok')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/** The dialog (closed while `target` is null). */
export function ArticleDialog({
  kind,
  target,
  onClose,
}: {
  kind: ArticleKind;
  target: ArticleTarget;
  onClose(): void;
}) {
  const { t } = useTranslation('content');
  const row = target?.kind === 'edit' ? target.row : null;
  return (
    <Dialog.Root open={target !== null} onOpenChange={(e) => !e.open && onClose()} size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t(row ? `${kind}.editTitle` : `${kind}.addTitle`)}</Dialog.Title>
            </Dialog.Header>
            {target && <ArticleForm key={row?.id ?? 'new'} kind={kind} row={row} onClose={onClose} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
