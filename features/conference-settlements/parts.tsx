/**
 * Small pieces both statement pages show: the state badge and a billing month as people read it.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SettlementState } from '../../platform/contracts/settlement.contract';
import { localeOf, type Lang } from '../../platform/i18n/languages';

/** The badge colour of each state (pending orange, confirmed blue, invoiced green). */
const PALETTE: Readonly<Record<SettlementState, string>> = { pending: 'orange', confirmed: 'blue', invoiced: 'green' };

/** A statement's state as a badge (`settlement-state`), named by `conferenceSettlements:state.*`. */
export function StateBadge({ state }: { state: SettlementState }) {
  const { t } = useTranslation('conferenceSettlements');
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle" flexShrink={0} data-testid="settlement-state">
      {t(`state.${state}`)}
    </Badge>
  );
}

/** A billing month `YYYY-MM` in `lang`: CN / TC `2026年10月`, EN `October 2026`. */
export function formatMonth(period: string, lang: Lang): string {
  const [year, month] = period.split('-').map(Number);
  if (!year || !month) return period;
  return new Intl.DateTimeFormat(localeOf(lang), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}
