/**
 * The step buttons of one order (shared by the order pages): the steps of a declarative list
 * ({@link OrderStepSpec}) offered when the order's machine accepts them in its state and the
 * user holds their permission; a step that `needsReason` first shows the reason form
 * (`reject-form`, `reject-reason`, `confirm-reject`); after a step succeeded every query is
 * invalidated (lists, counts, detail) and `onDone` runs. A refused call leaves the bar as it
 * was — the API client has already shown the server's message.
 */
import { useState } from 'react';
import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine, ContextFrom, StateValue } from 'xstate';
import { toaster, useSession } from '../runtime';
import { offeredOrderSteps, type OrderStepSpec } from './order-steps';

/** Props of {@link OrderStepBar}. */
export interface OrderStepBarProps<M extends AnyStateMachine> {
  /** The i18next namespace of the texts. */
  ns: string;
  machine: M;
  /** The order's stored state and the machine context derived from the row. */
  state: StateValue;
  context: ContextFrom<M>;
  steps: readonly OrderStepSpec<M>[];
  /**
   * Keys (in `ns`) of the texts: a step's label is `labelPrefix + key` (default `action.`), then
   * the success toast, the reason field, its placeholder, the confirm and the close buttons.
   */
  texts?: Partial<Record<'labelPrefix' | 'done' | 'reason' | 'reasonPlaceholder' | 'confirm' | 'close', string>>;
  onDone?: () => void;
}

const DEFAULT_TEXTS = {
  labelPrefix: 'action.',
  done: 'orders.done',
  reason: 'orders.rejectReason',
  reasonPlaceholder: 'orders.rejectPlaceholder',
  confirm: 'orders.confirmReject',
  close: 'orders.close',
};

/** The step buttons (`order-steps`, one `step-<key>` per offered step) and the reason form. */
export function OrderStepBar<M extends AnyStateMachine>({
  ns,
  machine,
  state,
  context,
  steps,
  texts,
  onDone,
}: OrderStepBarProps<M>) {
  const { t } = useTranslation(ns);
  const tx = { ...DEFAULT_TEXTS, ...texts };
  const { hasPermi } = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<OrderStepSpec<M> | null>(null);
  const [reason, setReason] = useState('');
  const offered = offeredOrderSteps(machine, state, context, steps, (p) => hasPermi(p));
  const run = async (step: OrderStepSpec<M>, why = '') => {
    if (!step.run) return;
    setBusy(true);
    try {
      await step.run(why);
      toaster.create({ type: 'success', description: t(tx.done) });
      setAsking(null);
      setReason('');
      await queryClient.invalidateQueries();
      onDone?.();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  if (asking) {
    return (
      <Stack gap="2" data-testid="reject-form">
        <Field.Root required>
          <Field.Label>{t(asking.reasonTexts?.reason ?? tx.reason)}</Field.Label>
          <Textarea
            data-testid="reject-reason"
            placeholder={t(tx.reasonPlaceholder)}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </Field.Root>
        <HStack>
          <Button
            size="sm"
            colorPalette="red"
            loading={busy}
            disabled={!reason.trim()}
            data-testid="confirm-reject"
            onClick={() => void run(asking, reason.trim())}
          >
            {t(asking.reasonTexts?.confirm ?? tx.confirm)}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setAsking(null)}>
            {t(tx.close)}
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <HStack gap="2" wrap="wrap" data-testid="order-steps">
      {offered.map((s) => (
        <Button
          key={s.key}
          size="sm"
          variant={s.danger ? 'outline' : 'solid'}
          colorPalette={s.danger ? 'red' : 'blue'}
          loading={busy}
          data-testid={`step-${s.key}`}
          onClick={() => (s.open ? s.open() : s.needsReason ? setAsking(s) : void run(s))}
        >
          {t(`${tx.labelPrefix}${s.key}`)}
        </Button>
      ))}
    </HStack>
  );
}
