/**
 * Shared pieces of the member's card pages (docs/fitness.md): card dates (ISO local dates of the
 * campus) shown in the campus time zone, a card type's entitlements in words, and the names of the
 * scenes a type admits.
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CardTypeRow } from '../../platform/contracts/membership-card.contract';
import { sceneList } from '../../platform/contracts/site.contract';
import type { Lang } from '../../platform/i18n/languages';
import { formatMoney } from '../../ui/components';
import { useCall, useLang } from '../../ui/runtime';
import { formatDate } from '../../ui/terminal-shell/time-format';

/** The campus time zone card dates are in (docs/fitness.md: Asia/Shanghai, UTC+8, no daylight saving). */
export const CAMPUS_ZONE = 'Asia/Shanghai';

/** ISO local date `YYYY-MM-DD` of the campus, long form in `lang` (read at the campus's noon: no zone moves it). */
export function cardDate(iso: string, lang: Lang): string {
  return formatDate(`${iso}T12:00:00+08:00`, CAMPUS_ZONE, lang);
}

/** Minutes from midnight as `HH:mm` (1440 → `24:00`). */
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Scene id → name from the scene list (empty while it loads or failed: ids then show as numbers). */
export function useSceneNames(): ReadonlyMap<number, string> {
  const scenes = useCall(sceneList, {});
  return new Map((scenes.data ?? []).map((s) => [s.id, s.name]));
}

/**
 * What card type `type` gives, one sentence each in the `memberCards` namespace's words: period
 * (days), uses, week and month caps, stored value (cents shown as money), activation, and what it
 * admits — scenes (named from `scenes`), course kinds, hours per ISO week day (minutes from
 * midnight). A part the type does not have is left out; admission parts are always said.
 */
export function entitlementLines(
  type: CardTypeRow,
  t: TFunction,
  lang: Lang,
  scenes: ReadonlyMap<number, string>,
): string[] {
  const sep = t('memberCards:benefits.separator');
  const lines: string[] = [];
  if (type.validDays !== null) lines.push(t('memberCards:benefits.period', { count: type.validDays }));
  if (type.uses !== null) lines.push(t('memberCards:benefits.uses', { count: type.uses }));
  if (type.weekCap !== null) lines.push(t('memberCards:benefits.weekCap', { count: type.weekCap }));
  if (type.monthCap !== null) lines.push(t('memberCards:benefits.monthCap', { count: type.monthCap }));
  if (type.valueCents !== null)
    lines.push(t('memberCards:benefits.value', { money: formatMoney(type.valueCents, lang) }));
  if (type.activation === 'purchase') lines.push(t('memberCards:benefits.purchase'));
  else if (type.activationDeadlineDays !== null)
    lines.push(t('memberCards:benefits.firstVisitDeadline', { count: type.activationDeadlineDays }));
  else lines.push(t('memberCards:benefits.firstVisit'));
  const { sceneIds, courseKinds, hours } = type.admits;
  const none = t('memberCards:benefits.none');
  lines.push(
    sceneIds === null
      ? t('memberCards:benefits.scenesAll')
      : t('memberCards:benefits.scenes', {
          names: sceneIds.map((id) => scenes.get(id) ?? `#${id}`).join(sep) || none,
        }),
  );
  lines.push(
    courseKinds === null
      ? t('memberCards:benefits.coursesAll')
      : t('memberCards:benefits.courses', {
          names: courseKinds.map((k) => t(`membershipCard:courseKind.${k}`)).join(sep) || none,
        }),
  );
  if (hours === null) lines.push(t('memberCards:benefits.hoursAll'));
  else {
    const days = (['1', '2', '3', '4', '5', '6', '7'] as const).flatMap((d) => {
      const ranges = hours[d];
      if (!ranges?.length) return [];
      return [`${t(`memberCards:weekday.${d}`)} ${ranges.map(([a, b]) => `${hhmm(a)}–${hhmm(b)}`).join(sep)}`];
    });
    lines.push(t('memberCards:benefits.hours', { ranges: days.join('; ') || none }));
  }
  return lines;
}

/** The entitlement sentences of `type` as a list (the benefits and buy pages). */
export function Entitlements({ type, scenes }: { type: CardTypeRow; scenes: ReadonlyMap<number, string> }) {
  const { t } = useTranslation(['memberCards', 'membershipCard']);
  const { lang } = useLang();
  return (
    <ul data-testid="entitlements" style={{ paddingInlineStart: '1.25em', margin: 0 }}>
      {entitlementLines(type, t, lang, scenes).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
