/**
 * VersionsDialog: the saved versions of a form definition, newest first
 * (GET /workflow/form/define/versions), with who saved each and when. Versions are never
 * changed; a process keeps the version it started with.
 */
import { CloseButton, Dialog, Portal, Spinner, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formDefineVersions } from '../../platform/contracts/workflow.contract';
import { ErrorState } from '../../ui/components';
import { useCall } from '../../ui/runtime';
import { shortTime } from './shared';

/** Props of {@link VersionsDialog}; open while `define` is set. */
export interface VersionsDialogProps {
  define: { id: number; name: string } | null;
  onClose: () => void;
}

/** The dialog (see the module comment). */
export function VersionsDialog({ define, onClose }: VersionsDialogProps) {
  const { t } = useTranslation('formAdmin');
  const open = define !== null;
  const versions = useCall(formDefineVersions, { id: define?.id ?? 0 }, { enabled: open, gcTime: 0 });
  return (
    <Dialog.Root
      open={open}
      placement="center"
      size="md"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="formDefine-versions">
            <Dialog.Header>
              <Dialog.Title>{t('versions.title', { name: define?.name ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {versions.error ? (
                <ErrorState error={versions.error} onRetry={() => void versions.refetch()} />
              ) : !versions.data ? (
                <Spinner />
              ) : versions.data.length === 0 ? (
                <Text color="fg.muted">{t('versions.empty')}</Text>
              ) : (
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('versions.version')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('versions.createdAt')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('versions.createdBy')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {versions.data.map((v) => (
                      <Table.Row key={v.version}>
                        <Table.Cell>v{v.version}</Table.Cell>
                        <Table.Cell>{shortTime(v.createdAt)}</Table.Cell>
                        <Table.Cell>{v.createdByName}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('versions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
