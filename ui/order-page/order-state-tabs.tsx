/**
 * The status tabs of an order page: "all" then each stored state of the order's machine, each
 * with its count from the page's status-count call (`{ [state]: n }`, absent = 0; "all" is
 * their sum; a page without a count call passes `null` and shows the labels alone). Labels
 * are `<ns>:state.<state>` (the namespace provides `state.all`).
 */
import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MAIN_ID } from '../admin-shell/top-bar';

/** Props of {@link OrderStateTabs}. */
export interface OrderStateTabsProps {
  ns: string;
  states: readonly string[];
  /** Orders per state; undefined while loading (counts show 0); null: no counts shown. */
  counts: Partial<Record<string, number>> | undefined | null;
  /** The chosen tab: 'all' or a state. */
  value: string;
  onChange(value: string): void;
}

/** The count shown on tab `tab` (`all`: the sum over every state; none known: 0). */
export function tabCount(counts: Partial<Record<string, number>> | undefined | null, tab: string): number {
  const c = counts ?? {};
  return tab === 'all' ? Object.values(c).reduce<number>((a, b) => a + (b ?? 0), 0) : (c[tab] ?? 0);
}

/** The tabs (`state-tabs`, one `tab-<state>` each). */
export function OrderStateTabs({ ns, states, counts, value, onChange }: OrderStateTabsProps) {
  const { t } = useTranslation(ns);
  return (
    <Tabs.Root value={value} onValueChange={(e) => onChange(e.value)} variant="line" data-testid="state-tabs">
      <Tabs.List flexWrap="wrap">
        {['all', ...states].map((s) => (
          <Tabs.Trigger key={s} value={s} aria-controls={ADMIN_MAIN_ID} data-testid={`tab-${s}`}>
            {t(`state.${s}`)}
            {counts === null ? null : ` (${tabCount(counts, s)})`}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
