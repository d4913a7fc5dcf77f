/**
 * /appointment/crossdaytable (spec §2): the chosen site, the start date and time and the
 * end date and time of one booking over several days, and a day-by-day availability table
 * of the site (currentPeriod of each day, the chosen range marked). Start times are the
 * free slots' starts of the start day, end times the free slots' ends of the end day (up
 * to the rule's `maxCrossDays`); "Next" holds the whole range (lockSite with crossDay)
 * and opens the form. A refusal of the hold or a conflict shows as an alert.
 */
import { Alert, Button, Field, Heading, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { currentPeriod, type Slot } from '../../platform/contracts/reserve.contract';
import { useCall } from '../../ui/runtime';
import { formatTime, nextDays } from '../../ui/terminal-shell/time-format';
import { useCrossDay } from './cross-day-flow';
import { DayStrip } from './day-strip';
import { useSiteAndRule } from './use-site';
import { NoSiteNotice } from './no-site-notice';

/** Days the table shows and the start date may be chosen among. */
export const CROSS_TABLE_DAYS = 7;

/** The slots of one day of the site (empty while loading). */
function useDay(siteId: number | null, date: string | null): Slot[] {
  const period = useCall(
    currentPeriod,
    { siteId: siteId ?? 0, date: date ?? '' },
    { enabled: siteId !== null && date !== null, staleTime: 0 },
  );
  return period.data?.slots ?? [];
}

/** A labelled native select of `options` (value, label). */
function Choice({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  testId: string;
}) {
  const { t } = useTranslation('crossDay');
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label={label}
          data-testid={testId}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          <option value="">{t('table.choose')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The range-choosing page of the cross-day wizard. */
export function CrossDayTablePage() {
  const { t, i18n } = useTranslation('crossDay');
  const { view, sceneId } = useCrossDay();
  const { site, rule } = useSiteAndRule(sceneId, view.siteId);
  const zone = site?.timeZone ?? 'Asia/Shanghai';
  const maxDays = rule?.maxCrossDays ?? 2;
  const days = nextDays(zone, CROSS_TABLE_DAYS + maxDays);
  const startDate = view.start?.slice(0, 10) ?? null;
  const endDate = view.end?.slice(0, 10) ?? null;
  const startSlots = useDay(view.siteId, startDate);
  const endSlots = useDay(view.siteId, endDate);
  const endDates = startDate ? days.filter((d) => d > startDate).slice(0, maxDays - 1) : [];

  if (view.siteId === null) return <NoSiteNotice message={t('table.noSite')} />;
  if (rule && !rule.allowCrossDay)
    return (
      <Alert.Root status="warning">
        <Alert.Title>{t('table.notAllowed')}</Alert.Title>
      </Alert.Root>
    );

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {t('table.title')}
          {site ? ` · ${site.name}` : ''}
        </Heading>
        <Text color="fg.muted">{t('table.subtitle', { days: maxDays })}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Choice
          label={t('table.startDate')}
          testId="cross-start-date"
          value={startDate ?? ''}
          options={days.slice(0, CROSS_TABLE_DAYS).map((d) => ({ value: d, label: d }))}
          onChange={(d) => d && view.chooseStart(`${d}T00:00:00`)}
        />
        <Choice
          label={t('table.startTime')}
          testId="cross-start-time"
          value={view.start && startSlots.some((s) => s.start === view.start) ? view.start : ''}
          options={startSlots
            .filter((s) => s.status === 'free')
            .map((s) => ({ value: s.start, label: formatTime(s.start, zone, i18n.language) }))}
          onChange={(v) => v && view.chooseStart(v)}
        />
        <Choice
          label={t('table.endDate')}
          testId="cross-end-date"
          value={endDate ?? ''}
          options={endDates.map((d) => ({ value: d, label: d }))}
          onChange={(d) => d && view.chooseEnd(`${d}T00:00:00`)}
        />
        <Choice
          label={t('table.endTime')}
          testId="cross-end-time"
          value={view.end && endSlots.some((s) => s.end === view.end) ? view.end : ''}
          options={endSlots
            .filter((s) => s.status === 'free')
            .map((s) => ({ value: s.end, label: formatTime(s.end, zone, i18n.language) }))}
          onChange={(v) => v && view.chooseEnd(v)}
        />
      </SimpleGrid>
      {view.error && (
        <Alert.Root status={view.isConflict ? 'warning' : 'error'} role="alert">
          <Alert.Indicator />
          <Alert.Title>{view.isConflict ? t('table.conflict') : view.error}</Alert.Title>
        </Alert.Root>
      )}
      <Stack as="section" gap="2" aria-labelledby="cross-availability">
        <Heading as="h2" id="cross-availability" size="md">
          {t('table.availability')}
        </Heading>
        <Stack as="ul" gap="1" listStyleType="none">
          {days.slice(0, CROSS_TABLE_DAYS + maxDays - 1).map((d) => (
            <AvailabilityRow
              key={d}
              siteId={view.siteId!}
              date={d}
              zone={zone}
              range={view.start && view.end ? { start: view.start, end: view.end } : null}
            />
          ))}
        </Stack>
      </Stack>
      <Button
        colorPalette="teal"
        alignSelf="flex-start"
        disabled={
          !view.canConfirm || !isSlotBound(view.start, startSlots, 'start') || !isSlotBound(view.end, endSlots, 'end')
        }
        loading={view.isHolding}
        loadingText={t('table.holding')}
        onClick={() => view.confirm()}
      >
        {t('table.next')}
      </Button>
    </Stack>
  );
}

/** Whether `iso` is the start (or end) of a free slot of `slots`. */
function isSlotBound(iso: string | null, slots: readonly Slot[], side: 'start' | 'end'): boolean {
  return iso !== null && slots.some((s) => s.status === 'free' && s[side] === iso);
}

/** One day of the availability table. */
function AvailabilityRow({
  siteId,
  date,
  zone,
  range,
}: {
  siteId: number;
  date: string;
  zone: string;
  range: { start: string; end: string } | null;
}) {
  const slots = useDay(siteId, date);
  return <DayStrip date={date} slots={slots} timeZone={zone} range={range} />;
}
