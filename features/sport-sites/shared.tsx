/**
 * Pieces shared by the sport venue's back-office pages (docs/fitness-sites.md): money and time formats, the
 * state badge, and the price-band text form and its editor (bands as "days from-to price" lines).
 */
import { useState } from 'react';
import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { useTranslation } from 'react-i18next';
import type { PriceBand, SportSiteState } from '../../platform/contracts/sport-site.contract';
import type { CustomFieldInput } from '../../ui/resource-page';

/** The campus time zone of the lists (DESIGN.md §6). */
const ZONE = 'Asia/Shanghai';

/** Cents as yuan with two decimals: 12345 → "123.45". */
export function yuan(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A range of ISO instants as campus wall-clock text: `2026-11-22 09:00–10:00`. */
export function formatRange(startIso: string, endIso: string): string {
  const o = { in: tz(ZONE) };
  const day = format(startIso, 'yyyy-MM-dd', o);
  if (day === format(endIso, 'yyyy-MM-dd', o))
    return `${day} ${format(startIso, 'HH:mm', o)}–${format(endIso, 'HH:mm', o)}`;
  return `${format(startIso, 'yyyy-MM-dd HH:mm', o)} – ${format(endIso, 'yyyy-MM-dd HH:mm', o)}`;
}

/** ISO week days as short text: [1,2,3,4,5] → "1-5", [6,7] → "6-7", [1,3] → "1,3". */
export function daysText(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    runs.push(j > i ? `${sorted[i]}-${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return runs.join(',');
}

/** "1-5,7" → [1,2,3,4,5,7]; null when a part is not a week day 1–7 or a range. */
export function parseDays(text: string): number[] | null {
  const days = new Set<number>();
  for (const part of text.split(/[,，\s]+/).filter(Boolean)) {
    const m = /^([1-7])(?:-([1-7]))?$/.exec(part);
    if (!m) return null;
    const [from, to] = [Number(m[1]), Number(m[2] ?? m[1])];
    if (to < from) return null;
    for (let d = from; d <= to; d++) days.add(d);
  }
  return days.size ? [...days].sort((a, b) => a - b) : null;
}

/** A site's state as a badge. */
export function StateBadge({ state }: { state: SportSiteState }) {
  const { t } = useTranslation('sportSites');
  return <Badge colorPalette={state === 'open' ? 'green' : 'orange'}>{t(`state.${state}`)}</Badge>;
}

/** The bands as short lines: "1-5 08:00–18:00 ¥100.00". */
export function BandsText({ bands }: { bands: readonly PriceBand[] }) {
  const { t } = useTranslation('sportSites');
  if (!bands.length) return <Text color="fg.muted">{t('sites.noBands')}</Text>;
  return (
    <Stack gap="0">
      {bands.map((b, i) => (
        <Text key={i} textStyle="xs" fontVariantNumeric="tabular-nums">
          {daysText(b.weekDays)} {b.from}–{b.to} {t('yuan', { amount: yuan(b.priceCents) })}
        </Text>
      ))}
    </Stack>
  );
}

/** A band as the editor holds it: the days as typed, times, the price in yuan as typed. */
interface BandDraft {
  days: string;
  from: string;
  to: string;
  price: string;
}

const toDraft = (b: PriceBand): BandDraft => ({
  days: daysText(b.weekDays),
  from: b.from,
  to: b.to,
  price: yuan(b.priceCents),
});

/** Drafts back to bands; a draft with unreadable days keeps no week day (the form's schema refuses it). */
function fromDrafts(drafts: BandDraft[]): PriceBand[] {
  return drafts.map((d) => ({
    weekDays: parseDays(d.days) ?? [],
    from: d.from,
    to: d.to,
    priceCents: Math.round(Number(d.price || 0) * 100),
  }));
}

/** The price-band editor of the sport site's form (a `custom` field): one row per band. */
export function BandsEditor({ value, onChange, readOnly }: CustomFieldInput) {
  const { t } = useTranslation('sportSites');
  // The drafts keep what is typed (a half-typed "1-" is no week day yet); the form gets the bands.
  const [drafts, setDrafts] = useState<BandDraft[]>(() => ((value as PriceBand[] | undefined) ?? []).map(toDraft));
  const update = (next: BandDraft[]) => {
    setDrafts(next);
    onChange(fromDrafts(next));
  };
  const set = (i: number, patch: Partial<BandDraft>) =>
    update(drafts.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <Stack gap="2" data-testid="bands-editor">
      {drafts.map((d, i) => (
        <HStack key={i} gap="2" data-testid="band-row">
          <Input
            aria-label={t('sites.band.days')}
            placeholder={t('sites.band.days')}
            value={d.days}
            readOnly={readOnly}
            onChange={(e) => set(i, { days: e.currentTarget.value })}
          />
          <Input
            aria-label={t('sites.band.from')}
            type="time"
            value={d.from}
            readOnly={readOnly}
            onChange={(e) => set(i, { from: e.currentTarget.value })}
          />
          <Input
            aria-label={t('sites.band.to')}
            type="time"
            value={d.to}
            readOnly={readOnly}
            onChange={(e) => set(i, { to: e.currentTarget.value })}
          />
          <Input
            aria-label={t('sites.band.price')}
            type="number"
            step="0.01"
            value={d.price}
            readOnly={readOnly}
            onChange={(e) => set(i, { price: e.currentTarget.value })}
          />
          <Button size="xs" variant="ghost" onClick={() => update(drafts.filter((_, j) => j !== i))}>
            {t('sites.band.remove')}
          </Button>
        </HStack>
      ))}
      {readOnly ? null : (
        <Button
          size="xs"
          variant="outline"
          alignSelf="start"
          onClick={() => update([...drafts, { days: '1-7', from: '08:00', to: '22:00', price: '0.00' }])}
        >
          {t('sites.band.add')}
        </Button>
      )}
    </Stack>
  );
}
