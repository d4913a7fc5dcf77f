/**
 * An order's progress through its machine's states (machines/reserve-order.machine), as a
 * vertical list of steps: submitted → audited → arranged → served → settled, each with when
 * it was reached (campus time); an order that left the main path ends with its own step —
 * rejected, cancelled (red) or cancellation requested (orange) — after the steps it had
 * reached. The current step is marked `aria-current="step"`; each step is
 * `data-testid="progress-<state>"` with `data-status` done, current or todo.
 */
import { Box, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuX } from 'react-icons/lu';
import type { ReserveOrderRow } from '../../platform/contracts/reserve-order.contract';
import type { ReserveOrderState } from '../../machines/reserve-order.machine';
import { formatDateTime } from '../../ui/terminal-shell/time-format';
import { useLang } from '../../ui/runtime';
import { CAMPUS_ZONE } from './time';

/** The main path of an order, in order, with the row's field holding when each was reached. */
const MAIN_PATH = [
  ['submitted', 'createdAt'],
  ['audited', 'auditedAt'],
  ['arranged', 'arrangedAt'],
  ['served', 'servedAt'],
  ['settled', 'settledAt'],
] as const satisfies readonly (readonly [ReserveOrderState, keyof ReserveOrderRow])[];

/** One step as shown. */
export interface ProgressStep {
  state: ReserveOrderState;
  status: 'done' | 'current' | 'todo';
  /** When it was reached (ISO), if known. */
  at: string | null;
  /** Off the main path (rejected, cancelled, cancel requested). */
  off: boolean;
}

/** The steps of `row`'s progress. */
export function progressOf(row: ReserveOrderRow): ProgressStep[] {
  const mainIndex = MAIN_PATH.findIndex(([s]) => s === row.status);
  if (mainIndex >= 0) {
    return MAIN_PATH.map(([state, field], i) => ({
      state,
      status: i < mainIndex ? 'done' : i === mainIndex ? 'current' : 'todo',
      at: i <= mainIndex ? (row[field] as string | null) : null,
      off: false,
    }));
  }
  // Off the main path: the steps it had reached, then where it is now.
  const reached = MAIN_PATH.filter(([, field]) => row[field] !== null).map(([state, field]): ProgressStep => ({
    state,
    status: 'done',
    at: row[field] as string | null,
    off: false,
  }));
  const at = row.status === 'cancelled' ? row.cancelledAt : null;
  return [...reached, { state: row.status, status: 'current', at, off: true }];
}

/** The progress list of `row`. */
export function OrderProgress({ row }: { row: ReserveOrderRow }) {
  const { t } = useTranslation('conference');
  const { lang } = useLang();
  const steps = progressOf(row);
  return (
    <Stack as="ol" listStyleType="none" gap="0" aria-label={t('progress.label')} data-testid="order-progress">
      {steps.map((step, i) => {
        const warn = step.off && step.state === 'cancelRequested';
        const bad = step.off && !warn;
        const filled = step.status !== 'todo';
        const bg = bad ? 'red.solid' : warn ? 'orange.solid' : filled ? 'purple.solid' : 'bg.muted';
        return (
          <HStack
            as="li"
            key={step.state}
            align="flex-start"
            gap="3"
            aria-current={step.status === 'current' ? 'step' : undefined}
            data-testid={`progress-${step.state}`}
            data-status={step.status}
          >
            <Stack align="center" gap="0" alignSelf="stretch">
              <Circle size="6" fontSize="xs" fontWeight="bold" bg={bg} color={filled ? 'white' : 'fg.muted'}>
                {bad ? (
                  <LuX aria-hidden />
                ) : step.status === 'done' || step.state === 'settled' ? (
                  <LuCheck aria-hidden />
                ) : (
                  i + 1
                )}
              </Circle>
              {i < steps.length - 1 ? <Box flex="1" w="2px" minH="4" bg={filled ? 'purple.solid' : 'border'} /> : null}
            </Stack>
            <Stack gap="0" pb="3">
              <Text fontWeight={step.status === 'current' ? 'semibold' : 'normal'} color={filled ? 'fg' : 'fg.muted'}>
                {t(`progress.${step.state}`)}
              </Text>
              {step.at ? (
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(step.at, CAMPUS_ZONE, lang)}
                </Text>
              ) : null}
            </Stack>
          </HStack>
        );
      })}
    </Stack>
  );
}
