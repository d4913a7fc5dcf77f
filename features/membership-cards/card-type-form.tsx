/**
 * The add / edit form of a card type (docs/fitness.md "Card types"): the entitlement model and the
 * per-type operation rules as the back office enters them — money in yuan (at most two decimals),
 * sent as cents; the admitted hours as `HH:mm-HH:mm` ranges per ISO week day; leave reasons one a
 * line. {@link cardTypeFormSchema} validates the values (messages are `membershipCard:typeForm.*`
 * keys or the shared `resource:validation.*`), {@link toCardTypeInput} / {@link toCardTypeValues}
 * convert to and from the card-type contract. {@link RulesEditor} and {@link HoursEditor} are the
 * custom sections of the form.
 */
import type { ReactNode } from 'react';
import { Box, Button, Field, Flex, Grid, Input, NativeSelect, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CourseKind, type CardTypeFields, type CardTypeRow } from '../../platform/contracts/membership-card.contract';
import type { CustomFieldInput } from '../../ui/resource-page';

const MONEY = 'membershipCard:typeForm.money';
/** Yuan with at most two decimals, 0 … 1 000 000. */
const Yuan = z
  .number()
  .min(0)
  .max(1_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: MONEY });
const Count = z.number().int().min(1).max(100_000);
const Days = z.number().int().min(1).max(3660);
/** A number the user may leave empty (empty → null). */
const optional = <T extends z.ZodType<number>>(schema: T) => schema.nullish().transform((v) => v ?? null);

/** `HH:mm` → minutes of the day (`24:00` = 1440); null when malformed. */
function minutesOf(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [h, mm] = [Number(m[1]), Number(m[2])];
  if (mm > 59 || h * 60 + mm > 1440) return null;
  return h * 60 + mm;
}

/**
 * One day's admitted hours as text (`08:00-12:00, 14:00-22:00`) → `[from, to)` minute ranges; an
 * empty text → none; null when a range is malformed or does not end after it starts.
 */
export function parseDayHours(text: string): [number, number][] | null {
  if (!text.trim()) return [];
  const ranges: [number, number][] = [];
  for (const part of text.split(/[,，]/)) {
    const [a, b, extra] = part.split('-');
    if (b === undefined || extra !== undefined) return null;
    const from = minutesOf(a);
    const to = minutesOf(b);
    if (from === null || to === null || to <= from) return null;
    ranges.push([from, to]);
  }
  return ranges.length > 6 ? null : ranges;
}

const hm = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
/** `[from, to)` minute ranges → `08:00-12:00, 14:00-22:00`. */
export const formatDayHours = (ranges: [number, number][] | undefined) =>
  (ranges ?? []).map(([a, b]) => `${hm(a)}-${hm(b)}`).join(', ');

/** ISO week days, Monday 1 … Sunday 7. */
export const WEEK_DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
type WeekDay = (typeof WEEK_DAYS)[number];
/** The admitted hours as the form holds them: null = all hours, else a text per week day. */
export type HoursText = Record<WeekDay, string> | null;

const DayHours = z
  .string()
  .refine((t) => parseDayHours(t) !== null, { message: 'membershipCard:typeForm.hoursInvalid' });

/** The operation rules as the form holds them (fees in yuan, reasons one a line). */
const RulesForm = z.object({
  renew: z.object({ allowed: z.boolean() }),
  upgrade: z.object({ allowed: z.boolean(), windowDays: z.number().int().min(0).max(3650) }),
  transfer: z.object({ allowed: z.boolean(), maxTimes: z.number().int().min(0).max(100), fee: Yuan }),
  delay: z.object({ allowed: z.boolean(), fee: Yuan, maxDays: z.number().int().min(0).max(3650) }),
  leave: z.object({
    allowed: z.boolean(),
    quota: z
      .array(z.object({ minValidDays: z.number().int().min(0).max(3660), days: z.number().int().min(0).max(3650) }))
      .max(20),
    minDays: z.number().int().min(1).max(3650),
    maxTimes: z.number().int().min(0).max(100),
    reasons: z.string().max(2000),
    fee: Yuan,
    approvalRequired: z.boolean(),
  }),
  refund: z.object({ allowed: z.boolean(), to: z.enum(['original', 'storedValue']), partial: z.boolean() }),
});
/** The rules part of the form values. */
export type RulesValues = z.infer<typeof RulesForm>;

/** The form's values (validated before any call); the entitlement needs a period, uses or a stored value. */
export const cardTypeFormSchema = z
  .object({
    nameCn: z.string().trim().min(1).max(64),
    nameEn: z.string().trim().max(64),
    nameTc: z.string().trim().max(64),
    validDays: optional(Days),
    uses: optional(Count),
    weekCap: optional(Count),
    monthCap: optional(Count),
    value: optional(Yuan),
    activation: z.enum(['purchase', 'firstVisit']),
    activationDeadlineDays: optional(Days),
    price: Yuan,
    innerPrice: optional(Yuan),
    sceneIds: z.array(z.number().int()).max(100),
    courseKinds: z.array(CourseKind).max(4),
    hours: z
      .object({
        '1': DayHours,
        '2': DayHours,
        '3': DayHours,
        '4': DayHours,
        '5': DayHours,
        '6': DayHours,
        '7': DayHours,
      })
      .nullable(),
    rules: RulesForm,
    enabled: z.boolean(),
    sort: z.number().int().min(0).max(9999),
  })
  .superRefine((v, ctx) => {
    if (v.validDays === null && v.uses === null && v.value === null)
      ctx.addIssue({ code: 'custom', path: ['validDays'], message: 'membershipCard:typeForm.entitlementRequired' });
  });
/** The card-type form's values. */
export type CardTypeFormValues = z.output<typeof cardTypeFormSchema>;

/** Yuan → cents (rounded to the cent). */
const cents = (yuan: number) => Math.round(yuan * 100);
/** Cents → yuan. */
const yuanOf = (c: number) => c / 100;

/** The values of a new card type: a 30-day card active on purchase, every rule off but renewal. */
export const NEW_CARD_TYPE: CardTypeFormValues = {
  nameCn: '',
  nameEn: '',
  nameTc: '',
  validDays: 30,
  uses: null,
  weekCap: null,
  monthCap: null,
  value: null,
  activation: 'purchase',
  activationDeadlineDays: null,
  price: null as unknown as number,
  innerPrice: null,
  sceneIds: [],
  courseKinds: [],
  hours: null,
  rules: {
    renew: { allowed: true },
    upgrade: { allowed: false, windowDays: 0 },
    transfer: { allowed: false, maxTimes: 0, fee: 0 },
    delay: { allowed: false, fee: 0, maxDays: 0 },
    leave: { allowed: false, quota: [], minDays: 1, maxTimes: 0, reasons: '', fee: 0, approvalRequired: false },
    refund: { allowed: false, to: 'original', partial: false },
  },
  enabled: true,
  sort: 0,
};

/** A listed type → the form's values (cents → yuan, hours → text, reasons → lines). */
export function toCardTypeValues(row: CardTypeRow): CardTypeFormValues {
  const r = row.rules;
  const hours = row.admits.hours;
  return {
    nameCn: row.nameCn,
    nameEn: row.nameEn,
    nameTc: row.nameTc,
    validDays: row.validDays,
    uses: row.uses,
    weekCap: row.weekCap,
    monthCap: row.monthCap,
    value: row.valueCents === null ? null : yuanOf(row.valueCents),
    activation: row.activation,
    activationDeadlineDays: row.activationDeadlineDays,
    price: yuanOf(row.priceCents),
    innerPrice: row.innerPriceCents === null ? null : yuanOf(row.innerPriceCents),
    sceneIds: row.admits.sceneIds ?? [],
    courseKinds: row.admits.courseKinds ?? [],
    hours: hours
      ? (Object.fromEntries(
          WEEK_DAYS.map((d) => [d, formatDayHours(hours[d] as [number, number][] | undefined)]),
        ) as Record<WeekDay, string>)
      : null,
    rules: {
      renew: { allowed: r.renew.allowed },
      upgrade: { ...r.upgrade },
      transfer: { allowed: r.transfer.allowed, maxTimes: r.transfer.maxTimes, fee: yuanOf(r.transfer.feeCents) },
      delay: { allowed: r.delay.allowed, maxDays: r.delay.maxDays, fee: yuanOf(r.delay.feeCents) },
      leave: {
        allowed: r.leave.allowed,
        quota: r.leave.quota.map((q) => ({ ...q })),
        minDays: r.leave.minDays,
        maxTimes: r.leave.maxTimes,
        reasons: r.leave.reasons.join('\n'),
        fee: yuanOf(r.leave.feeCents),
        approvalRequired: r.leave.approvalRequired,
      },
      refund: { ...r.refund },
    },
    enabled: row.enabled,
    sort: row.sort,
  };
}

/** The form's values → the card-type contract's input (yuan → cents; an empty admission list → all). */
export function toCardTypeInput(v: CardTypeFormValues): CardTypeFields {
  const r = v.rules;
  return {
    nameCn: v.nameCn,
    nameEn: v.nameEn,
    nameTc: v.nameTc,
    validDays: v.validDays,
    uses: v.uses,
    weekCap: v.weekCap,
    monthCap: v.monthCap,
    valueCents: v.value === null ? null : cents(v.value),
    activation: v.activation,
    activationDeadlineDays: v.activationDeadlineDays,
    admits: {
      sceneIds: v.sceneIds.length ? v.sceneIds : null,
      courseKinds: v.courseKinds.length ? v.courseKinds : null,
      hours: v.hours
        ? (Object.fromEntries(
            WEEK_DAYS.map((d) => [d, parseDayHours(v.hours![d]) ?? []]),
          ) as CardTypeFields['admits']['hours'])
        : null,
    },
    priceCents: cents(v.price),
    innerPriceCents: v.innerPrice === null ? null : cents(v.innerPrice),
    rules: {
      renew: { allowed: r.renew.allowed },
      upgrade: { ...r.upgrade },
      transfer: { allowed: r.transfer.allowed, maxTimes: r.transfer.maxTimes, feeCents: cents(r.transfer.fee) },
      delay: { allowed: r.delay.allowed, maxDays: r.delay.maxDays, feeCents: cents(r.delay.fee) },
      leave: {
        allowed: r.leave.allowed,
        quota: r.leave.quota,
        minDays: r.leave.minDays,
        maxTimes: r.leave.maxTimes,
        reasons: r.leave.reasons
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean),
        feeCents: cents(r.leave.fee),
        approvalRequired: r.leave.approvalRequired,
      },
      refund: { ...r.refund },
    },
    enabled: v.enabled,
    sort: v.sort,
  };
}

/**
 * An input with its own label. Each inner input of a custom section sits in a Field of its own, so that
 * it is named by its label, not by the section's (the form's Field gives its id and label to every input
 * inside it).
 */
function Labelled({ label, children, row }: { label: string; children: ReactNode; row?: boolean }) {
  return (
    <Field.Root>
      {row ? (
        <Flex gap="2" align="center">
          {children}
          <Field.Label>{label}</Field.Label>
        </Flex>
      ) : (
        <>
          <Field.Label textStyle="xs" color="fg.muted">
            {label}
          </Field.Label>
          {children}
        </>
      )}
    </Field.Root>
  );
}

/** A labelled switch. */
function Toggle({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  testId: string;
}) {
  return (
    <Labelled label={label} row>
      <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} data-testid={testId}>
        <Switch.HiddenInput />
        <Switch.Control />
      </Switch.Root>
    </Labelled>
  );
}

/** A labelled number input (empty → 0). */
function NumberBox({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  onChange: (n: number) => void;
  testId: string;
}) {
  return (
    <Labelled label={label}>
      <Input
        size="sm"
        type="number"
        data-testid={testId}
        value={Number.isNaN(value) ? '' : String(value)}
        onChange={(e) => onChange(e.currentTarget.value === '' ? 0 : Number(e.currentTarget.value))}
      />
    </Labelled>
  );
}

/** One rule's group: its switch, and its settings while it is on. */
function RuleGroup({ toggle, children }: { toggle: ReactNode; children?: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      {toggle}
      {children ? (
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3" mt="2">
          {children}
        </Grid>
      ) : null}
    </Box>
  );
}

/**
 * The rules section (a `custom` field): renewal, upgrade (window), transfer (times, fee), delay
 * (fee, days), leave (quota rows by card length, minimum days, times, reasons, fee, approval) and
 * refund (where to, partial); settings show while their rule is allowed.
 */
export function RulesEditor({ value, onChange }: CustomFieldInput) {
  const { t } = useTranslation('membershipCard');
  const r = value as RulesValues;
  const set = <K extends keyof RulesValues>(k: K, part: Partial<RulesValues[K]>) =>
    onChange({ ...r, [k]: { ...r[k], ...part } });
  const quota = r.leave.quota;
  return (
    <Stack gap="3" data-testid="card-rules">
      <RuleGroup
        toggle={
          <Toggle
            testId="rule-renew"
            label={t('typeForm.renewAllowed')}
            checked={r.renew.allowed}
            onChange={(allowed) => set('renew', { allowed })}
          />
        }
      />
      <RuleGroup
        toggle={
          <Toggle
            testId="rule-upgrade"
            label={t('typeForm.upgradeAllowed')}
            checked={r.upgrade.allowed}
            onChange={(allowed) => set('upgrade', { allowed })}
          />
        }
      >
        {r.upgrade.allowed ? (
          <NumberBox
            testId="rule-upgrade-window"
            label={t('typeForm.upgradeWindowDays')}
            value={r.upgrade.windowDays}
            onChange={(windowDays) => set('upgrade', { windowDays })}
          />
        ) : null}
      </RuleGroup>
      <RuleGroup
        toggle={
          <Toggle
            testId="rule-transfer"
            label={t('typeForm.transferAllowed')}
            checked={r.transfer.allowed}
            onChange={(allowed) => set('transfer', { allowed })}
          />
        }
      >
        {r.transfer.allowed ? (
          <>
            <NumberBox
              testId="rule-transfer-times"
              label={t('typeForm.transferMaxTimes')}
              value={r.transfer.maxTimes}
              onChange={(maxTimes) => set('transfer', { maxTimes })}
            />
            <NumberBox
              testId="rule-transfer-fee"
              label={t('typeForm.transferFee')}
              value={r.transfer.fee}
              onChange={(fee) => set('transfer', { fee })}
            />
          </>
        ) : null}
      </RuleGroup>
      <RuleGroup
        toggle={
          <Toggle
            testId="rule-delay"
            label={t('typeForm.delayAllowed')}
            checked={r.delay.allowed}
            onChange={(allowed) => set('delay', { allowed })}
          />
        }
      >
        {r.delay.allowed ? (
          <>
            <NumberBox
              testId="rule-delay-fee"
              label={t('typeForm.delayFee')}
              value={r.delay.fee}
              onChange={(fee) => set('delay', { fee })}
            />
            <NumberBox
              testId="rule-delay-days"
              label={t('typeForm.delayMaxDays')}
              value={r.delay.maxDays}
              onChange={(maxDays) => set('delay', { maxDays })}
            />
          </>
        ) : null}
      </RuleGroup>
      <RuleGroup
        toggle={
          <Toggle
            testId="rule-leave"
            label={t('typeForm.leaveAllowed')}
            checked={r.leave.allowed}
            onChange={(allowed) => set('leave', { allowed })}
          />
        }
      >
        {r.leave.allowed ? (
          <>
            <NumberBox
              testId="rule-leave-min"
              label={t('typeForm.leaveMinDays')}
              value={r.leave.minDays}
              onChange={(minDays) => set('leave', { minDays })}
            />
            <NumberBox
              testId="rule-leave-times"
              label={t('typeForm.leaveMaxTimes')}
              value={r.leave.maxTimes}
              onChange={(maxTimes) => set('leave', { maxTimes })}
            />
            <NumberBox
              testId="rule-leave-fee"
              label={t('typeForm.leaveFee')}
              value={r.leave.fee}
              onChange={(fee) => set('leave', { fee })}
            />
            <Box gridColumn="1 / -1">
              <Text textStyle="xs" color="fg.muted" mb="1">
                {t('typeForm.leaveQuota')}
              </Text>
              <Stack gap="2">
                {quota.map((q, i) => (
                  <Flex key={i} gap="2" align="end" data-testid="leave-quota-row">
                    <NumberBox
                      testId={`quota-min-${i}`}
                      label={t('typeForm.quotaMinValidDays')}
                      value={q.minValidDays}
                      onChange={(minValidDays) =>
                        set('leave', { quota: quota.map((x, j) => (j === i ? { ...x, minValidDays } : x)) })
                      }
                    />
                    <NumberBox
                      testId={`quota-days-${i}`}
                      label={t('typeForm.quotaDays')}
                      value={q.days}
                      onChange={(days) => set('leave', { quota: quota.map((x, j) => (j === i ? { ...x, days } : x)) })}
                    />
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => set('leave', { quota: quota.filter((_, j) => j !== i) })}
                    >
                      {t('typeForm.removeQuota')}
                    </Button>
                  </Flex>
                ))}
                <Button
                  size="sm"
                  variant="outline"
                  alignSelf="start"
                  onClick={() => set('leave', { quota: [...quota, { minValidDays: 0, days: 0 }] })}
                >
                  {t('typeForm.addQuota')}
                </Button>
              </Stack>
            </Box>
            <Box gridColumn="1 / -1">
              <Labelled label={t('typeForm.leaveReasons')}>
                <Textarea
                  size="sm"
                  rows={3}
                  value={r.leave.reasons}
                  onChange={(e) => set('leave', { reasons: e.currentTarget.value })}
                />
              </Labelled>
            </Box>
            <Toggle
              testId="rule-leave-approval"
              label={t('typeForm.leaveApproval')}
              checked={r.leave.approvalRequired}
              onChange={(approvalRequired) => set('leave', { approvalRequired })}
            />
          </>
        ) : null}
      </RuleGroup>
      <RuleGroup
        toggle={
          <Toggle
            testId="rule-refund"
            label={t('typeForm.refundAllowed')}
            checked={r.refund.allowed}
            onChange={(allowed) => set('refund', { allowed })}
          />
        }
      >
        {r.refund.allowed ? (
          <>
            <Labelled label={t('typeForm.refundTo')}>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={r.refund.to}
                  onChange={(e) => set('refund', { to: e.currentTarget.value as 'original' | 'storedValue' })}
                >
                  <option value="original">{t('typeForm.refundOriginal')}</option>
                  <option value="storedValue">{t('typeForm.refundStoredValue')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Labelled>
            <Toggle
              testId="rule-refund-partial"
              label={t('typeForm.refundPartial')}
              checked={r.refund.partial}
              onChange={(partial) => set('refund', { partial })}
            />
          </>
        ) : null}
      </RuleGroup>
    </Stack>
  );
}

/** The admitted hours (a `custom` field): "all hours", or a line of ranges per week day. */
export function HoursEditor({ value, onChange }: CustomFieldInput) {
  const { t } = useTranslation('membershipCard');
  const hours = value as HoursText;
  return (
    <Stack gap="2" data-testid="card-hours">
      <Toggle
        testId="hours-all"
        label={t('typeForm.allHours')}
        checked={hours === null}
        onChange={(all) => onChange(all ? null : Object.fromEntries(WEEK_DAYS.map((d) => [d, '00:00-24:00'])))}
      />
      {hours !== null ? (
        <>
          {WEEK_DAYS.map((d) => (
            <Field.Root key={d}>
              <Flex gap="2" align="center" w="full">
                <Field.Label textStyle="sm" w="12" flexShrink={0}>
                  {t(`weekday.${d}`)}
                </Field.Label>
                <Input
                  size="sm"
                  value={hours[d]}
                  onChange={(e) => onChange({ ...hours, [d]: e.currentTarget.value })}
                />
              </Flex>
            </Field.Root>
          ))}
          <Text textStyle="xs" color="fg.muted">
            {t('typeForm.hoursHelp')}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
