/**
 * /vouchers (spec §2 catering set, §7 mealVoucher/*): meal-voucher applications by status
 * tab (ui/order-page's OrderStateTabs; the calls have no state count, so the tabs show no
 * counts); a row opens the detail drawer (OrderDrawer): the people, their distribution (the
 * failed ones with their error) and vouchers (each voucher's QR, drawn with `qrcode`), and
 * the steps through ui/order-page's step bar — each offered exactly when the application's
 * machine accepts it in its state and the user holds its permission (./steps.ts); a
 * rejection asks a reason, edit opens the application form. "Apply" opens the same form:
 * the customer (ordering unit) from the customer dropdown, the validity, and people added by
 * hand or imported from .xlsx (row errors listed). Texts: the `mealVoucher` namespace.
 */
import { useEffect, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Dialog,
  Field,
  HStack,
  Image,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { MEAL_VOUCHER_STATES, mealVoucherMachine, type MealVoucherState } from '../../machines/meal-voucher.machine';
import { customerDropdown } from '../../platform/contracts/catering-catalogue.contract';
import {
  mealVoucherAdd,
  mealVoucherDetail,
  mealVoucherEdit,
  mealVoucherGetTicketTypes,
  mealVoucherImportMealVoucherUser,
  mealVoucherPage,
  type ImportRowError,
  type MealVoucherDetail,
  type MealVoucherPersonInput,
  type MealVoucherRow,
} from '../../platform/contracts/meal-voucher.contract';
import { formatMoney } from '../../ui/components';
import { OrderDrawer, OrderStateTabs, OrderStepBar, type OrderStepSpec } from '../../ui/order-page';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { useApi, useCall, useLang } from '../../ui/runtime';
import { VOUCHER_STEPS } from './steps';

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

/** The declaration of the list under status tab `state` (undefined: all); a row's detail opens the drawer. */
export function vouchersConfig(
  state: MealVoucherState | undefined,
  open: (row: MealVoucherRow) => void,
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
    rowActions: [{ key: 'detail', label: 'page.detail', run: { onClick: (r) => open(r) } }],
    emptyTitle: 'page.empty',
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

/** The steps on application `app` for the shared step bar (edit opens the form through `openEdit`). */
function useStepSpecs(
  app: MealVoucherDetail | undefined,
  openEdit: () => void,
): OrderStepSpec<typeof mealVoucherMachine>[] {
  const api = useApi();
  return VOUCHER_STEPS.map((s) => ({
    key: s.key,
    event: s.event,
    permission: s.permission,
    needsReason: s.needsReason,
    danger: s.danger,
    open: s.call ? undefined : openEdit,
    run: s.call && app ? (reason: string) => api(s.call!, s.body(app, reason) as never) : undefined,
  }));
}

/**
 * The detail of application `id`: its people, their distribution (a failed one with its
 * error) and vouchers, then the steps offered on it; edit opens the application form.
 */
export function VoucherDetail({ id }: { id: number }) {
  const { t } = useTranslation('mealVoucher');
  const { t: te } = useTranslation('errors');
  const { lang } = useLang();
  const detail = useCall(mealVoucherDetail, { id });
  const [qr, setQr] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const steps = useStepSpecs(detail.data, () => setEditing(true));
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
      <OrderStepBar
        ns="mealVoucher"
        machine={mealVoucherMachine}
        state={d.state}
        context={{}}
        steps={steps}
        texts={STEP_TEXTS}
      />
      {editing ? <VoucherFormDialog app={d} onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
}

/** The step bar's texts in the `mealVoucher` namespace. */
const STEP_TEXTS = {
  labelPrefix: 'step.',
  done: 'page.done',
  reason: 'page.reason',
  reasonPlaceholder: 'page.reasonPlaceholder',
  confirm: 'page.reject',
  close: 'page.cancel',
};

/** Reads a File as base64 (without the data-URL prefix). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The form's people from a stored application's (an account's person keeps its account). */
function personsOf(app: MealVoucherDetail): MealVoucherPersonInput[] {
  return app.persons.map((p) => ({
    ...(p.userId === null ? {} : { userId: p.userId }),
    name: p.name,
    phone: p.phone,
    ticketTypeId: p.ticketTypeId,
    quantityPerDay: p.quantityPerDay,
  }));
}

/**
 * The application form, open while mounted: apply (no `app`) or edit `app` (a submitted
 * application; its people are replaced). The customer (ordering unit) is chosen from the
 * customer dropdown (customerManager/dropdown; an application's own customer stays offered
 * even when no longer enabled); validity; people added by hand or imported from .xlsx (the
 * row errors listed). Saving needs a customer and one person, then every query is reloaded
 * (list, detail) and the form closes; refusals are shown by the client and keep it open.
 */
export function VoucherFormDialog({ app, onClose }: { app?: MealVoucherDetail; onClose(): void }) {
  const { t } = useTranslation('mealVoucher');
  const api = useApi();
  const queryClient = useQueryClient();
  const types = useCall(mealVoucherGetTicketTypes, {});
  const customers = useCall(customerDropdown, {});
  const [customerId, setCustomerId] = useState(app ? String(app.customerId) : '');
  const [validFrom, setValidFrom] = useState(app?.validFrom ?? '');
  const [validTo, setValidTo] = useState(app?.validTo ?? '');
  const [remark, setRemark] = useState(app?.remark ?? '');
  const [persons, setPersons] = useState<MealVoucherPersonInput[]>(() => (app ? personsOf(app) : []));
  const [draft, setDraft] = useState({ name: '', phone: '', ticketTypeId: '', quantityPerDay: '1' });
  const [errors, setErrors] = useState<ImportRowError[]>([]);
  const [busy, setBusy] = useState(false);
  const typeName = (id: number) => types.data?.find((x) => x.id === id)?.name ?? String(id);
  const customerOptions = [
    ...(app && !customers.data?.some((c) => c.id === app.customerId)
      ? [{ id: app.customerId, name: app.customerName }]
      : []),
    ...(customers.data ?? []),
  ];

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
      const fields = { customerId: Number(customerId), validFrom, validTo, remark, persons };
      await (app ? api(mealVoucherEdit, { id: app.id, ...fields }) : api(mealVoucherAdd, fields));
      await queryClient.invalidateQueries();
      onClose();
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open size="lg" placement="center" onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="apply-dialog">
            <Dialog.Header>
              <Dialog.Title>{app ? `${t('page.edit')} · ${app.applicationNo}` : t('page.apply')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <HStack gap="3">
                  <Field.Root required>
                    <Field.Label>{t('page.customer')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        data-testid="voucher-customer"
                        value={customerId}
                        onChange={(e) => setCustomerId(e.target.value)}
                      >
                        <option value="">{t('page.customerPlaceholder')}</option>
                        {customerOptions.map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
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
              <Button
                loading={busy}
                disabled={!persons.length || !customerId}
                data-testid="save-voucher"
                onClick={() => void submit()}
              >
                {t('page.save')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The detail drawer of application `id`. */
function VoucherDrawer({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation('mealVoucher');
  return (
    <OrderDrawer title={t('page.detail')} onClose={onClose}>
      <VoucherDetail id={id} />
    </OrderDrawer>
  );
}

/** /vouchers. */
export default function VouchersPage() {
  const { t } = useTranslation('mealVoucher');
  const [tab, setTab] = useState<string>('all');
  const [detailId, setDetailId] = useState<number | null>(null);
  const [applying, setApplying] = useState(false);
  const config = vouchersConfig(
    tab === 'all' ? undefined : (tab as MealVoucherState),
    (r) => setDetailId(r.id),
    <Button size="sm" data-testid="apply-button" onClick={() => setApplying(true)}>
      {t('page.apply')}
    </Button>,
  );
  return (
    <Stack gap="3">
      <OrderStateTabs ns="mealVoucher" states={MEAL_VOUCHER_STATES} counts={null} value={tab} onChange={setTab} />
      <ResourcePage key={tab} config={config} />
      {applying ? <VoucherFormDialog onClose={() => setApplying(false)} /> : null}
      {detailId !== null ? <VoucherDrawer id={detailId} onClose={() => setDetailId(null)} /> : null}
    </Stack>
  );
}
