/**
 * A membership card's state as a coloured badge named in the user's language (`membershipCard:state.*`,
 * machines/membership-card.machine.ts), shared by the back office's card pages and the terminal's.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const PALETTE: Record<string, string> = {
  pendingActivation: 'yellow',
  active: 'green',
  frozen: 'blue',
  expired: 'gray',
  transferred: 'purple',
  refunded: 'red',
};

/** A card's state, named in the user's language. */
export function CardStateBadge({ state }: { state: string }) {
  const { t } = useTranslation('membershipCard');
  return <Badge colorPalette={PALETTE[state] ?? 'gray'}>{t(`state.${state}`)}</Badge>;
}
