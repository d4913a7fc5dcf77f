/**
 * /siteDetail?id= (spec §2, variants 0 and 3): one site as a booker sees it before
 * booking — its photos as a swipeable gallery, place and description, devices, its
 * instructions (`/resv/instr/getBySiteIdAndType`: booking, usage and safety, the site's
 * own or its scene's), its rule summary (opening hours per week day, slot length, how
 * many days ahead it may be booked: `/api/reserve/rule`), and today's slot grid
 * (read-only, past slots folded). "Book today" opens /dayReserve?siteId= (the same-day
 * wizard on today); "Book another day" the wizard's /appointment/time with the site chosen.
 * An unknown or disabled site shows "This site does not exist".
 */
import type { ReactNode } from 'react';
import { Badge, Box, Button, Heading, HStack, Icon, Image, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LuCalendarDays, LuCalendarPlus, LuChevronLeft, LuMapPin } from 'react-icons/lu';
import type { Site } from '../../platform/contracts/site.contract';
import { WeekDay } from '../../platform/contracts/common';
import { currentPeriod, siteRule } from '../../platform/contracts/reserve.contract';
import {
  InstructionType,
  instructionBySiteAndType,
  terminalSiteExtras,
} from '../../platform/contracts/venue-extras.contract';
import { Code } from '../../platform/protocol/codes';
import { EmptyState, ErrorState } from '../../ui/components';
import { useCall } from '../../ui/runtime';
import { todayIn } from '../../ui/terminal-shell/time-format';
import { PROXY_BASE } from './site-cards';
import { SlotGrid } from './slot-grid';

/** A titled section of the page. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="2" bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <Heading as="h2" id={id} size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The opening ranges of each week day, MON → SUN (`[]` for a closed day). */
export function hoursByDay(hours: Site['openingHours']): [WeekDay, string[]][] {
  return WeekDay.options.map((day) => [
    day,
    hours
      .filter((h) => h.weekDay === day)
      .map((h) => `${h.open}–${h.close}`)
      .sort(),
  ]);
}

/** One instruction of the site, when it has one of `type`. */
function InstructionText({ siteId, type }: { siteId: number; type: InstructionType }) {
  const { t } = useTranslation('venueExtras');
  const got = useCall(instructionBySiteAndType, { siteId, type });
  if (!got.data) return null;
  return (
    <Box data-testid={`instruction-${type}`}>
      <Text fontWeight="semibold" fontSize="sm">
        {t(`instructions.type.${type}`)}
      </Text>
      <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">
        {got.data.content}
      </Text>
    </Box>
  );
}

/** The /siteDetail page; reads the site id from `?id=`. */
export function SiteDetailPage() {
  const { t } = useTranslation(['sites', 'terminal']);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const extras = useCall(terminalSiteExtras, { siteId: valid ? id : 0 }, { enabled: valid });
  const site = extras.data?.site;
  const rule = useCall(siteRule, { siteId: id }, { enabled: site !== undefined });
  const today = site ? todayIn(site.timeZone) : '';
  const period = useCall(currentPeriod, { siteId: id, date: today }, { enabled: site !== undefined, staleTime: 0 });

  const back = (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
      <RouterLink to="/siteList">
        <LuChevronLeft /> {t('detail.back')}
      </RouterLink>
    </Button>
  );
  if (!valid || (extras.isError && extras.error.code === Code.SITE_NOT_FOUND)) {
    return (
      <Stack gap="4">
        {back}
        <EmptyState title={t('detail.notFound')} />
      </Stack>
    );
  }
  if (extras.isError) {
    return <ErrorState title={t('terminal:loadFailed')} error={extras.error} onRetry={() => void extras.refetch()} />;
  }
  if (!extras.data || !site) return <Skeleton h="60" borderRadius="xl" aria-busy="true" />;

  const { photos, devices } = extras.data;
  return (
    <Stack gap="4" pb={{ base: '20', md: '0' }}>
      {back}
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {site.name}
        </Heading>
        <HStack gap="1.5" wrap="wrap" color="fg.muted" fontSize="sm">
          <Badge colorPalette="teal" variant="subtle">
            {site.sceneName}
          </Badge>
          <Icon aria-hidden>
            <LuMapPin />
          </Icon>
          <Text>
            {[site.campusName, site.buildingName, site.floorName, extras.data.roomName].filter(Boolean).join(' / ')}
          </Text>
        </HStack>
        {extras.data.description ? <Text whiteSpace="pre-wrap">{extras.data.description}</Text> : null}
      </Stack>

      {photos.length > 0 ? (
        <HStack
          as="ul"
          aria-label={t('detail.photos')}
          listStyleType="none"
          gap="2"
          overflowX="auto"
          scrollSnapType="x mandatory"
          data-testid="site-gallery"
        >
          {photos.map((p, i) => (
            <Box as="li" key={p.id} flexShrink={0} w={{ base: '85%', md: '60%' }} scrollSnapAlign="start">
              <Image
                src={`${PROXY_BASE}${p.url}`}
                alt={t('detail.photo', { n: i + 1, total: photos.length })}
                w="full"
                aspectRatio={4 / 3}
                objectFit="cover"
                borderRadius="xl"
              />
            </Box>
          ))}
        </HStack>
      ) : null}

      <HStack gap="2" wrap="wrap">
        <Button asChild colorPalette="teal" flex={{ base: '1', sm: 'none' }}>
          <RouterLink to={`/dayReserve?siteId=${site.id}`}>
            <LuCalendarPlus /> {t('detail.bookToday')}
          </RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="teal" flex={{ base: '1', sm: 'none' }}>
          <RouterLink to={`/appointment/time?sceneId=${site.sceneId}&siteId=${site.id}`}>
            <LuCalendarDays /> {t('detail.bookOtherDay')}
          </RouterLink>
        </Button>
      </HStack>

      <Section id="site-today" title={t('detail.today')}>
        <Text fontSize="xs" color="fg.muted">
          {t('detail.timeZone', { zone: site.timeZone })}
        </Text>
        {period.isError ? (
          <ErrorState title={t('terminal:loadFailed')} error={period.error} onRetry={() => void period.refetch()} />
        ) : !period.data ? (
          <Skeleton h="24" borderRadius="md" />
        ) : period.data.slots.length === 0 ? (
          <Text color="fg.muted">{t('detail.noSlots')}</Text>
        ) : (
          <SlotGrid
            slots={period.data.slots}
            timeZone={period.data.timeZone}
            selected={[]}
            onToggle={() => undefined}
            disabled
            autoScroll={false}
          />
        )}
      </Section>

      <Section id="site-devices" title={t('detail.devices')}>
        {devices.length === 0 ? (
          <Text color="fg.muted">{t('detail.noDevices')}</Text>
        ) : (
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" data-testid="site-devices">
            {devices.map((d) => (
              <li key={d.name}>
                <Badge size="lg" variant="outline">
                  {d.quantity > 1 ? `${d.name} ×${d.quantity}` : d.name}
                </Badge>
              </li>
            ))}
          </HStack>
        )}
      </Section>

      <Section id="site-instructions" title={t('detail.instructions')}>
        {InstructionType.options.map((type) => (
          <InstructionText key={type} siteId={site.id} type={type} />
        ))}
      </Section>

      <Section id="site-rules" title={t('detail.rules')}>
        <List.Root gap="1" fontSize="sm" ps="5">
          <List.Item>{t('detail.slot', { minutes: site.slotMinutes })}</List.Item>
          {rule.data ? <List.Item>{t('detail.advance', { count: rule.data.advanceDays })}</List.Item> : null}
        </List.Root>
        <Text fontWeight="semibold" fontSize="sm" mt="1">
          {t('detail.hours')}
        </Text>
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="0.5" fontSize="sm">
          {hoursByDay(site.openingHours).map(([day, ranges]) => (
            <Box key={day} display="contents">
              <Box as="dt" color="fg.muted">
                {t(`weekDay.${day}`)}
              </Box>
              <Box as="dd" fontVariantNumeric="tabular-nums">
                {ranges.length ? ranges.join(', ') : t('detail.closedDay')}
              </Box>
            </Box>
          ))}
        </Box>
      </Section>
    </Stack>
  );
}
