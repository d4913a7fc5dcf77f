/** Pieces the club's gate pages share: the result badge, the option lists, the key dialog. */
import { Badge, Button, Code as CodeText, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { userPage, type UserRow } from '../../platform/contracts/org.contract';
import type { OptionSource, ResourceOption } from '../../ui/resource-page';

/** A pass's result: green opened, orange flagged, red refused. */
export function ResultBadge({ result }: { result: 'open' | 'warn' | 'refuse' }) {
  const { t } = useTranslation('clubGate');
  const palette = result === 'open' ? 'green' : result === 'warn' ? 'orange' : 'red';
  return (
    <Badge colorPalette={palette} data-testid="pass-result">
      {t(`result.${result}`)}
    </Badge>
  );
}

/** The directions of a pass (in, out) as choices. */
export const PASS_DIRECTION_OPTIONS: ResourceOption[] = [
  { value: 'in', label: 'direction.in' },
  { value: 'out', label: 'direction.out' },
];

/** A gate's directions (in, out, both) as choices. */
export const GATE_DIRECTION_OPTIONS: ResourceOption[] = [
  ...PASS_DIRECTION_OPTIONS,
  { value: 'both', label: 'direction.both' },
];

/** The results of a pass as choices. */
export const RESULT_OPTIONS: ResourceOption[] = [
  { value: 'open', label: 'result.open' },
  { value: 'warn', label: 'result.warn' },
  { value: 'refuse', label: 'result.refuse' },
];

/** The kinds of a whitelist entry as choices. */
export const WHITE_KIND_OPTIONS: ResourceOption[] = [
  { value: 'staff', label: 'whiteKind.staff' },
  { value: 'coach', label: 'whiteKind.coach' },
  { value: 'guest', label: 'whiteKind.guest' },
];

/** Shows a gate's device key once (null: closed). */
export function KeyDialog({ gateKey, onClose }: { gateKey: string | null; onClose: () => void }) {
  const { t } = useTranslation('clubGate');
  return (
    <Dialog.Root open={gateKey !== null} placement="center" onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="gate-key-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('config.keyTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="fg.muted">{t('config.keyOnce')}</Text>
                <CodeText data-testid="gate-key" wordBreak="break-all">
                  {gateKey}
                </CodeText>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('config.close')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Enabled users to pick one from (value: id; label: name and account): the first 100 by name of the
 * caller's data scope (user/page), as /org's leader field offers them.
 */
export const userOptions: OptionSource = {
  call: userPage,
  input: { pageNo: 1, pageSize: 100, status: 0, orderBy: 'name' },
  toOptions: (page: { rows: UserRow[] }) =>
    page.rows.map((u) => ({ value: u.id, label: `${u.name} (${u.account})`, raw: true })),
};
