/**
 * "Import members" of /favorites (spec §7 /user/favorite/import/member): accounts
 * typed one per line, or read in the browser from an `.xlsx` file (exceljs, as the back
 * office's imports; a template with the "Account" header can be downloaded), sent in one
 * call; then the per-row result — added, already a member, unknown account, oneself —
 * with the line or sheet row it came from.
 */
import { useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Portal,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuFileUp, LuX } from 'react-icons/lu';
import {
  IMPORT_MEMBER_MAX,
  favoriteImportMember,
  type FavoriteGroup,
  type ImportMemberResult,
} from '../../platform/contracts/people.contract';
import { LANGS } from '../../platform/i18n/languages';
import { toaster, useMutationCall } from '../../ui/runtime';
import { buildSheet, downloadFile, readSheet } from '../../ui/resource-page/sheet';
import { accountsFromSheet, accountsFromText, type AccountLine } from './import-accounts';

/** Badge colour of each import result. */
const RESULT_PALETTE: Record<ImportMemberResult, string> = {
  added: 'green',
  member: 'gray',
  unknown: 'red',
  self: 'orange',
};

/** One reported row: where the account came from and what became of it. */
interface ReportRow extends AccountLine {
  name: string | null;
  result: ImportMemberResult;
}

/** Props of {@link ImportMembersDialog}. */
export interface ImportMembersDialogProps {
  group: FavoriteGroup;
  open: boolean;
  onClose: () => void;
}

/** The import dialog; see the module comment. */
export function ImportMembersDialog({ group, open, onClose }: ImportMembersDialogProps) {
  const { t, i18n } = useTranslation('people');
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [file, setFile] = useState<{ name: string; lines: AccountLine[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ReportRow[] | null>(null);
  const importing = useMutationCall(favoriteImportMember);

  const close = () => {
    if (importing.isPending) return;
    setText('');
    setFile(null);
    setProblem(null);
    setReport(null);
    onClose();
  };

  const template = async () => {
    downloadFile(
      await buildSheet(t('favorites.importTitle'), [t('favorites.account')], []),
      `${t('favorites.importTitle')}.xlsx`,
    );
  };

  const pick = async (picked: File | undefined) => {
    setProblem(null);
    setReport(null);
    if (!picked) return;
    try {
      const headers = LANGS.map((lng) => i18n.getFixedT(lng, 'people')('favorites.account'));
      const lines = accountsFromSheet(await readSheet(await picked.arrayBuffer()), [...headers, 'account']);
      setFile({ name: picked.name, lines });
      if (lines.length === 0) setProblem(t('favorites.noAccounts'));
    } catch {
      setFile(null);
      setProblem(t('favorites.badFile'));
    }
  };

  const start = async () => {
    const lines = file ? file.lines : accountsFromText(text);
    setReport(null);
    if (lines.length === 0) return setProblem(t('favorites.noAccounts'));
    if (lines.length > IMPORT_MEMBER_MAX) return setProblem(t('favorites.tooMany', { max: IMPORT_MEMBER_MAX }));
    setProblem(null);
    try {
      const answer = await importing.mutateAsync({ groupId: group.id, accounts: lines.map((l) => l.account) });
      setReport(
        lines.map((l, i) => ({
          ...l,
          name: answer.rows[i]?.name ?? null,
          result: answer.rows[i]?.result ?? 'unknown',
        })),
      );
      toaster.create({ type: 'success', title: t('favorites.summary', { total: lines.length, added: answer.added }) });
    } catch {
      // The runtime has shown the server's message (spec §8).
    }
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
          <Dialog.Content data-testid="import-members-dialog">
            <Dialog.Header>
              <Dialog.Title>
                {t('favorites.importTitle')} · {group.name}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" textStyle="sm">
                  {t('favorites.importHelp')}
                </Text>
                <HStack gap="2" wrap="wrap">
                  <Button size="sm" variant="outline" onClick={() => void template()}>
                    <LuDownload /> {t('favorites.template')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={importing.isPending}
                    onClick={() => fileInput.current?.click()}
                  >
                    <LuFileUp /> {t('favorites.file')}
                  </Button>
                  <input
                    ref={fileInput}
                    type="file"
                    hidden
                    data-testid="import-members-file"
                    accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    onChange={(e) => {
                      void pick(e.currentTarget.files?.[0]);
                      e.currentTarget.value = '';
                    }}
                  />
                </HStack>
                {file ? (
                  <HStack gap="2">
                    <Text textStyle="sm" data-testid="import-file-summary">
                      {t('favorites.fromFile', { count: file.lines.length, file: file.name })}
                    </Text>
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={t('favorites.cancel')}
                      onClick={() => {
                        setFile(null);
                        setReport(null);
                      }}
                    >
                      <LuX />
                    </Button>
                  </HStack>
                ) : (
                  <Field.Root>
                    <Field.Label>{t('favorites.accounts')}</Field.Label>
                    <Textarea
                      rows={5}
                      value={text}
                      onChange={(e) => setText(e.currentTarget.value)}
                      fontFamily="mono"
                    />
                  </Field.Root>
                )}
                {problem ? (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{problem}</Alert.Title>
                  </Alert.Root>
                ) : null}
                {report ? <ImportReport rows={report} /> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={importing.isPending}>
                {t('favorites.close')}
              </Button>
              <Button colorPalette="teal" loading={importing.isPending} onClick={() => void start()}>
                {t('favorites.start')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={importing.isPending}>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The per-row result table of an import. */
function ImportReport({ rows }: { rows: ReportRow[] }) {
  const { t } = useTranslation('people');
  return (
    <Table.ScrollArea maxH="64" borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader data-testid="import-report">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('favorites.row')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('favorites.account')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('favorites.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('favorites.result')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r, i) => (
            <Table.Row key={`${r.line}-${i}`}>
              <Table.Cell>{r.line}</Table.Cell>
              <Table.Cell>{r.account}</Table.Cell>
              <Table.Cell>{r.name ?? ''}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={RESULT_PALETTE[r.result]} variant="subtle">
                  {t(`favorites.results.${r.result}`)}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
