/**
 * The saved versions of a form definition (formDefineVersions, newest first) in a side
 * drawer of the designer: version, when and by whom. Loaded when opened.
 */
import { CloseButton, Drawer, Portal, Skeleton, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formDefineVersions } from '../../platform/contracts/workflow.contract';
import { ErrorState } from '../../ui/components';
import { useCall } from '../../ui/runtime';

/** Props of {@link VersionsDrawer}. */
export interface VersionsDrawerProps {
  defineId: number;
  open: boolean;
  onClose(): void;
}

/** The drawer (see the module comment). */
export function VersionsDrawer({ defineId, open, onClose }: VersionsDrawerProps) {
  const { t } = useTranslation('formBuilding');
  const versions = useCall(formDefineVersions, { id: defineId }, { enabled: open, staleTime: 0 });
  return (
    <Drawer.Root open={open} size="md" onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="versions-drawer">
            <Drawer.Header>
              <Drawer.Title>{t('versions.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {versions.isError ? (
                <ErrorState error={versions.error} onRetry={() => void versions.refetch()} />
              ) : !versions.data ? (
                <Skeleton h="32" />
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
                        <Table.Cell>{v.version}</Table.Cell>
                        <Table.Cell>{new Date(v.createdAt).toLocaleString()}</Table.Cell>
                        <Table.Cell>{v.createdByName}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
