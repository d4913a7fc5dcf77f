/**
 * Tabs over a list on a phone-first page (the terminal's "my meetings", "my deliveries", "my
 * vouchers"…): one tab per state (or group), each label with its count when known, the tab row
 * scrolling sideways at 390 px instead of squeezing, and the chosen tab kept in the URL
 * (`?<param>=`, the first tab when absent) so a reload or a shared link opens the same tab.
 */
import type { ReactNode } from 'react';
import { Box, Tabs, type TabsRootProps } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';

/**
 * The tab named by `?<param>=` among `tabs` (the first tab when absent or unknown), and a setter that
 * writes it to the URL, replacing the history entry (the first tab removes the parameter).
 */
export function useTabParam<T extends string>(param: string, tabs: readonly T[]): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const tab = tabs.find((t) => t === raw) ?? tabs[0];
  const choose = (next: T) => {
    const p = new URLSearchParams(params);
    if (next === tabs[0]) p.delete(param);
    else p.set(param, next);
    setParams(p, { replace: true });
  };
  return [tab, choose];
}

/** Props of {@link StateTabs}. */
export interface StateTabsProps<T extends string> {
  tabs: readonly T[];
  value: T;
  onChange(tab: T): void;
  /** The accessible name of the tab list. */
  label: string;
  labelOf(tab: T): string;
  /** The count shown beside a tab's label; null or absent: none shown. */
  countOf?(tab: T): number | null | undefined;
  colorPalette?: TabsRootProps['colorPalette'];
  /** Tabs share the row's width (for a few short tabs) instead of scrolling. */
  fitted?: boolean;
  /** The current tab's content. */
  children: ReactNode;
}

/** The tabs (`state-tabs`, one `tab-<tab>` each) and the current tab's content. */
export function StateTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  labelOf,
  countOf,
  colorPalette,
  fitted,
  children,
}: StateTabsProps<T>) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(e) => onChange(e.value as T)}
      variant="enclosed"
      colorPalette={colorPalette}
      fitted={fitted}
    >
      <Box overflowX="auto" mx={{ base: '-2', md: '0' }} px={{ base: '2', md: '0' }}>
        <Tabs.List
          aria-label={label}
          bg="bg.muted"
          w={fitted ? 'full' : 'max-content'}
          minW="full"
          data-testid="state-tabs"
        >
          {tabs.map((tab) => {
            const count = countOf?.(tab);
            return (
              <Tabs.Trigger key={tab} value={tab} data-testid={`tab-${tab}`} whiteSpace="nowrap" flexShrink={0}>
                {labelOf(tab)}
                {count === null || count === undefined ? '' : ` (${count})`}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
      </Box>
      <Tabs.Content value={value} pt="4">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
