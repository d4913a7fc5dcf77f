/**
 * /MaterialGroup, the media library (spec §2 base admin pages): the groups on the left
 * ("All materials" first; add, rename, delete the selected one — a group holding materials is
 * refused by the server), the selected group's materials on the right as cards with a thumbnail
 * (images) or a file icon, name, kind, size, uploader and time; upload into the group, rename,
 * move to another group, delete (a material a banner shows is refused, naming the banner).
 * Every action is shown only with its permission (`ms:material:*`); the server decides.
 */
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Grid,
  HStack,
  IconButton,
  Image,
  Link,
  Menu,
  NativeSelect,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuEllipsisVertical, LuFileText, LuFolderPlus, LuPencil, LuTrash2 } from 'react-icons/lu';
import {
  MATERIAL_ACCEPT,
  materialDelete,
  materialGroupAdd,
  materialGroupDelete,
  materialGroupEdit,
  materialGroupList,
  materialMove,
  materialPage,
  materialRename,
  type MaterialGroupRow,
  type MaterialRow,
} from '../../platform/contracts/material.contract';
import type { CallContract } from '../../platform/contracts/define-call';
import { ConfirmDialog, EmptyState, PageHeader } from '../../ui/components';
import { callKey, notify, useApi, useSession, useCall } from '../../ui/runtime';
import { NameDialog } from './name-dialog';
import { formatBytes, mediaSrc, useUpload } from './upload';
import { UploadButton } from './upload-button';

/** The dialog open on the page, if any. */
type Open =
  | { kind: 'addGroup' }
  | { kind: 'renameGroup'; group: MaterialGroupRow }
  | { kind: 'deleteGroup'; group: MaterialGroupRow }
  | { kind: 'rename'; material: MaterialRow }
  | { kind: 'move'; material: MaterialRow }
  | { kind: 'delete'; material: MaterialRow }
  | null;

/** Runs a write call, then refreshes the library; resolves whether it succeeded (a refusal shows its toast). */
function useLibraryWrite() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = async <C extends CallContract>(call: C, input: Parameters<typeof api<C>>[1]) => {
    setPending(true);
    try {
      await api(call, input);
      return true;
    } catch {
      return false;
    } finally {
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: callKey(materialPage) });
      void queryClient.invalidateQueries({ queryKey: callKey(materialGroupList) });
    }
  };
  return { run, pending };
}

/** The /MaterialGroup page. */
export function MaterialGroupPage() {
  const { t } = useTranslation(['siteContent', 'common']);
  const { hasPermi } = useSession();
  const groups = useCall(materialGroupList, {});
  const [groupId, setGroupId] = useState<number | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const { run, pending } = useLibraryWrite();
  const { upload, pending: uploading } = useUpload();
  const group = groups.data?.find((g) => g.id === groupId) ?? null;
  const close = () => setOpen(null);
  const done = (ok: boolean, message = t('library.saved')) => {
    if (!ok) return;
    notify(message, 'success');
    close();
  };

  return (
    <Stack gap="4">
      <PageHeader title={t('library.title')} description={t('library.description')} />
      <Grid templateColumns={{ base: '1fr', md: '240px 1fr' }} gap="4" alignItems="start">
        <Card.Root variant="outline">
          <Card.Body p="3" gap="2">
            <HStack justify="space-between">
              <Text fontWeight="semibold">{t('library.groups')}</Text>
              {hasPermi(materialGroupAdd.access) ? (
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('library.addGroup')}
                  onClick={() => setOpen({ kind: 'addGroup' })}
                >
                  <LuFolderPlus />
                </IconButton>
              ) : null}
            </HStack>
            <Stack as="ul" listStyleType="none" gap="0.5" role="list" aria-label={t('library.groups')}>
              {[{ id: null, name: t('library.allGroups'), count: null }, ...(groups.data ?? [])].map((g) => (
                <li key={g.id ?? 'all'}>
                  <Button
                    w="full"
                    justifyContent="space-between"
                    size="sm"
                    variant={groupId === g.id ? 'subtle' : 'ghost'}
                    aria-current={groupId === g.id ? 'true' : undefined}
                    onClick={() => setGroupId(g.id)}
                  >
                    <Text truncate>{g.name}</Text>
                    {g.count !== null ? <Badge size="sm">{g.count}</Badge> : null}
                  </Button>
                </li>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap">
            <Text fontWeight="semibold" fontSize="lg">
              {group?.name ?? t('library.allGroups')}
            </Text>
            <HStack gap="2">
              {group && hasPermi(materialGroupEdit.access) ? (
                <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'renameGroup', group })}>
                  <LuPencil /> {t('library.renameGroup')}
                </Button>
              ) : null}
              {group && hasPermi(materialGroupDelete.access) ? (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setOpen({ kind: 'deleteGroup', group })}
                >
                  <LuTrash2 /> {t('library.deleteGroup')}
                </Button>
              ) : null}
              {group && hasPermi(materialGroupAdd.access) ? (
                <UploadButton
                  accept={MATERIAL_ACCEPT}
                  pending={uploading}
                  onFile={async (file) => {
                    const stored = await upload(file, group.id);
                    if (stored) notify(t('library.uploaded', { name: stored.name }), 'success');
                  }}
                />
              ) : null}
            </HStack>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {t('library.uploadHelp')}
          </Text>
          <MaterialGrid groupId={groupId} onAction={setOpen} />
        </Stack>
      </Grid>

      {open?.kind === 'addGroup' || open?.kind === 'renameGroup' ? (
        <NameDialog
          title={t(open.kind === 'addGroup' ? 'library.addGroup' : 'library.renameGroup')}
          label={t('library.groupName')}
          initial={open.kind === 'renameGroup' ? open.group.name : ''}
          pending={pending}
          onClose={close}
          onSave={async (name) =>
            done(
              open.kind === 'addGroup'
                ? await run(materialGroupAdd, { name, sort: groups.data?.length ?? 0 })
                : await run(materialGroupEdit, { id: open.group.id, name, sort: open.group.sort }),
            )
          }
        />
      ) : null}
      {open?.kind === 'rename' ? (
        <NameDialog
          title={t('library.rename')}
          label={t('library.name')}
          initial={open.material.name}
          pending={pending}
          onClose={close}
          onSave={async (name) => done(await run(materialRename, { id: open.material.id, name }))}
        />
      ) : null}
      {open?.kind === 'move' ? (
        <MoveDialog
          material={open.material}
          groups={groups.data ?? []}
          pending={pending}
          onClose={close}
          onMove={async (target) => done(await run(materialMove, { ids: [open.material.id], groupId: target }))}
        />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'delete' || open?.kind === 'deleteGroup'}
        tone="red"
        pending={pending}
        message={
          open?.kind === 'delete'
            ? t('library.deleteConfirm', { name: open.material.name })
            : open?.kind === 'deleteGroup'
              ? t('library.deleteGroupConfirm', { name: open.group.name })
              : ''
        }
        onClose={close}
        onConfirm={async () => {
          if (open?.kind === 'delete')
            done(await run(materialDelete, { ids: [open.material.id] }), t('library.deleted'));
          if (open?.kind === 'deleteGroup' && (await run(materialGroupDelete, { id: open.group.id }))) {
            setGroupId(null);
            done(true, t('library.deleted'));
          }
        }}
      />
    </Stack>
  );
}

/** The materials of a group (null: every group), newest first, as cards. */
function MaterialGrid({ groupId, onAction }: { groupId: number | null; onAction: (open: Open) => void }) {
  const { t, i18n } = useTranslation('siteContent');
  const { hasPermi } = useSession();
  const list = useCall(materialPage, { groupId: groupId ?? undefined, pageNo: 1, pageSize: 100 });
  if (list.isPending) return <Skeleton h="40" />;
  if (!list.data?.rows.length) return <EmptyState title={t('library.empty')} />;
  const canEdit = hasPermi(materialRename.access);
  const canDelete = hasPermi(materialDelete.access);
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns="repeat(auto-fill, minmax(180px, 1fr))"
      gap="3"
      aria-label={t('library.title')}
    >
      {list.data.rows.map((m) => (
        <Card.Root as="li" key={m.id} variant="outline" overflow="hidden" data-testid="material-card">
          {m.kind === 'image' ? (
            <Image src={mediaSrc(m.url)} alt={m.name} h="28" w="full" objectFit="cover" bg="bg.muted" />
          ) : (
            <Flex h="28" align="center" justify="center" bg="bg.muted" color="fg.muted" fontSize="4xl">
              <LuFileText aria-hidden />
            </Flex>
          )}
          <Card.Body p="2.5" gap="1">
            <HStack justify="space-between" gap="1">
              <Link href={mediaSrc(m.url)} target="_blank" rel="noopener" fontWeight="medium" fontSize="sm" truncate>
                {m.name}
              </Link>
              {canEdit || canDelete ? (
                <Menu.Root>
                  <Menu.Trigger asChild>
                    <IconButton size="2xs" variant="ghost" aria-label={`${m.name}: ${t('library.rename')}…`}>
                      <LuEllipsisVertical />
                    </IconButton>
                  </Menu.Trigger>
                  <Portal>
                    <Menu.Positioner>
                      <Menu.Content>
                        {canEdit ? (
                          <Menu.Item value="rename" onSelect={() => onAction({ kind: 'rename', material: m })}>
                            {t('library.rename')}
                          </Menu.Item>
                        ) : null}
                        {canEdit ? (
                          <Menu.Item value="move" onSelect={() => onAction({ kind: 'move', material: m })}>
                            {t('library.move')}
                          </Menu.Item>
                        ) : null}
                        {canDelete ? (
                          <Menu.Item
                            value="delete"
                            color="fg.error"
                            onSelect={() => onAction({ kind: 'delete', material: m })}
                          >
                            {t('library.delete')}
                          </Menu.Item>
                        ) : null}
                      </Menu.Content>
                    </Menu.Positioner>
                  </Portal>
                </Menu.Root>
              ) : null}
            </HStack>
            <HStack gap="1.5" fontSize="xs" color="fg.muted">
              <Badge size="sm" colorPalette={m.kind === 'image' ? 'teal' : 'gray'}>
                {t(`library.kind.${m.kind}`)}
              </Badge>
              <span>{formatBytes(m.size)}</span>
            </HStack>
            <Text fontSize="xs" color="fg.muted" truncate>
              {m.uploadedBy ?? '—'} · {new Date(m.uploadedAt).toLocaleString(i18n.language)}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Grid>
  );
}

/** Asks for the group a material moves into. */
function MoveDialog({
  material,
  groups,
  pending,
  onClose,
  onMove,
}: {
  material: MaterialRow;
  groups: MaterialGroupRow[];
  pending: boolean;
  onClose: () => void;
  onMove: (groupId: number) => void;
}) {
  const { t } = useTranslation('siteContent');
  const [target, setTarget] = useState(material.groupId);
  return (
    <ConfirmDialog
      open
      title={t('library.moveTo')}
      pending={pending}
      onClose={onClose}
      onConfirm={() => onMove(target)}
      message={
        <Box>
          <Text mb="2">{material.name}</Text>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={t('library.moveTo')}
              value={target}
              onChange={(e) => setTarget(Number(e.currentTarget.value))}
            >
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      }
    />
  );
}

export default MaterialGroupPage;
