/**
 * The import dialog of a resource page: download a template (`.xlsx`, header =
 * the field labels), pick an `.xlsx` file, map its header to the fields (labels in CN,
 * EN or TC, or field names), validate each row with the import schema and send the
 * valid ones one by one, with a progress bar; then a per-row error report (row number,
 * message) that can be downloaded as `.xlsx`.
 */
import { useRef, useState } from 'react';
import { Alert, Button, CloseButton, Dialog, HStack, Portal, Progress, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuFileUp } from 'react-icons/lu';
import type { CallContract, CallInput } from '../../platform/contracts/define-call';
import { useApi } from '../runtime';
import { importRows, mapHeader, type ImportFailure } from './import-mapping';
import { buildSheet, dateStamp, downloadFile, readSheet, type SheetData } from './sheet';
import type { ResourceImport } from './types';
import { localizeMessage, zodErrorMap } from './zod-messages';

/** Props of {@link ImportDialog}. */
export interface ImportDialogProps {
  config: ResourceImport;
  ns: string;
  /** Page title key (file names). */
  title: string;
  open: boolean;
  onClose: () => void;
  /** After an import ran (the list reloads). */
  onImported: () => void;
}

interface Loaded {
  fileName: string;
  sheet: SheetData;
  columns: (string | null)[];
  missing: string[];
}
type Phase =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done'; ok: number; total: number; failures: ImportFailure[] };

const LANGS = ['CN', 'EN', 'TC'] as const;

/** The import dialog (see the module comment). */
export function ImportDialog({ config, ns, title, open, onClose, onImported }: ImportDialogProps) {
  const { t, i18n } = useTranslation([ns, 'resource', 'common']);
  const api = useApi();
  const fileInput = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const translate = (key: string, v?: Record<string, unknown>) => t(key, v ?? {}) as string;
  const labelOf = (name: string) => t(config.fields.find((f) => f.name === name)?.label ?? name);
  const running = phase.kind === 'running';

  const close = () => {
    if (running) return;
    setLoaded(null);
    setFileError(null);
    setPhase({ kind: 'idle' });
    onClose();
  };

  const template = async () => {
    const data = await buildSheet(
      t(title),
      config.fields.map((f) => t(f.label)),
      [],
    );
    downloadFile(data, `${t(title)}-${t('resource:template')}.xlsx`);
  };

  const pick = async (file: File | undefined) => {
    setLoaded(null);
    setFileError(null);
    setPhase({ kind: 'idle' });
    if (!file) return;
    try {
      const sheet = await readSheet(await file.arrayBuffer());
      const specs = config.fields.map((f) => ({
        name: f.name,
        labels: LANGS.map((lng) => i18n.getFixedT(lng, [ns, 'resource'])(f.label)),
      }));
      const { columns, missing } = mapHeader(sheet.header, specs);
      if (columns.every((c) => c === null))
        setFileError(t('resource:missingColumns', { columns: missing.map(labelOf).join(', ') }));
      else if (sheet.rows.length === 0) setFileError(t('resource:noRows'));
      else setLoaded({ fileName: file.name, sheet, columns, missing });
    } catch {
      setFileError(t('resource:badFile'));
    }
  };

  const start = async () => {
    if (!loaded) return;
    const total = loaded.sheet.rows.length;
    setPhase({ kind: 'running', done: 0, total });
    const errorMap = zodErrorMap(translate);
    const { ok, failures } = await importRows({
      rows: loaded.sheet.rows,
      columns: loaded.columns,
      validate: (record) => {
        const r = config.schema.safeParse(record, { error: errorMap });
        return r.success
          ? { ok: true, value: r.data }
          : {
              ok: false,
              errors: r.error.issues.map((i) => ({
                field: String(i.path[0] ?? ''),
                message: localizeMessage(i.message, translate, (k) => i18n.exists(k)),
              })),
            };
      },
      labelOf,
      send: async (value) =>
        api(
          config.call,
          (config.toInput ? await config.toInput(value as Record<string, unknown>) : value) as CallInput<CallContract>,
          { notify: false },
        ),
      onProgress: (done) => setPhase({ kind: 'running', done, total }),
    });
    setPhase({ kind: 'done', ok, total, failures });
    if (ok > 0) onImported();
  };

  const errorReport = async (failures: ImportFailure[]) => {
    const data = await buildSheet(
      t('resource:errorReport'),
      [t('resource:rowNumber'), t('resource:message')],
      failures.map((f) => [f.rowNumber, f.message]),
    );
    downloadFile(data, `${t(title)}-${t('resource:errorFile')}-${dateStamp(new Date())}.xlsx`);
  };

  return (
    <Dialog.Root
      open={open}
      placement="center"
      size="lg"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) close();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="import-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('resource:importTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" textStyle="sm">
                  {t('resource:importHint')}
                </Text>
                <HStack gap="2" wrap="wrap">
                  <Button size="sm" variant="outline" onClick={() => void template()}>
                    <LuDownload />
                    {t('resource:downloadTemplate')}
                  </Button>
                  <Button size="sm" variant="outline" disabled={running} onClick={() => fileInput.current?.click()}>
                    <LuFileUp />
                    {t('resource:chooseFile')}
                  </Button>
                  <input
                    ref={fileInput}
                    type="file"
                    hidden
                    data-testid="import-file"
                    accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    onChange={(e) => {
                      void pick(e.currentTarget.files?.[0]);
                      e.currentTarget.value = '';
                    }}
                  />
                  {loaded ? (
                    <Text textStyle="sm">
                      {loaded.fileName} · {loaded.sheet.rows.length}
                    </Text>
                  ) : null}
                </HStack>
                {fileError ? (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{fileError}</Alert.Title>
                  </Alert.Root>
                ) : null}
                {loaded && loaded.missing.length ? (
                  <Alert.Root status="warning">
                    <Alert.Indicator />
                    <Alert.Title>
                      {t('resource:missingColumns', { columns: loaded.missing.map(labelOf).join(', ') })}
                    </Alert.Title>
                  </Alert.Root>
                ) : null}
                {phase.kind !== 'idle' ? (
                  <Progress.Root
                    value={phase.kind === 'running' ? phase.done : phase.total}
                    max={Math.max(1, phase.total)}
                    colorPalette="blue"
                    data-testid="import-progress"
                  >
                    <HStack justify="space-between">
                      <Progress.Label>
                        {phase.kind === 'running'
                          ? t('resource:importProgress', { done: phase.done, total: phase.total })
                          : t('resource:importDone', {
                              total: phase.total,
                              ok: phase.ok,
                              failed: phase.failures.length,
                            })}
                      </Progress.Label>
                    </HStack>
                    <Progress.Track mt="1">
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                ) : null}
                {phase.kind === 'done' && phase.failures.length ? (
                  <Stack gap="2">
                    <HStack justify="space-between">
                      <Text fontWeight="semibold">{t('resource:errorReport')}</Text>
                      <Button size="xs" variant="outline" onClick={() => void errorReport(phase.failures)}>
                        <LuDownload />
                        {t('resource:downloadErrorReport')}
                      </Button>
                    </HStack>
                    <Table.ScrollArea maxH="60" borderWidth="1px" rounded="md">
                      <Table.Root size="sm" data-testid="import-errors">
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader width="5rem">{t('resource:rowNumber')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('resource:message')}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {phase.failures.map((f) => (
                            <Table.Row key={f.rowNumber}>
                              <Table.Cell>{f.rowNumber}</Table.Cell>
                              <Table.Cell>{f.message}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                  </Stack>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={running}>
                {t('resource:close')}
              </Button>
              <Button
                colorPalette="blue"
                onClick={() => void start()}
                disabled={!loaded || phase.kind !== 'idle'}
                loading={running}
              >
                {t('resource:startImport')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={running}>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
