/**
 * GrantRoleDialog (spec §6 "grant role, view own roles"): every role as a check box,
 * the user's current roles (GET /system/org/user/ownRole) checked; OK replaces them with
 * POST /system/org/user/grantRole.
 */
import { useState } from 'react';
import { Button, Checkbox, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { userGrantRole, userOwnRole } from '../../platform/contracts/org.contract';
import { roleDropDown } from '../../platform/contracts/permission.contract';
import { toaster, useApi, useCall } from '../../ui/runtime';

/** Props of {@link GrantRoleDialog}; open while `user` is set. `onSaved` runs after a successful save. */
export interface GrantRoleDialogProps {
  user: { id: number; account: string } | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The dialog (see the module comment). */
export function GrantRoleDialog({ user, onClose, onSaved }: GrantRoleDialogProps) {
  const { t } = useTranslation(['orgAdmin', 'common']);
  const open = user !== null;
  const roles = useCall(roleDropDown, {}, { enabled: open, staleTime: 60_000 });
  const own = useCall(userOwnRole, { id: user?.id ?? 0 }, { enabled: open, gcTime: 0 });
  return (
    <Dialog.Root
      open={open}
      placement="center"
      size="md"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="grant-role-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('grantRole.title', { account: user?.account ?? '' })}</Dialog.Title>
            </Dialog.Header>
            {open && roles.data && own.data ? (
              <RoleChecks
                key={user.id}
                userId={user.id}
                roles={roles.data}
                initial={own.data}
                onClose={onClose}
                onSaved={onSaved}
              />
            ) : (
              <Dialog.Body>
                <Spinner />
              </Dialog.Body>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The check boxes and the buttons, once roles and the user's roles are loaded. */
function RoleChecks({
  userId,
  roles,
  initial,
  onClose,
  onSaved,
}: {
  userId: number;
  roles: { id: number; name: string; code: string }[];
  initial: number[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['orgAdmin', 'common']);
  const api = useApi();
  const [checked, setChecked] = useState(() => new Set(initial));
  const [saving, setSaving] = useState(false);
  const toggle = (id: number, on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const save = async () => {
    setSaving(true);
    try {
      await api(userGrantRole, { id: userId, roleIds: roles.map((r) => r.id).filter((id) => checked.has(id)) });
      toaster.create({ type: 'success', description: t('grantRole.saved') });
      onSaved();
      onClose();
    } catch {
      // The HTTP client already showed the server's message (spec §8).
      setSaving(false);
    }
  };
  return (
    <>
      <Dialog.Body>
        <Stack gap="2">
          {roles.length ? (
            roles.map((r) => (
              <Checkbox.Root
                key={r.id}
                checked={checked.has(r.id)}
                onCheckedChange={(e) => toggle(r.id, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {r.name}{' '}
                  <Text as="span" color="fg.muted">
                    ({r.code})
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
            ))
          ) : (
            <Text color="fg.muted">{t('grantRole.empty')}</Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          {t('common:cancel')}
        </Button>
        <Button colorPalette="blue" loading={saving} onClick={() => void save()} data-testid="grant-role-ok">
          {t('common:ok')}
        </Button>
      </Dialog.Footer>
    </>
  );
}
