/**
 * /favorites (spec §7 /user/favorite/…): the signed-in user's favourite member
 * groups — the people they often book with — beside the members of the chosen group (in
 * the URL, `?group=<id>`; the first group otherwise). Groups are created, renamed and
 * deleted (after confirmation); members are added with the user search (never oneself),
 * removed after confirmation, or imported in bulk (./import-members-dialog.tsx). Every
 * change refreshes every read (runtime), so counts follow at once.
 */
import { useState } from 'react';
import { Badge, Box, Button, Card, Grid, Heading, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LuFileUp, LuPencil, LuPlus, LuTrash2, LuUserMinus, LuUsers } from 'react-icons/lu';
import {
  favoriteGroupMember,
  favoriteGroupsDelete,
  favoriteGroupsDetails,
  favoriteGroupsEdit,
  favoriteGroupsSave,
  favoriteMemberDelete,
  favoriteMemberSave,
  type FavoriteGroup,
  type FavoriteMember,
} from '../../platform/contracts/people.contract';
import { toaster, useCall, useMutationCall, useSession } from '../../ui/runtime';
import { ConfirmDialog, EmptyState, ErrorState } from '../../ui/components';
import { UserSearchField } from '../../ui/participant-picker';
import { GroupNameDialog } from './group-name-dialog';
import { ImportMembersDialog } from './import-members-dialog';

/** What the naming dialog is doing. */
type Naming = { mode: 'create' } | { mode: 'rename'; group: FavoriteGroup };

/** The /favorites page. */
export function FavoritesPage() {
  const { t } = useTranslation(['people', 'terminal']);
  const [params, setParams] = useSearchParams();
  const groups = useCall(favoriteGroupsDetails, undefined, { staleTime: 0 });
  const [naming, setNaming] = useState<Naming | null>(null);
  const [deleting, setDeleting] = useState<FavoriteGroup | null>(null);
  const save = useMutationCall(favoriteGroupsSave);
  const edit = useMutationCall(favoriteGroupsEdit);
  const remove = useMutationCall(favoriteGroupsDelete);
  const list = groups.data ?? [];
  const wanted = Number.parseInt(params.get('group') ?? '', 10);
  const selected = list.find((g) => g.id === wanted) ?? list[0];

  const choose = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('group');
    else next.set('group', String(id));
    setParams(next, { replace: true });
  };

  const submitName = async (name: string) => {
    try {
      if (naming?.mode === 'rename') {
        await edit.mutateAsync({ id: naming.group.id, name });
        toaster.create({ type: 'success', title: t('favorites.renamed') });
      } else {
        const created = await save.mutateAsync({ name });
        choose(created.id);
        toaster.create({ type: 'success', title: t('favorites.created') });
      }
      setNaming(null);
    } catch {
      // The runtime has shown the server's message (spec §8); the dialog stays open to correct the name.
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      toaster.create({ type: 'success', title: t('favorites.deleted') });
      choose(null);
    } catch {
      // Shown by the runtime.
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('favorites.title')}
        </Heading>
        <Text color="fg.muted">{t('favorites.subtitle')}</Text>
      </Stack>
      {groups.isPending ? (
        <Skeleton h="48" borderRadius="xl" />
      ) : groups.isError ? (
        <ErrorState title={t('terminal:loadFailed')} error={groups.error} onRetry={() => void groups.refetch()} />
      ) : (
        <Grid templateColumns={{ base: '1fr', md: '18rem 1fr' }} gap="4" alignItems="start">
          <GroupList
            groups={list}
            selectedId={selected?.id ?? null}
            onSelect={choose}
            onCreate={() => setNaming({ mode: 'create' })}
          />
          {selected ? (
            <MembersPanel
              group={selected}
              onRename={() => setNaming({ mode: 'rename', group: selected })}
              onDelete={() => setDeleting(selected)}
            />
          ) : (
            <EmptyState title={t('favorites.noGroups')} icon={<LuUsers />}>
              <Button colorPalette="teal" onClick={() => setNaming({ mode: 'create' })}>
                <LuPlus /> {t('favorites.newGroup')}
              </Button>
            </EmptyState>
          )}
        </Grid>
      )}
      {naming ? (
        <GroupNameDialog
          key={naming.mode === 'rename' ? `rename-${naming.group.id}` : 'create'}
          open
          title={naming.mode === 'rename' ? t('favorites.renameTitle') : t('favorites.newGroup')}
          initial={naming.mode === 'rename' ? naming.group.name : ''}
          confirmLabel={naming.mode === 'rename' ? t('favorites.save') : t('favorites.create')}
          pending={save.isPending || edit.isPending}
          onSubmit={(name) => void submitName(name)}
          onClose={() => setNaming(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        tone="red"
        pending={remove.isPending}
        message={t('favorites.confirmDelete', { name: deleting?.name ?? '' })}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** The user's groups as a navigation list, with "New favourite group". */
function GroupList({
  groups,
  selectedId,
  onSelect,
  onCreate,
}: {
  groups: FavoriteGroup[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation('people');
  return (
    <Card.Root as="nav" aria-label={t('favorites.groups')} variant="outline" size="sm">
      <Card.Body gap="2">
        {groups.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('favorites.noGroups')}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="1">
            {groups.map((g) => {
              const current = g.id === selectedId;
              return (
                <Box as="li" key={g.id}>
                  <Button
                    w="full"
                    justifyContent="space-between"
                    variant={current ? 'subtle' : 'ghost'}
                    colorPalette={current ? 'teal' : 'gray'}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => onSelect(g.id)}
                    data-testid="group-item"
                  >
                    <Text as="span" truncate>
                      {g.name}
                    </Text>
                    <Badge variant="outline" size="sm">
                      {t('favorites.memberCount', { count: g.memberCount })}
                    </Badge>
                  </Button>
                </Box>
              );
            })}
          </Stack>
        )}
        <Button size="sm" variant="outline" colorPalette="teal" onClick={onCreate}>
          <LuPlus /> {t('favorites.newGroup')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** The chosen group: its actions, the member search, and the members with "Remove". */
function MembersPanel({
  group,
  onRename,
  onDelete,
}: {
  group: FavoriteGroup;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(['people', 'terminal']);
  const { user } = useSession();
  const members = useCall(favoriteGroupMember, { groupId: group.id }, { staleTime: 0 });
  const add = useMutationCall(favoriteMemberSave);
  const drop = useMutationCall(favoriteMemberDelete);
  const [removing, setRemoving] = useState<FavoriteMember | null>(null);
  const [importing, setImporting] = useState(false);
  const rows = members.data ?? [];

  const addMember = async (userId: number) => {
    try {
      const added = await add.mutateAsync({ groupId: group.id, userId });
      toaster.create({ type: 'success', title: t('favorites.memberAdded', { name: added.name }) });
    } catch {
      // Shown by the runtime.
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await drop.mutateAsync({ groupId: group.id, userId: removing.id });
      toaster.create({ type: 'success', title: t('favorites.memberRemoved') });
    } catch {
      // Shown by the runtime.
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="favorite-group-title" variant="elevated" borderRadius="xl">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" id="favorite-group-title" size="lg">
            {group.name}
          </Heading>
          <HStack gap="1">
            <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
              <LuFileUp /> {t('favorites.import')}
            </Button>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t('favorites.rename')}
              title={t('favorites.rename')}
              onClick={onRename}
            >
              <LuPencil />
            </IconButton>
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={t('favorites.delete')}
              title={t('favorites.delete')}
              onClick={onDelete}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body gap="5">
        <UserSearchField
          label={t('favorites.addMember')}
          pickedIds={rows.map((m) => m.id)}
          excludeIds={user ? [user.id] : []}
          disabled={add.isPending}
          onPick={(person) => void addMember(person.id)}
        />
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {t('favorites.members')} · {t('favorites.memberCount', { count: rows.length })}
          </Heading>
          {members.isPending ? (
            <Skeleton h="16" />
          ) : members.isError ? (
            <ErrorState title={t('terminal:loadFailed')} error={members.error} onRetry={() => void members.refetch()} />
          ) : rows.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('favorites.noMembers')}
            </Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="1.5" aria-label={t('favorites.members')}>
              {rows.map((m) => (
                <HStack
                  as="li"
                  key={m.id}
                  data-testid="member"
                  justify="space-between"
                  borderWidth="1px"
                  borderRadius="md"
                  px="3"
                  py="2"
                  bg="bg"
                >
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium" truncate>
                      {m.name}{' '}
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        {m.account}
                      </Text>
                    </Text>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {[m.orgName, m.phone].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('favorites.removeMember', { name: m.name })}
                    onClick={() => setRemoving(m)}
                  >
                    <LuUserMinus />
                  </IconButton>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={removing !== null}
        tone="red"
        pending={drop.isPending}
        message={t('favorites.confirmRemove', { name: removing?.name ?? '', group: group.name })}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
      <ImportMembersDialog group={group} open={importing} onClose={() => setImporting(false)} />
    </Card.Root>
  );
}
