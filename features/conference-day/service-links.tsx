/**
 * A grid of entries to other pages of the terminal, as /personalCenter and /otherPage show them:
 * an entry is shown only when the variant routes its page (`routed`, the top paths of the shell's
 * routes) and the user's terminal menus admit it (ui/terminal-shell terminalAdmits; no terminal
 * menus configured admits every routed page) — the same admittance the shell's navigation uses.
 */
import type { ReactNode } from 'react';
import { Badge, Card, HStack, Icon, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuChevronRight } from 'react-icons/lu';
import { useSession } from '../../ui/runtime';
import { terminalAdmits } from '../../ui/terminal-shell';

/** One entry: the page's path, its label and icon, and an optional badge (e.g. an unread count). */
export interface ServiceLink {
  path: string;
  label: string;
  icon: ReactNode;
  badge?: ReactNode;
}

/** The entries of `links` the user may open (see the module comment). */
export function useAdmittedLinks(links: readonly ServiceLink[], routed: ReadonlySet<string>): ServiceLink[] {
  const { user } = useSession();
  return links.filter((l) => routed.has(l.path) && terminalAdmits(user?.terminal, l.path));
}

/** Props of {@link ServiceLinkGrid}. */
export interface ServiceLinkGridProps {
  links: readonly ServiceLink[];
  /** The list's accessible name. */
  label: string;
  'data-testid'?: string;
}

/** The entries as cards, one column on a phone, two from `sm`. */
export function ServiceLinkGrid({ links, label, 'data-testid': testId }: ServiceLinkGridProps) {
  return (
    <SimpleGrid
      as="ul"
      aria-label={label}
      columns={{ base: 1, sm: 2 }}
      gap="3"
      listStyleType="none"
      data-testid={testId}
    >
      {links.map((l) => (
        <LinkBox as="li" key={l.path} data-testid="service-link" data-path={l.path}>
          <Card.Root variant="outline" borderRadius="xl" _hover={{ borderColor: 'purple.400' }}>
            <Card.Body p="4">
              <HStack gap="3">
                <Icon size="lg" color="purple.600" aria-hidden>
                  {l.icon}
                </Icon>
                <LinkOverlay asChild flex="1">
                  <RouterLink to={l.path}>
                    <Text as="span" fontWeight="medium">
                      {l.label}
                    </Text>
                  </RouterLink>
                </LinkOverlay>
                {l.badge !== undefined ? (
                  <Badge colorPalette="red" variant="solid">
                    {l.badge}
                  </Badge>
                ) : null}
                <Icon color="fg.muted" aria-hidden>
                  <LuChevronRight />
                </Icon>
              </HStack>
            </Card.Body>
          </Card.Root>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
