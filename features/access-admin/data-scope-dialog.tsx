/**
 * "Data scope" of the role page: the five scopes of a role, and for `custom`
 * the organisations to choose (role/roleDataForGrant loads them with the tree; OK saves
 * through role/grantData). Checking an organisation takes its sub-organisations too.
 */
import { useMemo, useState } from 'react';
import { Center, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  DataScope,
  roleDataForGrant,
  roleGrantData,
  type OrgNode,
  type RoleRow,
} from '../../platform/contracts/permission.contract';
import { toaster, useCall, useMutationCall } from '../../ui/runtime';
import { CheckTree, type CheckItem } from './check-tree';
import { DialogFrame } from './dialog-frame';
import { checkedFrom, grantedIds, indexTree } from './grant-tree';

/** Organisations as check-box items. */
function orgItems(nodes: readonly OrgNode[]): CheckItem[] {
  return nodes.map((o) => ({ id: o.id, label: o.name, children: orgItems(o.children) }));
}

/** Props of {@link DataScopeDialog}. */
export interface DataScopeDialogProps {
  /** The role; null: closed. */
  role: Pick<RoleRow, 'id' | 'name'> | null;
  onClose: () => void;
  /** After a successful save (the list shows the new scope). */
  onSaved: () => void;
}

/** The dialog (see the module comment). */
export function DataScopeDialog({ role, onClose, onSaved }: DataScopeDialogProps) {
  return role ? <DataScopeBody key={role.id} role={role} onClose={onClose} onSaved={onSaved} /> : null;
}

/** The open dialog: the scope radios and, for `custom`, the organisation tree; OK saves. */
function DataScopeBody({
  role,
  onClose,
  onSaved,
}: {
  role: Pick<RoleRow, 'id' | 'name'>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('accessAdmin');
  const title = t('grant.dataTitle', { name: role.name });
  const grant = useCall(roleDataForGrant, { id: role.id }, { staleTime: 0, gcTime: 0 }).data;
  const items = useMemo(() => orgItems(grant?.orgTree ?? []), [grant]);
  const [editedScope, setScope] = useState<DataScope | null>(null);
  const [editedOrgs, setOrgs] = useState<Set<number> | null>(null);
  const [missing, setMissing] = useState(false);
  const save = useMutationCall(roleGrantData, {
    onSuccess: () => {
      toaster.create({ type: 'success', description: t('grant.saved') });
      onSaved();
      onClose();
    },
  });
  const scope = editedScope ?? grant?.dataScope ?? 'self';
  const orgs = editedOrgs ?? checkedFrom(indexTree(items), grant?.orgIds ?? []);
  const ok = () => {
    const orgIds = scope === 'custom' ? grantedIds(orgs) : [];
    setMissing(scope === 'custom' && orgIds.length === 0);
    if (scope !== 'custom' || orgIds.length) save.mutate({ id: role.id, dataScope: scope, orgIds });
  };
  return (
    <DialogFrame
      open
      title={title}
      testId="data-scope"
      onClose={onClose}
      saving={save.isPending}
      onOk={grant ? ok : undefined}
    >
      {grant ? (
        <Stack gap="4">
          <RadioGroup.Root
            value={scope}
            onValueChange={(e) => setScope(DataScope.parse(e.value))}
            aria-label={t('role.dataScope')}
          >
            <Stack gap="2">
              {DataScope.options.map((s) => (
                <RadioGroup.Item key={s} value={s} data-testid={`scope-${s}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`role.scope.${s}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {scope === 'custom' ? (
            <Stack gap="2">
              <Text fontWeight="medium">{t('grant.orgs')}</Text>
              <CheckTree
                items={items}
                checked={orgs}
                onChange={setOrgs}
                withAncestors={false}
                label={t('grant.orgs')}
              />
              {missing ? (
                <Text color="fg.error" textStyle="sm" data-testid="scope-error">
                  {t('grant.customNeedsOrg')}
                </Text>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      ) : (
        <Center py="8">
          <Spinner />
        </Center>
      )}
    </DialogFrame>
  );
}
