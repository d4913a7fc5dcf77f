/**
 * The filter card shared by the log pages: a grid of fields, Reset and Search buttons.
 * Submitting the form (Enter or Search) calls `onSearch`.
 */
import type { ReactNode } from 'react';
import { Button, Card, Grid, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuRotateCcw, LuSearch } from 'react-icons/lu';

/** Props of {@link FilterBar}: the fields, and what Search / Reset do. */
export interface FilterBarProps { children: ReactNode; onSearch: () => void; onReset: () => void }

/** A search form in a card (role `search`). */
export function FilterBar({ children, onSearch, onReset }: FilterBarProps) {
  const { t } = useTranslation('common');
  return (
    <Card.Root variant="outline" mb="4" borderColor="border.muted">
      <Card.Body p="4">
        <form role="search" onSubmit={(e) => { e.preventDefault(); onSearch(); }}>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap="3" alignItems="end">
            {children}
          </Grid>
          <HStack justify="flex-end" mt="3" gap="2">
            <Button size="sm" variant="outline" onClick={onReset}><LuRotateCcw />{t('reset')}</Button>
            <Button size="sm" type="submit" colorPalette="blue"><LuSearch />{t('search')}</Button>
          </HStack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
