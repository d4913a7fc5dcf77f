/**
 * The quick entries of the terminal's /home (/flexibleMenu): the enabled entries
 * of `/system/flexibleMenu/list`, titles in the user's language, in the administrators'
 * order. An in-app path navigates inside the terminal; a link opens in a new window when
 * its target is `_blank`, else in this one. Nothing shows while there are none.
 */
import { Box, Heading, Icon, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { IconType } from 'react-icons';
import {
  LuBell,
  LuBookOpen,
  LuCalendar,
  LuExternalLink,
  LuGlobe,
  LuGrid2X2,
  LuHistory,
  LuInfo,
  LuLink,
  LuList,
  LuMapPin,
  LuPhone,
  LuRepeat,
  LuZap,
} from 'react-icons/lu';
import { flexibleMenuList, type FlexibleMenuEntry } from '../../platform/contracts/settings.contract';
import { useCall } from '../../ui/runtime';

/** Icons an entry may name (`icon`); anything else shows a link icon. */
const ICONS: Record<string, IconType> = {
  calendar: LuCalendar,
  list: LuList,
  globe: LuGlobe,
  grid: LuGrid2X2,
  history: LuHistory,
  info: LuInfo,
  bell: LuBell,
  book: LuBookOpen,
  map: LuMapPin,
  phone: LuPhone,
  link: LuLink,
  zap: LuZap,
  repeat: LuRepeat,
};

/** The quick-entry section of /home. */
export function QuickEntries() {
  const { t } = useTranslation('settingsAdmin');
  const entries = useCall(flexibleMenuList, undefined, { staleTime: 60_000 });
  if (!entries.data?.length) return null;
  return (
    <Box as="section" aria-labelledby="home-quick">
      <Heading as="h2" id="home-quick" size="lg" mb="3">
        {t('flexibleMenu.homeHeading')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 6 }} gap="3">
        {entries.data.map((entry) => (
          <QuickEntry key={entry.id} entry={entry} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** One entry: an icon tile whose title is the link. */
function QuickEntry({ entry }: { entry: FlexibleMenuEntry }) {
  const { t } = useTranslation('settingsAdmin');
  const newWindow = !entry.path && entry.target === '_blank';
  const Glyph = ICONS[entry.icon ?? ''] ?? (newWindow ? LuExternalLink : LuLink);
  const link = entry.path ? (
    <RouterLink to={entry.path}>{entry.title}</RouterLink>
  ) : (
    <a href={entry.link ?? undefined} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {entry.title}
      {newWindow ? (
        <Text as="span" srOnly>
          {t('flexibleMenu.opensNewWindow')}
        </Text>
      ) : null}
    </a>
  );
  return (
    <LinkBox as="li" data-testid="quick-entry">
      <Box
        bg="bg"
        borderWidth="1px"
        borderRadius="xl"
        p="4"
        textAlign="center"
        h="full"
        transition="box-shadow 0.15s, border-color 0.15s"
        _hover={{ borderColor: 'teal.300', shadow: 'md' }}
      >
        <Icon boxSize="7" color="teal.fg" mb="2" aria-hidden>
          <Glyph />
        </Icon>
        <LinkOverlay asChild fontWeight="medium" display="block">
          {link}
        </LinkOverlay>
      </Box>
    </LinkBox>
  );
}
