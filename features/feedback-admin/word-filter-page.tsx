/**
 * /siteWordFilter (spec §2): the sensitive words, filtered by word and action; add / edit
 * (word, action), delete, and an import of several words at once (one a line, one action
 * for all) whose result says how many were added and skipped.
 */
import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuUpload } from 'react-icons/lu';
import {
  WordFields,
  wordAdd,
  wordDelete,
  wordEdit,
  wordImport,
  wordPage,
  type WordMode,
  type WordRow,
} from '../../platform/contracts/feedback.contract';
import { ResourcePage, type ResourceOption, type ResourcePageConfig } from '../../ui/resource-page';
import { toaster, useMutationCall, useSession } from '../../ui/runtime';
import { ModeBadge, shortTime } from './shared';

/** The two actions as choices. */
const MODE_OPTIONS: ResourceOption[] = [
  { value: 'refuse', label: 'mode.refuse' },
  { value: 'mask', label: 'mode.mask' },
];

/** The declaration of /siteWordFilter's list and form. */
export const wordFilterConfig: ResourcePageConfig<typeof wordPage, WordRow> = {
  id: 'word',
  ns: 'feedback',
  title: 'words.title',
  description: 'words.description',
  list: wordPage,
  rowKey: (r) => r.id,
  filters: [
    { name: 'keyword', label: 'words.word', kind: 'text' },
    { name: 'mode', label: 'words.mode', kind: 'select', options: MODE_OPTIONS },
  ],
  columns: [
    { key: 'word', label: 'words.word' },
    { key: 'mode', label: 'words.mode', nowrap: true, render: (r) => <ModeBadge mode={r.mode} /> },
    { key: 'createdAt', label: 'words.createdAt', nowrap: true, render: (r) => shortTime(r.createdAt) },
  ],
  form: {
    fields: [
      { name: 'word', label: 'words.word', kind: 'text' },
      { name: 'mode', label: 'words.mode', kind: 'select', options: MODE_OPTIONS },
    ],
    schema: WordFields,
    create: { call: wordAdd, permission: wordAdd.access },
    update: { call: wordEdit, permission: wordEdit.access },
    defaults: { word: '', mode: 'refuse' },
    toValues: (r) => ({ word: r.word, mode: r.mode }),
    createTitle: 'words.addTitle',
    editTitle: 'words.editTitle',
  },
  remove: { call: wordDelete, permission: wordDelete.access, input: (rows) => ({ ids: rows.map((r) => r.id) }) },
};

/** The import dialog: a text area (one word a line) and the action for all of them. */
function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('feedback');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [mode, setMode] = useState<WordMode>('refuse');
  const run = useMutationCall(wordImport);
  const submit = async () => {
    try {
      const result = await run.mutateAsync({ text, mode });
      toaster.create({ type: 'success', title: t('words.importResult', result) });
      await queryClient.invalidateQueries({ queryKey: [wordPage.path] });
      setText('');
      onClose();
    } catch {
      // The runtime has shown the server's message.
    }
  };
  return (
    <Dialog.Root open={open} placement="center" onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="word-import">
            <Dialog.Header>
              <Dialog.Title>{t('words.importTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root>
                  <Field.Label>{t('words.word')}</Field.Label>
                  <Textarea name="words" rows={8} value={text} onChange={(e) => setText(e.currentTarget.value)} />
                  <Field.HelperText>{t('words.importHelp')}</Field.HelperText>
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('words.mode')}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      name="mode"
                      value={mode}
                      onChange={(e) => setMode(e.currentTarget.value as WordMode)}
                    >
                      {MODE_OPTIONS.map((o) => (
                        <option key={o.value} value={o.value}>
                          {t(o.label)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={() => void submit()} loading={run.isPending} disabled={!text.trim()}>
                {t('words.import')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** /siteWordFilter. */
export default function WordFilterPage() {
  const { t } = useTranslation('feedback');
  const { hasPermi } = useSession();
  const [importing, setImporting] = useState(false);
  const toolbar = hasPermi(wordImport.access) ? (
    <Button size="sm" variant="outline" onClick={() => setImporting(true)} data-testid="word-import-open">
      <LuUpload /> {t('words.import')}
    </Button>
  ) : null;
  return (
    <>
      <ResourcePage config={{ ...wordFilterConfig, toolbar }} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
