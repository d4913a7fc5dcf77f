/**
 * The /home of variants 1, 2/4 and 5 (spec §2): a greeting with the variant's tagline
 * in the frame's colours, the administrators' quick entries (/flexibleMenu) and a card
 * per entry of the variant's navigation (its pages that are built today). Variants 0
 * and 3 keep {@link HomePage}.
 */
import { Box, Card, Heading, Icon, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../ui/runtime';
import { navItemLabel, type TerminalFrame } from '../../ui/terminal-shell';
import { greetingKey } from './home-page';
import { QuickEntries } from './quick-entries';

/** Props of {@link VariantHomePage}: the variant's frame (title, tagline, colours, navigation). */
export interface VariantHomePageProps {
  frame: TerminalFrame;
}

/** A variant's home page; see the module comment. */
export function VariantHomePage({ frame }: VariantHomePageProps) {
  const { t } = useTranslation(['terminal', 'variants']);
  const { displayName: name } = useSession();
  const entries = frame.nav.filter((item) => item.match !== '/home');
  return (
    <Stack gap="7" data-testid="variant-home">
      <Box
        borderRadius="2xl"
        px={{ base: '5', md: '8' }}
        py={{ base: '6', md: '8' }}
        bgGradient="to-br"
        gradientFrom={frame.gradient[0]}
        gradientTo={frame.gradient[1]}
        color="white"
        shadow="md"
      >
        <Text fontSize="sm">{t(frame.titleKey)}</Text>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {t(greetingKey(new Date().getHours()), { name })}
        </Heading>
        <Text mt="1.5">{t(frame.taglineKey)}</Text>
      </Box>
      <QuickEntries />
      <Box as="section" aria-labelledby="variant-home-entries">
        <Heading as="h2" id="variant-home-entries" size="lg" mb="3">
          {t('variants:home.entries')}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="3">
          {entries.map((item) => (
            <LinkBox as="li" key={item.to}>
              <Card.Root h="full" variant="elevated" borderRadius="xl" _hover={{ shadow: 'lg' }}>
                <Card.Body gap="3" p="4" alignItems="flex-start">
                  <Icon size="lg" color={frame.gradient[0]}>
                    <item.icon />
                  </Icon>
                  <LinkOverlay asChild fontWeight="semibold">
                    <RouterLink to={item.to}>{navItemLabel(t, item)}</RouterLink>
                  </LinkOverlay>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          ))}
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
