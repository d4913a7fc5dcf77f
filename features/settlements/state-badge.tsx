/** The badge of a statement's state (pending orange, confirmed blue, invoiced green). */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SettlementState } from '../../platform/contracts/settlement.contract';

const PALETTE: Record<SettlementState, string> = { pending: 'orange', confirmed: 'blue', invoiced: 'green' };

/** The state's badge (`state-<state>`), its name from `settlementAdmin:state.*`. */
export function SettlementStateBadge({ state }: { state: SettlementState }) {
  const { t } = useTranslation('settlementAdmin');
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle" data-testid={`state-${state}`}>
      {t(`state.${state}`)}
    </Badge>
  );
}
