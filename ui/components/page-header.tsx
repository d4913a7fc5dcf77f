/**
 * PageHeader: the title row of a back-office page (title, optional description, and
 * actions on the right).
 */
import type { ReactNode } from 'react';
import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's title (already translated). Rendered as an h1. */
  title: ReactNode;
  /** One line under the title. */
  description?: ReactNode;
  /** Buttons shown at the right end (e.g. Add, Export). */
  actions?: ReactNode;
}

/** A page title row: h1 + muted description on the left, actions on the right. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex align={{ base: 'flex-start', md: 'center' }} justify="space-between" gap="4" mb="5" wrap="wrap">
      <Box>
        <Heading as="h1" size="xl" fontWeight="semibold" letterSpacing="tight">
          {title}
        </Heading>
        {description ? (
          <Text mt="1" color="fg.muted" textStyle="sm">
            {description}
          </Text>
        ) : null}
      </Box>
      {actions ? <HStack gap="2">{actions}</HStack> : null}
    </Flex>
  );
}
