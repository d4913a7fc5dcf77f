/**
 * /moreLanguage: administrators' overrides of shipped UI texts as a resource
 * page — filters language, namespace and key keyword; each row shows the shipped text
 * next to its override; edit changes the text; Add opens the key picker
 * (override-dialog.tsx). Both apps apply the overrides at start and on a language
 * change (ui/runtime RuntimeProvider).
 */
import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import {
  languageAdd,
  languageDelete,
  languageEdit,
  languagePage,
  shippedText,
  type TextOverrideRow,
} from '../../platform/contracts/settings.contract';
import { LANGS } from '../../platform/i18n/languages';
import { callKey, useSession } from '../../ui/runtime';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { OverrideDialog } from './override-dialog';
import { shippedNamespaces } from './shipped-texts';

const langOptions = LANGS.map((l) => ({ value: l, label: `language.langs.${l}` }));

const config: ResourcePageConfig<typeof languagePage, TextOverrideRow> = {
  id: 'more-language',
  ns: 'settingsAdmin',
  title: 'language.title',
  description: 'language.description',
  list: languagePage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'lang', label: 'language.lang', kind: 'select', options: langOptions },
    {
      name: 'ns',
      label: 'language.ns',
      kind: 'select',
      options: shippedNamespaces().map((n) => ({ value: n, label: n, raw: true })),
    },
    { name: 'key', label: 'language.key', kind: 'text' },
  ],
  columns: [
    { key: 'lang', label: 'language.lang', nowrap: true },
    { key: 'ns', label: 'language.ns', nowrap: true },
    { key: 'key', label: 'language.key', render: (r) => <Text fontFamily="mono">{r.key}</Text> },
    {
      key: 'shipped',
      label: 'language.shipped',
      render: (r) => <Text color="fg.muted">{shippedText(r.ns, r.key, r.lang) ?? ''}</Text>,
      exportValue: (r) => shippedText(r.ns, r.key, r.lang) ?? '',
    },
    { key: 'value', label: 'language.value', render: (r) => <Text fontWeight="medium">{r.value}</Text> },
    {
      key: 'updatedAt',
      label: 'language.updatedAt',
      nowrap: true,
      render: (r) => new Date(r.updatedAt).toLocaleString(),
    },
  ],
  form: {
    fields: [
      { name: 'lang', label: 'language.lang', kind: 'select', options: langOptions, lockedOnEdit: true },
      { name: 'ns', label: 'language.ns', kind: 'text', lockedOnEdit: true },
      { name: 'key', label: 'language.key', kind: 'text', lockedOnEdit: true, span: 2 },
      { name: 'value', label: 'language.value', kind: 'textarea' },
    ],
    schema: z.object({ value: z.string().min(1).max(1000) }),
    update: { call: languageEdit, permission: languageEdit.access },
    defaults: {},
    toValues: (r) => ({ lang: r.lang, ns: r.ns, key: r.key, value: r.value }),
    toInput: (values, row) => ({ id: row!.id, value: values.value }),
    editTitle: 'language.editTitle',
  },
  remove: {
    call: languageDelete,
    permission: languageDelete.access,
    input: (rows) => ({ ids: rows.map((r) => r.id) }),
  },
};

/** The page component (default export: loaded lazily by the route table). */
export default function MoreLanguagePage() {
  const { t } = useTranslation(['settingsAdmin', 'resource']);
  const canAdd = useSession().hasPermi(languageAdd.access);
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const toolbar = canAdd ? (
    <Button size="sm" colorPalette="blue" data-testid="override-add" onClick={() => setAdding(true)}>
      <LuPlus /> {t('resource:add')}
    </Button>
  ) : null;
  return (
    <>
      <ResourcePage config={{ ...config, toolbar }} />
      <OverrideDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          void queryClient.invalidateQueries({ queryKey: callKey(languagePage) });
        }}
      />
    </>
  );
}
