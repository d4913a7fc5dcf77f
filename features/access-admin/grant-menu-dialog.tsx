/**
 * "Grant menus" of the role page (spec §6): every application's menu tree
 * (menu/treeForGrant) as check boxes, starting from the role's grants (role/ownMenu);
 * OK stores exactly the checked ids (role/grantMenu). Checking rules: grant-tree.ts.
 */
import { useMemo, useState } from 'react';
import { Button, Center, HStack, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  menuTreeForGrant,
  roleGrantMenu,
  roleOwnMenu,
  type GrantApp,
  type GrantNode,
  type RoleRow,
} from '../../platform/contracts/permission.contract';
import { toaster, useCall, useMutationCall } from '../../ui/runtime';
import { CheckTree, type CheckItem } from './check-tree';
import { DialogFrame } from './dialog-frame';
import { checkedFrom, grantedIds, indexTree, setAll } from './grant-tree';

/** The grant tree's items: one group per application (negative ids, never stored) above its menus. */
export function grantItems(apps: readonly GrantApp[]): CheckItem[] {
  const item = (n: GrantNode): CheckItem => ({
    id: n.id,
    label: n.title,
    type: n.type,
    children: n.children.map(item),
  });
  return apps.map((a, i) => ({ id: -(i + 1), label: a.name, type: 0, children: a.menus.map(item) }));
}

/** Props of {@link GrantMenuDialog}. */
export interface GrantMenuDialogProps {
  /** The role to grant; null: closed. */
  role: Pick<RoleRow, 'id' | 'name'> | null;
  onClose: () => void;
}

/** The dialog (see the module comment). */
export function GrantMenuDialog({ role, onClose }: GrantMenuDialogProps) {
  return role ? <GrantMenuBody key={role.id} role={role} onClose={onClose} /> : null;
}

/** The open dialog: loads the trees and the grants, then the check boxes; OK saves. */
function GrantMenuBody({ role, onClose }: { role: Pick<RoleRow, 'id' | 'name'>; onClose: () => void }) {
  const { t } = useTranslation('accessAdmin');
  const title = t('grant.menuTitle', { name: role.name });
  const tree = useCall(menuTreeForGrant, undefined);
  const own = useCall(roleOwnMenu, { id: role.id }, { staleTime: 0, gcTime: 0 });
  const items = useMemo(() => grantItems(tree.data ?? []), [tree.data]);
  const index = useMemo(() => indexTree(items), [items]);
  const [edited, setChecked] = useState<Set<number> | null>(null);
  const save = useMutationCall(roleGrantMenu, {
    onSuccess: () => {
      toaster.create({ type: 'success', description: t('grant.saved') });
      onClose();
    },
  });
  const loaded = tree.data !== undefined && own.data !== undefined;
  const checked = edited ?? checkedFrom(index, own.data ?? []);
  return (
    <DialogFrame
      open
      title={title}
      testId="grant-menu"
      onClose={onClose}
      saving={save.isPending}
      onOk={loaded ? () => save.mutate({ id: role.id, menuIds: grantedIds(checked) }) : undefined}
      extra={
        loaded ? (
          <HStack me="auto">
            <Button size="xs" variant="ghost" onClick={() => setChecked(setAll(index, true))}>
              {t('grant.selectAll')}
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setChecked(setAll(index, false))}>
              {t('grant.clearAll')}
            </Button>
          </HStack>
        ) : null
      }
    >
      {loaded ? (
        <>
          <Text textStyle="sm" color="fg.muted" mb="3">
            {t('grant.menuHint')}
          </Text>
          <CheckTree items={items} checked={checked} onChange={setChecked} label={title} />
        </>
      ) : (
        <Center py="8">
          <Spinner />
        </Center>
      )}
    </DialogFrame>
  );
}
