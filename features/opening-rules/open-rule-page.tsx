/**
 * /openRule (spec §2 base admin pages): choose a scene and one of its sites, or
 * all sites of the scene; edit the week (seven rows MON…SUN, each with its `HH:mm`
 * ranges, add / remove a range, copy Monday to the weekdays or to every day) and the
 * slot length; Save replaces the whole week (`/resv/openRule/save`) and shows how many
 * future bookings now fall outside the hours (they are kept). Below, the closures of the
 * chosen site or scene (closure-list.tsx). Read-only without `resv:openRule:edit`.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuCopy, LuPlus, LuX } from 'react-icons/lu';
import { useTranslation } from 'react-i18next';
import type { WeekDay } from '../../platform/contracts/common';
import { WEEK_DAYS, openRuleGet, openRuleSave } from '../../platform/contracts/open-rule.contract';
import { sceneDetail, sceneList } from '../../platform/contracts/site.contract';
import { ErrorState, PageHeader } from '../../ui/components';
import { toaster, useApi, useCall, useSession } from '../../ui/runtime';
import { ClosureList } from './closure-list';
import {
  addRange,
  copyMonday,
  removeRange,
  setTime,
  weekFromOpenings,
  weekProblems,
  openingsOfWeek,
  type DraftProblem,
  type WeekDraft,
} from './week-editor';

/** Slot lengths offered (minutes); the site's own value is added when it is another one. */
const SLOT_CHOICES = [15, 20, 30, 45, 60, 90, 120];

/** The value of the site select meaning "every site of the scene". */
const ALL_SITES = 'all';

/** The page component (default export: loaded lazily by the route table). */
export default function OpenRulePage() {
  const { t } = useTranslation('openingRules');
  const [sceneId, setSceneId] = useState<number | null>(null);
  const [siteChoice, setSiteChoice] = useState<string>('');
  const scenes = useCall(sceneList, {});
  const scene = useCall(sceneDetail, { id: sceneId ?? 0 }, { enabled: sceneId !== null });
  const sites = sceneId !== null && scene.data?.id === sceneId ? scene.data.sites : [];
  const wholeScene = siteChoice === ALL_SITES;
  const siteId = wholeScene ? (sites[0]?.id ?? null) : siteChoice ? Number(siteChoice) : null;
  const shownSite = sites.find((s) => s.id === siteId);

  return (
    <Box>
      <PageHeader title={t('title')} description={t('description')} />
      <Card.Root mb="5">
        <Card.Body>
          <HStack gap="4" align="flex-end" wrap="wrap">
            <Field.Root w="auto" minW="52">
              <Field.Label>{t('scene')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={sceneId ?? ''}
                  onChange={(e) => {
                    setSceneId(e.currentTarget.value ? Number(e.currentTarget.value) : null);
                    setSiteChoice('');
                  }}
                >
                  <option value="">{t('chooseScene')}</option>
                  {(scenes.data ?? []).map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root w="auto" minW="60" disabled={sceneId === null}>
              <Field.Label>{t('site')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={siteChoice} onChange={(e) => setSiteChoice(e.currentTarget.value)}>
                  <option value="">{t('chooseSite')}</option>
                  {sites.length ? <option value={ALL_SITES}>{t('allSites')}</option> : null}
                  {sites.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </HStack>
        </Card.Body>
      </Card.Root>
      {sceneId === null || siteId === null ? (
        <Text color="fg.muted" data-testid="open-rule-pick">
          {t('pickSite')}
        </Text>
      ) : (
        <>
          <SiteWeek
            key={`${siteChoice}-${siteId}`}
            siteId={siteId}
            target={wholeScene ? { sceneId } : { siteId }}
            sceneWide={wholeScene ? { count: sites.length, site: shownSite?.name ?? '' } : null}
          />
          <Box mt="8">
            <ClosureList target={{ sceneId, siteId: wholeScene ? null : siteId }} />
          </Box>
        </>
      )}
    </Box>
  );
}

/** Props of {@link SiteWeek}. */
interface SiteWeekProps {
  /** The site whose week is loaded (the first site of the scene for a scene-wide save). */
  siteId: number;
  /** What a save replaces. */
  target: { siteId: number } | { sceneId: number };
  /** For a scene-wide save: how many sites it replaces, and the site shown. */
  sceneWide: { count: number; site: string } | null;
}

/** Loads the site's week once and shows the editor (which keeps its draft, saved or not, until the target changes). */
function SiteWeek({ siteId, target, sceneWide }: SiteWeekProps) {
  const { t } = useTranslation('openingRules');
  const rule = useCall(openRuleGet, { siteId }, { staleTime: 0 });
  const [result, setResult] = useState<{ sites: number; outsideHours: number } | null>(null);
  if (rule.isError) return <ErrorState title={t('week')} error={rule.error} onRetry={() => void rule.refetch()} />;
  if (!rule.data) return <Skeleton h="96" borderRadius="lg" />;
  return (
    <Stack gap="4">
      {sceneWide ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('sceneWide', sceneWide)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <WeekEditor
        timeZone={rule.data.timeZone}
        initialWeek={weekFromOpenings(rule.data.openings)}
        initialSlot={rule.data.slotMinutes}
        target={target}
        onSaved={setResult}
      />
      {result ? (
        <Alert.Root status={result.outsideHours ? 'warning' : 'success'} data-testid="open-rule-result">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('saved', { count: result.sites })}</Alert.Title>
            <Alert.Description>
              {result.outsideHours ? t('outsideHours', { count: result.outsideHours }) : t('noneOutside')}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

/** Props of {@link WeekEditor}. */
interface WeekEditorProps {
  initialWeek: WeekDraft;
  initialSlot: number;
  timeZone: string;
  target: SiteWeekProps['target'];
  onSaved: (result: { sites: number; outsideHours: number }) => void;
}

/** The seven day rows, the slot length and Save. */
function WeekEditor({ initialWeek, initialSlot, timeZone, target, onSaved }: WeekEditorProps) {
  const { t } = useTranslation(['openingRules', 'errors']);
  const api = useApi();
  const canEdit = useSession().hasPermi(openRuleSave.access);
  const [week, setWeek] = useState(initialWeek);
  const [slotMinutes, setSlotMinutes] = useState(initialSlot);
  const [busy, setBusy] = useState(false);
  const problems = weekProblems(week, slotMinutes);
  const dayName = (d: WeekDay) => t(`weekDay.${d}`);
  const messageOf = (p: DraftProblem) =>
    p.kind === 'format'
      ? t('timeFormat', { day: dayName(p.weekDay) })
      : t(`errors:${p.problem.code}`, { ...p.problem.params, weekDay: dayName(p.weekDay) });

  const save = async () => {
    setBusy(true);
    try {
      const saved = await api(openRuleSave, { ...target, slotMinutes, openings: openingsOfWeek(week) });
      toaster.create({ description: t('saved', { count: saved.siteIds.length }), type: 'success', duration: 3000 });
      onSaved({ sites: saved.siteIds.length, outsideHours: saved.outsideHours });
    } catch {
      // The client has shown the server's message; the draft stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const slotChoices = SLOT_CHOICES.includes(initialSlot)
    ? SLOT_CHOICES
    : [...SLOT_CHOICES, initialSlot].sort((a, b) => a - b);
  return (
    <Card.Root data-testid="open-rule-week">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Box>
            <Card.Title>{t('week')}</Card.Title>
            <Text textStyle="sm" color="fg.muted">
              {t('timeZone', { zone: timeZone })}
            </Text>
          </Box>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" disabled={!canEdit} onClick={() => setWeek(copyMonday(week))}>
              <LuCopy />
              {t('copyWeekdays')}
            </Button>
            <Button size="sm" variant="outline" disabled={!canEdit} onClick={() => setWeek(copyMonday(week, true))}>
              <LuCopy />
              {t('copyAll')}
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {WEEK_DAYS.map((day) => (
            <Box key={day} data-testid={`week-day-${day}`} borderBottomWidth="1px" pb="3">
              <HStack align="flex-start" gap="4" wrap="wrap">
                <Text fontWeight="semibold" w="24" pt="2">
                  {dayName(day)}
                </Text>
                <Stack gap="2" flex="1">
                  {week[day].length === 0 ? (
                    <Text color="fg.muted" pt="2">
                      {t('closed')}
                    </Text>
                  ) : null}
                  {week[day].map((range, i) => {
                    const labels = { day: dayName(day), n: i + 1 };
                    return (
                      <HStack key={i} gap="2">
                        <Input
                          size="sm"
                          w="24"
                          placeholder="HH:mm"
                          readOnly={!canEdit}
                          aria-label={t('opens', labels)}
                          value={range.openTime}
                          onChange={(e) => setWeek(setTime(week, day, i, 'openTime', e.currentTarget.value))}
                        />
                        <Text>–</Text>
                        <Input
                          size="sm"
                          w="24"
                          placeholder="HH:mm"
                          readOnly={!canEdit}
                          aria-label={t('closes', labels)}
                          value={range.closeTime}
                          onChange={(e) => setWeek(setTime(week, day, i, 'closeTime', e.currentTarget.value))}
                        />
                        <IconButton
                          size="sm"
                          variant="ghost"
                          aria-label={t('removeRange', labels)}
                          disabled={!canEdit}
                          onClick={() => setWeek(removeRange(week, day, i))}
                        >
                          <LuX />
                        </IconButton>
                      </HStack>
                    );
                  })}
                  {problems
                    .filter((p) => p.weekDay === day)
                    .map((p) => (
                      <Text
                        key={`${p.index}-${p.kind}-${p.kind === 'rule' ? p.problem.code : ''}`}
                        color="fg.error"
                        textStyle="sm"
                        role="alert"
                      >
                        {messageOf(p)}
                      </Text>
                    ))}
                </Stack>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={!canEdit}
                  aria-label={`${t('addRange')} ${dayName(day)}`}
                  onClick={() => setWeek(addRange(week, day, slotMinutes))}
                >
                  <LuPlus />
                  {t('addRange')}
                </Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <HStack justify="space-between" w="full" wrap="wrap" gap="3">
          <Field.Root w="auto">
            <HStack gap="2">
              <Field.Label mb="0">{t('slotMinutes')}</Field.Label>
              <NativeSelect.Root size="sm" w="28" disabled={!canEdit}>
                <NativeSelect.Field value={slotMinutes} onChange={(e) => setSlotMinutes(Number(e.currentTarget.value))}>
                  {slotChoices.map((m) => (
                    <option key={m} value={m}>
                      {m}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </HStack>
          </Field.Root>
          <Button
            colorPalette="blue"
            loading={busy}
            disabled={!canEdit || problems.length > 0}
            onClick={() => void save()}
            data-testid="open-rule-save"
          >
            {t('save')}
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
