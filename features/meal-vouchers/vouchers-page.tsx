/**
 * /vouchers (spec §2 catering set, §7 mealVoucher/*): meal-voucher applications by status
 * tab; the actions of a row are offered exactly when the application's machine accepts
 * them in its state (`canStep(mealVoucherMachine, …)`) and the user holds the permission;
 * a drawer shows the people, their distribution and vouchers (with each voucher's QR,
 * drawn with `qrcode`); "Apply" opens the form with an import-from-.xlsx step whose row
 * errors are listed. Texts: the `mealVoucher` namespace.
 */
import { useEffect, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Drawer,
  Field,
  HStack,
  Image,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import {
  MEAL_VOUCHER_STATES,
  mealVoucherMachine,
  type MealVoucherEvent,
  type MealVoucherState,
} from '../../machines/meal-voucher.machine';
import { canStep } from '../../machines/stored-step';
import {
  mealVoucherAdd,
  mealVoucherAudit,
  mealVoucherCancel,
  mealVoucherConfirm,
  mealVoucherDetail,
  mealVoucherFinanceAudit,
  mealVoucherGetTicketTypes,
  mealVoucherImportMealVoucherUser,
  mealVoucherLifeScienceAudit,
  mealVoucherPage,
  mealVoucherRetryDistribution,
  type ImportRowError,
  type MealVoucherPersonInput,
  type MealVoucherRow,
} from '../../platform/contracts/meal-voucher.contract';
import { formatMoney } from '../../ui/components';
import { ResourcePage, type ResourcePageConfig, type RowAction } from '../../ui/resource-page';
import { callKey, useApi, useCall, useLang } from '../../ui/runtime';

/** Whether the machine accepts `event` for `row` — what the row offers. */
export const offers = (row: Pick<MealVoucherRow, 'state'>, event: MealVoucherEvent) =>
  canStep(mealVoucherMachine, row.state, {}, event);

type AuditCall = typeof mealVoucherAudit | typeof mealVoucherFinanceAudit | typeof mealVoucherLifeScienceAudit;
const AUDITS: { key: 'audit' | 'financeAudit' | 'lifeScienceAudit'; call: AuditCall }[] = [
  { key: 'audit', call: mealVoucherAudit },
  { key: 'financeAudit', call: mealVoucherFinanceAudit },
  { key: 'lifeScienceAudit', call: mealVoucherLifeScienceAudit },
];

/** The status badge of an application. */
function StateBadge({ state }: { state: MealVoucherState }) {
  const { t } = useTranslation('mealVoucher');
  const palette =
    state === 'rejected' || state === 'cancelled'
      ? 'red'
      : state === 'partiallyDistributed'
        ? 'orange'
        : state === 'distributed' || state === 'settled'
          ? 'green'
          : 'blue';
  return (
    <Badge colorPalette={palette} variant="subtle" data-testid="state-badge">
      {t(`state.${state}`)}
    </Badge>
  );
}

/** Handlers the page's row actions open. */
interface Openers {
  detail(row: MealVoucherRow): void;
  reject(row: MealVoucherRow, audit: (typeof AUDITS)[number]): void;
}

/** The row actions: detail, each audit's approve / reject, confirm, retry, cancel — each when the machine accepts. */
export function voucherActions(open: Openers): RowAction<MealVoucherRow>[] {
  return [
    { key: 'detail', label: 'page.detail', run: { onClick: (r) => open.detail(r) } },
    ...AUDITS.flatMap((a): RowAction<MealVoucherRow>[] => [
      {
        key: `${a.key}-approve`,
        label: `action.${a.key}`,
        permission: a.call.access,
        visible: (r) => offers(r, { type: `voucher.${a.key}`, approve: true }),
        run: { call: a.call, input: (r) => ({ id: r.id, approve: true }), successMessage: 'page.done' },
      },
      {
        key: `${a.key}-reject`,
        label: 'page.reject',
        permission: a.call.access,
        visible: (r) => offers(r, { type: `voucher.${a.key}`, approve: false, reason: '-' }),
        run: { onClick: (r) => open.reject(r, a) },
      },
    ]),
    {
      key: 'confirm',
      label: 'action.confirm',
      permission: mealVoucherConfirm.access,
      visible: (r) => offers(r, { type: 'voucher.confirm' }),
      run: { call: mealVoucherConfirm, input: (r) => ({ id: r.id }), successMessage: 'page.done' },
    },
    {
      key: 'retryDistribution',
      label: 'action.retryDistribution',
      permission: mealVoucherRetryDistribution.access,
      visible: (r) => offers(r, { type: 'voucher.retryDistribution' }),
      run: { call: mealVoucherRetryDistribution, input: (r) => ({ id: r.id }), successMessage: 'page.done' },
    },
    {
      key: 'cancel',
      label: 'action.cancel',
      danger: true,
      visible: (r) => offers(r, { type: 'voucher.cancel' }),
      run: { call: mealVoucherCancel, input: (r) => ({ id: r.id }), successMessage: 'page.done' },
    },
  ];
}

/** The declaration of the list under status tab `state` (undefined: all). */
export function vouchersConfig(
  state: MealVoucherState | undefined,
  open: Openers,
  toolbar: React.ReactNode,
): ResourcePageConfig<typeof mealVoucherPage, MealVoucherRow> {
  return {
    id: 'mealVoucher',
    ns: 'mealVoucher',
    title: 'page.title',
    list: mealVoucherPage,
    listInput: state ? { state } : {},
    rowKey: (r) => r.id,
    filters: [{ name: 'keyword', label: 'page.applicationNo', kind: 'text' }],
    columns: [
      { key: 'applicationNo', label: 'page.applicationNo', nowrap: true },
      { key: 'customerName', label: 'page.customer' },
      { key: 'applicantName', label: 'page.applicant' },
      {
        key: 'validFrom',
        label: 'page.validity',
        nowrap: true,
        render: (r) => `${r.validFrom} – ${r.validTo}`,
        exportValue: (r) => `${r.validFrom} – ${r.validTo}`,
      },
      { key: 'persons', label: 'page.people', align: 'end' },
      { key: 'state', label: 'page.state', render: (r) => <StateBadge state={r.state} /> },
    ],
    rowActions: voucherActions(open),
    toolbar,
  };
}

/** A voucher's QR, drawn from its signed code. */
function VoucherQr({ code }: { code: string }) {
  const { t } = useTranslation('mealVoucher');
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(code, { type: 'svg', margin: 1 }).then((text) => {
      if (live) setSvg(text);
    });
    return () => {
      live = false;
    };
  }, [code]);
  return svg ? (
    <Image
      data-testid="voucher-qr"
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt={t('page.showQr')}
      boxSize="40"
      bg="white"
    />
  ) : null;
}

/** The detail of application `id`: its people, their distribution and vouchers. */
export function VoucherDetail({ id }: { id: number }) {
  const { t } = useTranslation('mealVoucher');
  const { t: te } = useTranslation('errors');
  const { lang } = useLang();
  const detail = useCall(mealVoucherDetail, { id });
  const [qr, setQr] = useState<string | null>(null);
  if (!detail.data) return null;
  const d = detail.data;
  return (
    <Stack gap="4" data-testid="voucher-detail">
      <HStack justify="space-between">
        <Text fontWeight="semibold">{d.applicationNo}</Text>
        <StateBadge state={d.state} />
      </HStack>
      <Text color="fg.muted" textStyle="sm">
        {d.customerName} · {d.validFrom} – {d.validTo} · {formatMoney(d.totalCents, lang)}
      </Text>
      {d.reason ? <Text color="red.fg">{d.reason}</Text> : null}
      {d.persons.map((p) => (
        <Box key={p.id} borderWidth="1px" rounded="md" p="3" data-testid="voucher-person">
          <HStack justify="space-between">
            <Text fontWeight="medium">
              {p.name} {p.phone ? `· ${p.phone}` : ''}
            </Text>
            <Text textStyle="sm">
              {p.ticketTypeName} × {p.quantityPerDay}
            </Text>
          </HStack>
          {p.distribution ? (
            <Text textStyle="sm" data-testid="distribution-state">
              {t('page.distribution')}: {t(`state.${p.distribution.state}`)} · {t('page.attempts')}{' '}
              {p.distribution.attempts}
              {p.distribution.lastError
                ? ` · ${te(String(p.distribution.lastError.code), p.distribution.lastError.params)}`
                : ''}
            </Text>
          ) : null}
          {p.vouchers.length ? (
            <Table.Root size="sm" mt="2">
              <Table.Body>
                {p.vouchers.map((v) => (
                  <Table.Row key={v.id}>
                    <Table.Cell>{v.validFrom}</Table.Cell>
                    <Table.Cell>{t(`voucherState.${v.state}`)}</Table.Cell>
                    <Table.Cell>
                      <Button size="xs" variant="outline" onClick={() => setQr(qr === v.code ? null : v.code)}>
                        {t('page.showQr')}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : null}
        </Box>
      ))}
      {qr ? <VoucherQr code={qr} /> : null}
    </Stack>
  );
}

/** Reads a File as base64 (without the data-URL prefix). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The apply form: customer, validity, people added by hand or imported from .xlsx (row errors listed). */
export function ApplyDialog({ open, onClose, onSaved }: { open: boolean; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('mealVoucher');
  const api = useApi();
  const types = useCall(mealVoucherGetTicketTypes, {}, { enabled: open });
  const [customerId, setCustomerId] = useState('');
  const [validFrom, setValidFrom] = useState('');
  const [validTo, setValidTo] = useState('');
  const [remark, setRemark] = useState('');
  const [persons, setPersons] = useState<MealVoucherPersonInput[]>([]);
  const [draft, setDraft] = useState({ name: '', phone: '', ticketTypeId: '', quantityPerDay: '1' });
  const [errors, setErrors] = useState<ImportRowError[]>([]);
  const [busy, setBusy] = useState(false);
  const typeName = (id: number) => types.data?.find((x) => x.id === id)?.name ?? String(id);

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const out = await api(mealVoucherImportMealVoucherUser, { data: await base64Of(file) });
      setErrors(out.errors);
      setPersons((ps) => [...ps, ...out.rows.map(({ row: _row, ...p }) => p)]);
    } catch {
      // the client already showed the refusal
    } finally {
      setBusy(false);
    }
  };
  const addDraft = () => {
    if (!draft.name || !draft.ticketTypeId) return;
    setPersons((ps) => [
      ...ps,
      {
        name: draft.name,
        phone: draft.phone,
        ticketTypeId: Number(draft.ticketTypeId),
        quantityPerDay: Number(draft.quantityPerDay) || 1,
      },
    ]);
    setDraft({ name: '', phone: '', ticketTypeId: draft.ticketTypeId, quantityPerDay: '1' });
  };
  const submit = async () => {
    setBusy(true);
    try {
      await api(mealVoucherAdd, { customerId: Number(customerId), validFrom, validTo, remark, persons });
      setPersons([]);
      setErrors([]);
      onSaved();
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} size="lg" placement="center" onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="apply-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('page.apply')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <HStack gap="3">
                  <Field.Root>
                    <Field.Label>{t('page.customer')}</Field.Label>
                    <Input inputMode="numeric" value={customerId} onChange={(e) => setCustomerId(e.target.value)} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('page.validFrom')}</Field.Label>
                    <Input type="date" value={validFrom} onChange={(e) => setValidFrom(e.target.value)} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('page.validTo')}</Field.Label>
                    <Input type="date" value={validTo} onChange={(e) => setValidTo(e.target.value)} />
                  </Field.Root>
                </HStack>
                <Field.Root>
                  <Field.Label>{t('page.remark')}</Field.Label>
                  <Textarea value={remark} onChange={(e) => setRemark(e.target.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('page.importXlsx')}</Field.Label>
                  <Input
                    type="file"
                    accept=".xlsx"
                    data-testid="import-file"
                    onChange={(e) => void importFile(e.target.files?.[0])}
                  />
                </Field.Root>
                {errors.length ? (
                  <Table.Root size="sm" data-testid="import-errors">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('page.row')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('page.column')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('page.importErrors')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {errors.map((e, i) => (
                        <Table.Row key={`${e.row}-${e.column}-${i}`}>
                          <Table.Cell>{e.row}</Table.Cell>
                          <Table.Cell>{t(`page.${e.column}`)}</Table.Cell>
                          <Table.Cell>{e.message}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                ) : null}
                <HStack gap="2" align="end">
                  <Input
                    placeholder={t('page.name')}
                    aria-label={t('page.name')}
                    value={draft.name}
                    onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                  />
                  <Input
                    placeholder={t('page.phone')}
                    aria-label={t('page.phone')}
                    value={draft.phone}
                    onChange={(e) => setDraft({ ...draft, phone: e.target.value })}
                  />
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      aria-label={t('page.ticketType')}
                      value={draft.ticketTypeId}
                      onChange={(e) => setDraft({ ...draft, ticketTypeId: e.target.value })}
                    >
                      <option value="">{t('page.ticketType')}</option>
                      {types.data?.map((x) => (
                        <option key={x.id} value={x.id}>
                          {x.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                  </NativeSelect.Root>
                  <Input
                    type="number"
                    aria-label={t('page.quantityPerDay')}
                    value={draft.quantityPerDay}
                    onChange={(e) => setDraft({ ...draft, quantityPerDay: e.target.value })}
                  />
                  <Button size="sm" onClick={addDraft}>
                    {t('page.addPerson')}
                  </Button>
                </HStack>
                <Table.Root size="sm" data-testid="apply-persons">
                  <Table.Body>
                    {persons.map((p, i) => (
                      <Table.Row key={i} data-testid="apply-person">
                        <Table.Cell>{p.name}</Table.Cell>
                        <Table.Cell>{p.phone}</Table.Cell>
                        <Table.Cell>{typeName(p.ticketTypeId)}</Table.Cell>
                        <Table.Cell>{p.quantityPerDay}</Table.Cell>
                        <Table.Cell>
                          <Button
                            size="xs"
                            variant="ghost"
                            onClick={() => setPersons(persons.filter((_, j) => j !== i))}
                          >
                            {t('page.remove')}
                          </Button>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('page.cancel')}
              </Button>
              <Button loading={busy} disabled={!persons.length} onClick={() => void submit()}>
                {t('page.save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The reject dialog of an audit: a reason is required. */
function RejectDialog({
  target,
  onClose,
  onDone,
}: {
  target: { row: MealVoucherRow; audit: (typeof AUDITS)[number] } | null;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('mealVoucher');
  const api = useApi();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = async () => {
    if (!target) return;
    if (!reason.trim()) return setMissing(true);
    try {
      await api(target.audit.call, { id: target.row.id, approve: false, reason: reason.trim() });
      setReason('');
      onDone();
    } catch {
      // shown by the client
    }
  };
  return (
    <Dialog.Root open={target !== null} placement="center" onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="reject-dialog">
            <Dialog.Header>
              <Dialog.Title>{target ? `${t('page.reject')} · ${target.row.applicationNo}` : ''}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root invalid={missing}>
                <Field.Label>{t('page.reason')}</Field.Label>
                <Textarea aria-label={t('page.reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
                <Field.ErrorText data-testid="reason-error">{t('page.reasonRequired')}</Field.ErrorText>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('page.cancel')}
              </Button>
              <Button colorPalette="red" onClick={() => void submit()}>
                {t('page.reject')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** /vouchers. */
export default function VouchersPage() {
  const { t } = useTranslation('mealVoucher');
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<string>('all');
  const [detailId, setDetailId] = useState<number | null>(null);
  const [applying, setApplying] = useState(false);
  const [rejecting, setRejecting] = useState<{ row: MealVoucherRow; audit: (typeof AUDITS)[number] } | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: callKey(mealVoucherPage) });
  const config = vouchersConfig(
    tab === 'all' ? undefined : (tab as MealVoucherState),
    { detail: (r) => setDetailId(r.id), reject: (row, audit) => setRejecting({ row, audit }) },
    <Button size="sm" data-testid="apply-button" onClick={() => setApplying(true)}>
      {t('page.apply')}
    </Button>,
  );
  return (
    <Stack gap="3">
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" size="sm">
        <Tabs.List overflowX="auto">
          <Tabs.Trigger value="all">{t('page.all')}</Tabs.Trigger>
          {MEAL_VOUCHER_STATES.map((s) => (
            <Tabs.Trigger key={s} value={s} data-testid={`tab-${s}`}>
              {t(`state.${s}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <ResourcePage key={tab} config={config} />
      <ApplyDialog
        open={applying}
        onClose={() => setApplying(false)}
        onSaved={() => {
          setApplying(false);
          reload();
        }}
      />
      <RejectDialog
        target={rejecting}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          reload();
        }}
      />
      <Drawer.Root open={detailId !== null} size="md" onOpenChange={(e) => (e.open ? undefined : setDetailId(null))}>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="voucher-drawer">
              <Drawer.Header>
                <Drawer.Title>{t('page.detail')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>{detailId !== null ? <VoucherDetail id={detailId} /> : null}</Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Stack>
  );
}
