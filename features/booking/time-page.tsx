/**
 * /appointment/time (spec §2): the chosen site, date chips (today and the next 6 days
 * in the site's time zone), and the slot grid of that day (`currentPeriod`). Free slots
 * (and the booker's own held ones) toggle into a consecutive selection (the machine's
 * rule); "Next" (`booking:next`) holds them (lockSite) and opens the form. A
 * refusal of the hold by a rule shows as an alert with the server's message. In the
 * machine's `conflict` state (the slots were just taken or are held by someone else) an
 * alert shows above a freshly reloaded grid, with the nearest free alternatives
 * (ui/booking-recommend): "Book this" opens that site and day and selects that range.
 * Links lead to a cross-day booking of the site (when its rule allows it) and to a
 * multi-day booking (./more-booking-links.tsx). Started with `todayOnly` (/dayReserve)
 * it offers today alone.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Circle, Heading, HStack, Icon, Skeleton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowRight, LuChevronLeft, LuMapPin } from 'react-icons/lu';
import { currentPeriod } from '../../platform/contracts/reserve.contract';
import { useCall } from '../../ui/runtime';
import { RecommendList } from '../../ui/booking-recommend';
import { siteRule } from '../../platform/contracts/reserve.contract';
import { WaitlistJoinDialog, type WaitlistJoinDialogProps } from './waitlist-join-dialog';
import { MoreBookingLinks } from './more-booking-links';
import type { Recommendation } from '../../platform/contracts/reserve-details.contract';
import { ErrorState } from '../../ui/components';
import { SceneIcon } from '../../ui/terminal-shell/scene-icon';
import { formatTimeRange, nextDays } from '../../ui/terminal-shell/time-format';
import { NAV_HEIGHT_MOBILE } from '../../ui/terminal-shell/terminal-nav';
import { BookingSteps } from './booking-steps';
import { BOOKABLE_DAYS, DateChips } from './date-chips';
import { SlotGrid } from './slot-grid';
import { useBookingActor, useBookingView, useTodayOnly } from './booking-flow';
import { useChosenSite } from './use-chosen-site';

/** The slot-picking screen of the wizard. */
export function TimePage() {
  const { t, i18n } = useTranslation(['booking', 'terminal']);
  const view = useBookingView();
  const { scene, site, isError, error, refetch } = useChosenSite(view.sceneId, view.siteId);
  const zone = site?.timeZone;
  // Same-day booking from a site (/dayReserve): today only.
  const dayCount = useTodayOnly() ? 1 : BOOKABLE_DAYS;

  // Keep the day inside the bookable window of the site's own time zone.
  useEffect(() => {
    if (!zone) return;
    const days = nextDays(zone, dayCount);
    if (!days.includes(view.date)) view.selectDate(days[0]);
  }, [zone, view, dayCount]);

  const period = useCall(
    currentPeriod,
    { siteId: view.siteId ?? 0, date: view.date },
    {
      enabled: view.siteId !== null,
      staleTime: 0,
      // Across a language switch keep the grid; never show another site's or day's slots.
      placeholderData: (previous) =>
        previous && previous.siteId === view.siteId && previous.date === view.date ? previous : undefined,
    },
  );

  // The grid is stale after a conflict: reload it.
  const { refetch: refetchPeriod } = period;
  useEffect(() => {
    if (view.isConflict) void refetchPeriod();
  }, [view.isConflict, refetchPeriod]);

  const slots = period.data?.slots ?? [];
  const timeZone = period.data?.timeZone ?? zone ?? 'UTC';
  const range = view.range;

  // An alternative chosen from the recommendations: select its range once its grid is here.
  const [wanted, setWanted] = useState<Recommendation | null>(null);
  const actor = useBookingActor();
  useEffect(() => {
    if (!wanted || period.data?.siteId !== wanted.siteId || period.data.date !== wanted.start.slice(0, 10)) return;
    const [from, to] = [Date.parse(wanted.start), Date.parse(wanted.end)];
    for (const slot of period.data.slots) {
      if (Date.parse(slot.start) >= from && Date.parse(slot.end) <= to && slot.status === 'free')
        actor.send({ type: 'slot.toggle', slot });
    }
    setWanted(null);
  }, [wanted, period.data, actor]);
  const bookAlternative = (alternative: Recommendation) => {
    view.back();
    if (alternative.siteId !== view.siteId) view.selectSite(alternative.siteId);
    view.selectDate(alternative.start.slice(0, 10));
    setWanted(alternative);
  };
  const conflictRange = view.conflictRange;
  // The waitlist: offered for full slots and on a conflict where the rule allows it.
  const rule = useCall(siteRule, { siteId: view.siteId ?? 0 }, { enabled: view.siteId !== null });
  const waitlist = rule.data?.waitlist === true && site !== undefined;
  const [queueFor, setQueueFor] = useState<WaitlistJoinDialogProps['target']>(null);
  const offerWaitlist = (r: { start: string; end: string }) =>
    site && setQueueFor({ siteId: site.id, siteName: site.name, timeZone, start: r.start, end: r.end });

  return (
    <Stack gap="5" pb={{ base: '20', md: '0' }}>
      <BookingSteps current={1} />
      <Heading as="h1" size="xl">
        {t('time.heading')}
      </Heading>

      {isError ? (
        <ErrorState title={t('terminal:loadFailed')} error={error} onRetry={refetch} />
      ) : site ? (
        <HStack bg="bg" borderWidth="1px" borderRadius="xl" p="3.5" gap="3" data-testid="chosen-site">
          <Circle size="10" bg="teal.subtle" color="teal.fg" flexShrink={0}>
            <SceneIcon code={scene?.code ?? ''} />
          </Circle>
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="semibold">{site.name}</Text>
            <HStack gap="1" color="fg.muted" fontSize="sm">
              <Icon aria-hidden>
                <LuMapPin />
              </Icon>
              <Text truncate>
                {t('scene.location', { campus: site.campusName, building: site.buildingName, floor: site.floorName })}
              </Text>
            </HStack>
          </Stack>
          <Button size="sm" variant="ghost" colorPalette="teal" onClick={view.back}>
            {t('time.changeSite')}
          </Button>
        </HStack>
      ) : (
        <Skeleton h="16" borderRadius="xl" />
      )}

      {view.isConflict ? (
        <Alert.Root status="warning" borderRadius="xl" data-testid="booking-conflict">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('conflict.title')}</Alert.Title>
            <Alert.Description>{view.error ?? t('conflict.text')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : view.error && view.isPickingSlots ? (
        <Alert.Root status="error" borderRadius="xl" data-testid="booking-refused">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('refused.title')}</Alert.Title>
            <Alert.Description>{view.error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {view.isConflict && view.siteId !== null && conflictRange ? (
        <Stack gap="3">
          {waitlist ? (
            <Button
              alignSelf="flex-start"
              variant="outline"
              colorPalette="teal"
              onClick={() => offerWaitlist(conflictRange)}
            >
              {t('waitlist.offer')}
            </Button>
          ) : null}
          <RecommendList
            siteId={view.siteId}
            start={conflictRange.start}
            end={conflictRange.end}
            onBook={bookAlternative}
          />
        </Stack>
      ) : null}
      <WaitlistJoinDialog target={queueFor} onClose={() => setQueueFor(null)} />
      {view.sceneId !== null && view.siteId !== null && rule.data ? (
        <MoreBookingLinks sceneId={view.sceneId} siteId={view.siteId} allowCrossDay={rule.data.allowCrossDay} />
      ) : null}

      <Box as="section" aria-labelledby="booking-date">
        <Heading as="h2" id="booking-date" size="md" mb="2">
          {t('time.dateHeading')}
        </Heading>
        {zone ? (
          <DateChips timeZone={zone} value={view.date} onChange={view.selectDate} days={dayCount} />
        ) : (
          <Skeleton h="14" borderRadius="xl" />
        )}
      </Box>

      <Box as="section" aria-labelledby="booking-slots">
        <HStack justify="space-between" align="baseline" mb="2" wrap="wrap">
          <Heading as="h2" id="booking-slots" size="md">
            {t('time.slotsHeading')}
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            {t('time.timeZone', { zone: timeZone })}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('time.hint')}
        </Text>
        {period.isError ? (
          <ErrorState title={t('terminal:loadFailed')} error={period.error} onRetry={() => void period.refetch()} />
        ) : period.isPending ? (
          <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="2.5">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} h="14" borderRadius="md" />
            ))}
          </SimpleGrid>
        ) : slots.length === 0 ? (
          <Box
            borderWidth="1px"
            borderStyle="dashed"
            borderRadius="xl"
            p="6"
            textAlign="center"
            color="fg.muted"
            bg="bg"
          >
            {t('time.noSlots')}
          </Box>
        ) : (
          <SlotGrid
            slots={slots}
            timeZone={timeZone}
            selected={view.selectedSlots}
            onToggle={view.toggleSlot}
            onFullPress={waitlist ? offerWaitlist : undefined}
            disabled={period.isFetching && view.isConflict}
          />
        )}
      </Box>

      <Box
        position={{ base: 'fixed', md: 'sticky' }}
        bottom={{ base: `calc(var(--chakra-sizes-${NAV_HEIGHT_MOBILE}) + env(safe-area-inset-bottom))`, md: '0' }}
        left="0"
        right="0"
        zIndex="docked"
        bg="bg"
        borderTopWidth="1px"
        borderWidth={{ md: '1px' }}
        borderRadius={{ md: 'xl' }}
        shadow="lg"
        px="4"
        py="3"
      >
        <HStack justify="space-between" gap="3" maxW="4xl" mx="auto">
          <Button variant="ghost" onClick={view.back} aria-label={t('back')}>
            <LuChevronLeft />
            <Box as="span" display={{ base: 'none', sm: 'inline' }}>
              {t('back')}
            </Box>
          </Button>
          <Text
            fontSize="sm"
            fontWeight="medium"
            aria-live="polite"
            data-testid="selection-summary"
            flex="1"
            textAlign="center"
          >
            {range
              ? t('time.selected', { range: formatTimeRange(range.start, range.end, timeZone, i18n.language) })
              : t('time.nothingSelected')}
          </Text>
          <Button
            colorPalette="teal"
            disabled={!view.canConfirmSlots}
            loading={view.isHolding}
            loadingText={t('holding')}
            onClick={view.confirmSlots}
          >
            {t('next')} <LuArrowRight />
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}
