/**
 * Row and bulk actions of resource and tree pages: which actions the user
 * may see (`hasPermi` over the session's codes — the server still decides), the confirm
 * dialog ('system prompt', OK / Cancel), running a call with a success toast and a list
 * reload, and the buttons of a row (the first ones inline, the rest under "More").
 */
import { useState, type ReactNode } from 'react';
import { Button, HStack, IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuEllipsis } from 'react-icons/lu';
import type { CallContract, CallInput } from '../../platform/contracts/define-call';
import { hasPermi } from '../../platform/permissions/check';
import { ConfirmDialog } from '../components';
import { toaster, useApi } from '../runtime';
import type { BulkAction, RowAction } from './types';

/** Whether the user's codes allow `permission` (none declared: allowed). */
export function allowed(
  codes: readonly string[] | null | undefined,
  permission: string | string[] | undefined,
): boolean {
  return permission === undefined || hasPermi(codes, permission);
}

/** A question before an action, and what OK does. */
interface Pending {
  message: string;
  danger: boolean;
  go: () => Promise<void>;
}

/** What {@link useActionRunner} returns. */
export interface ActionRunner<Row> {
  /** Runs (after the confirm, when declared) a row action on `row`. */
  runRow: (action: RowAction<Row>, row: Row) => void;
  /** Runs (after the confirm) a bulk action on `rows`. */
  runBulk: (action: BulkAction<Row>, rows: Row[]) => void;
  /** The confirm dialog; render it once. */
  dialog: ReactNode;
}

/**
 * Runs actions: `onClick` ones at once (after the confirm), call ones through the API
 * with a success toast (`successMessage` or `resource:done`) and `reload()`. A failed call
 * keeps the dialog open (the client already showed the server's message).
 */
export function useActionRunner<Row>(ns: string, reload: () => void): ActionRunner<Row> {
  const { t } = useTranslation([ns, 'resource', 'common']);
  const api = useApi();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const call = async (contract: CallContract, input: unknown, successMessage?: string) => {
    await api(contract, input as CallInput<CallContract>);
    toaster.create({ type: 'success', description: t(successMessage ?? 'resource:done') });
    reload();
  };
  const start = (message: string | null, danger: boolean, go: () => Promise<void>) => {
    if (message === null) void go().catch(() => undefined);
    else setPending({ message, danger, go });
  };

  const runRow = (a: RowAction<Row>, row: Row) => {
    const message = a.confirm
      ? (t(a.confirm, { ...(a.confirmValues ? a.confirmValues(row) : (row as object)) }) as string)
      : null;
    const run = a.run;
    start(
      message,
      !!a.danger,
      'call' in run ? () => call(run.call, run.input(row), run.successMessage) : async () => run.onClick(row, reload),
    );
  };
  const runBulk = (a: BulkAction<Row>, rows: Row[]) => {
    const message = a.confirm ? (t(a.confirm, { count: rows.length }) as string) : null;
    const run = a.run;
    start(
      message,
      !!a.danger,
      'call' in run ? () => call(run.call, run.input(rows), run.successMessage) : async () => run.onClick(rows, reload),
    );
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.go();
      setPending(null);
    } catch {
      // The API client showed the server's message; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={pending?.message ?? ''}
      tone={pending?.danger ? 'red' : 'blue'}
      pending={busy}
      onConfirm={() => void confirm()}
      onClose={() => setPending(null)}
    />
  );
  return { runRow, runBulk, dialog };
}

/** How many actions show inline before the rest go under "More". */
const INLINE = 3;

/** Props of {@link RowActionButtons}. */
export interface RowActionButtonsProps<Row> {
  row: Row;
  /** The permitted actions (visibility per row is checked here). */
  actions: RowAction<Row>[];
  ns: string;
  onRun: (action: RowAction<Row>, row: Row) => void;
}

/** The action buttons of one row: up to three inline, otherwise two and a "More" menu. */
export function RowActionButtons<Row>({ row, actions, ns, onRun }: RowActionButtonsProps<Row>) {
  const { t } = useTranslation([ns, 'resource', 'common']);
  const shown = actions.filter((a) => !a.visible || a.visible(row));
  if (shown.length === 0) return null;
  const inline = shown.length <= INLINE ? shown : shown.slice(0, INLINE - 1);
  const more = shown.length <= INLINE ? [] : shown.slice(INLINE - 1);
  return (
    <HStack gap="1" justify="flex-end">
      {inline.map((a) => (
        <Button
          key={a.key}
          size="xs"
          variant="ghost"
          colorPalette={a.danger ? 'red' : 'blue'}
          data-testid={`action-${a.key}`}
          onClick={() => onRun(a, row)}
        >
          {t(a.label)}
        </Button>
      ))}
      {more.length ? (
        <Menu.Root>
          <Menu.Trigger asChild>
            <IconButton size="xs" variant="ghost" aria-label={t('resource:more')}>
              <LuEllipsis />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {more.map((a) => (
                  <Menu.Item
                    key={a.key}
                    value={a.key}
                    color={a.danger ? 'fg.error' : undefined}
                    data-testid={`action-${a.key}`}
                    onClick={() => onRun(a, row)}
                  >
                    {t(a.label)}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : null}
    </HStack>
  );
}
