/**
 * /conference and /reserve of the variant-5 terminal (spec §2 Variant 5; §7 reserveOrder):
 * book a meeting room with its services as ONE reserve order — `POST /mc/reserveOrder/add`
 * books the room and prices the lines in one transaction. /conference arrives from a room's
 * "Book" (`?roomId=&start=&end=&attendees=`, the room preselected when it is free then);
 * /reserve is the same form from the navigation, the room chosen inside it (./room-picker).
 *
 * Fields: subject, date and times, attendees, room, table type (getTableTypes), video lines
 * (getVideoLines), dining types (getDiningTypeCodes, each with its time ranges from
 * /mc/timeRange/dropdown and its first standard from /mc/standards/dropdown), merchandise
 * (/mc/merchandise/dropdown) and service items (/mc/itemForm/dropdown) with quantities, the
 * ordering unit (/mc/customerManager/dropdown), the applicant's name and phone, a remark and
 * the room's notices to accept. The estimated total is the server's own pricing
 * (platform/catering/reserve-order-pricing.ts). Problems of the input show localized under
 * their fields and nothing is sent; a refusal (slot taken, room locked …) shows the server's
 * localized message above the button. Success opens /submit?id=.
 *
 * A room whose booking needs approval under a form rule (/api/formRule/forBooking, the back office's
 * /formRule) asks for that form as the booking wizards do (ui/booking-checkout ApprovalForm: the form, the
 * approval path and the pickers of its CUSTOM approvers): the order's own button then leads to it, and
 * the approval form's button sends the order with `formValues` and `customChoices`, which the room's
 * booking receives as addReserve's would.
 *
 * `?edit=<id>`: the same form on a submitted order (`POST /mc/reserveOrder/edit`: meeting
 * fields only, no merchandise or items), offered by /conferenceDetails while the order's
 * machine accepts `order.edit`; success opens its details again.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
  customerDropdown,
  itemFormDropdown,
  merchandiseDropdown,
  standardDropdown,
  timeRangeDropdown,
} from '../../platform/contracts/catering-catalogue.contract';
import {
  reserveOrderAdd,
  reserveOrderDetail,
  reserveOrderDiningTypes,
  reserveOrderEdit,
  reserveOrderTableTypes,
  reserveOrderVideoLines,
  type ReserveOrderDetail,
} from '../../platform/contracts/reserve-order.contract';
import type { Agreement } from '../../platform/contracts/reserve.contract';
import { diningLines, orderTotalCents, pricedLine } from '../../platform/catering/reserve-order-pricing';
import { ApiError } from '../../platform/http/api-client';
import type { FormValues } from '../../platform/forms/form-definition';
import type { CandidateUser } from '../../platform/contracts/workflow-candidate.contract';
import type { ApprovalSubmission } from '../../machines/booking-checkout.machine';
import { ApprovalForm, useApprovalForm } from '../../ui/booking-checkout';
import { canStep } from '../../machines/stored-step';
import { reserveOrderMachine } from '../../machines/reserve-order.machine';
import { EmptyState, formatMoney } from '../../ui/components';
import { NoticeAccept } from '../../ui/notice-accept';
import { useApi, useCall, useLang, useSession } from '../../ui/runtime';
import { CodeCheckboxes, DictionarySelect, QuantityFields, quantityList, type Quantities } from '../../ui/order-form';
import { RoomPicker, roomOptions, useFreeRooms, type ChosenRoom } from './room-picker';
import { campusParts, campusToday, nextMeetingHour, whenProblem, wireRange, type MeetingWhen } from './time';

/** Toggles `v` in `list`. */

/** The meeting's when from a room's "Book" link (`start`, `end` wire times; `attendees`), or null. */
export function whenOfLink(params: URLSearchParams): MeetingWhen | null {
  const a = campusParts(params.get('start'));
  const b = campusParts(params.get('end'));
  if (!a || !b || a.date !== b.date) return null;
  const attendees = Math.floor(Number(params.get('attendees') ?? '1'));
  return { date: a.date, from: a.time, to: b.time, attendees: Number.isFinite(attendees) ? attendees : 1 };
}

/** The when of a stored order (its campus date and times). */
function whenOfOrder(order: ReserveOrderDetail): MeetingWhen {
  const a = campusParts(order.start);
  const b = campusParts(order.end);
  return {
    date: a?.date ?? campusToday(),
    from: a?.time ?? '09:00',
    to: b?.time ?? '10:00',
    attendees: order.attendees,
  };
}

/** Props of {@link ConferenceForm}: the order being edited, or null for a new one. */
interface ConferenceFormProps {
  order: ReserveOrderDetail | null;
}

/** The form itself. */
function ConferenceForm({ order }: ConferenceFormProps) {
  const { t } = useTranslation('conference');
  const { t: tm } = useTranslation('conferenceMessages');
  const { lang } = useLang();
  const { user } = useSession();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linked = order ? whenOfOrder(order) : whenOfLink(params);
  const [when, setWhen] = useState<MeetingWhen>(linked ?? nextMeetingHour());
  const [searched, setSearched] = useState<MeetingWhen | null>(linked && !whenProblem(linked) ? linked : null);
  const linkedRoom = Number(params.get('roomId'));
  const [roomId, setRoomId] = useState<number | null>(
    order ? order.siteId : Number.isInteger(linkedRoom) && linkedRoom > 0 ? linkedRoom : null,
  );
  const keep: ChosenRoom | null = order ? { id: order.siteId, name: order.siteName } : null;
  const [subject, setSubject] = useState(order?.subject ?? '');
  const [tableTypeCode, setTableType] = useState(order?.tableTypeCode ?? '');
  const [videoLineCodes, setVideoLines] = useState<string[]>(order?.videoLineCodes ?? []);
  const [diningTypeCodes, setDiningTypes] = useState<string[]>(order?.diningTypeCodes ?? []);
  const [merch, setMerch] = useState<Quantities>({});
  const [items, setItems] = useState<Quantities>({});
  const [customerId, setCustomerId] = useState(order?.customerId ? String(order.customerId) : '');
  const [applicantName, setApplicantName] = useState(order?.applicantName ?? user?.nickName ?? '');
  const [applicantPhone, setApplicantPhone] = useState(order?.applicantPhone ?? user?.phone ?? '');
  const [remark, setRemark] = useState(order?.remark ?? '');
  const [notices, setNotices] = useState<Agreement[]>([]);
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The approval form of a form-bound room: shown once the order's own fields are complete; its draft.
  const [approvalOpen, setApprovalOpen] = useState(false);
  const [formValues, setFormValues] = useState<FormValues | null>(null);
  const [approvers, setApprovers] = useState<Record<string, CandidateUser[]>>({});

  const rooms = useFreeRooms(searched);
  const tableTypes = useCall(reserveOrderTableTypes, undefined);
  const videoLines = useCall(reserveOrderVideoLines, undefined);
  const diningTypes = useCall(reserveOrderDiningTypes, undefined);
  const timeRanges = useCall(timeRangeDropdown, {});
  const standards = useCall(standardDropdown, {});
  const merchandise = useCall(merchandiseDropdown, {}, { enabled: order === null });
  const serviceItems = useCall(itemFormDropdown, undefined, { enabled: order === null });
  const customers = useCall(customerDropdown, {});

  const options = roomOptions(rooms.data ?? [], keep);
  const room = searched ? (options.find((o) => o.id === roomId) ?? null) : null;
  // The order is sent with the searched meeting (the room is free for it), not with fields edited since.
  const attendees = searched ? searched.attendees : when.attendees;
  const total = orderTotalCents([
    ...(merchandise.data ?? [])
      .filter((m) => (merch[m.id] ?? 0) > 0)
      .map((m) => pricedLine('merchandise', { ...m, unitPriceCents: m.priceCents }, merch[m.id])),
    ...(serviceItems.data ?? [])
      .filter((i) => (items[i.id] ?? 0) > 0)
      .map((i) => pricedLine('item', { ...i, unitPriceCents: i.priceCents }, items[i.id])),
    ...diningLines(standards.data ?? [], diningTypeCodes, attendees),
  ]);
  const subjectMissing = subject.trim() === '';
  const whenChanged = searched === null || JSON.stringify(searched) !== JSON.stringify(when);
  const bookingForm = useApprovalForm(room?.id ?? null);
  // An edit keeping its room and time keeps its booking (and its approval): no form to fill again.
  const rebooks =
    order === null ||
    (room !== null &&
      searched !== null &&
      (room.id !== order.siteId ||
        new Date(wireRange(searched).start).getTime() !== new Date(order.start).getTime() ||
        new Date(wireRange(searched).end).getTime() !== new Date(order.end).getTime()));
  const approvalForm = bookingForm && rebooks ? bookingForm : null;

  const search = () => {
    setTried(true);
    if (whenProblem(when)) return;
    setSearched(when);
    setNotices([]);
    setAgreed(false);
    setApprovalOpen(false);
  };

  /** Whether the order's own fields are complete (their problems show once `tried`). */
  const complete = () => {
    setTried(true);
    setRefusal(null);
    if (subjectMissing || whenProblem(when) || !searched || whenChanged || !room) return false;
    return !(notices.length > 0 && !agreed);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!complete()) return;
    // A form-bound room: the approval form's own button sends the order.
    if (approvalForm) {
      setApprovalOpen(true);
      return;
    }
    void send(null);
  };

  /** Sends the order (with the approval form's values and chosen approvers of a form-bound room). */
  const send = async (approval: ApprovalSubmission | null) => {
    if (!room || !searched) return;
    if (approval) {
      setFormValues(approval.formValues);
      setApprovers(approval.approvers);
    }
    const customChoices = approval
      ? Object.fromEntries(
          Object.entries(approval.approvers).map(([nodeId, people]) => [nodeId, people.map((p) => p.id)]),
        )
      : {};
    const fields = {
      siteId: room.id,
      ...wireRange(searched),
      attendees: searched.attendees,
      subject: subject.trim(),
      tableTypeCode: tableTypeCode || null,
      videoLineCodes,
      diningTypeCodes,
      customerId: customerId ? Number(customerId) : null,
      applicantName: applicantName.trim(),
      applicantPhone: applicantPhone.trim(),
      remark: remark.trim(),
      agreements: notices,
      ...(approval ? { formValues: approval.formValues } : {}),
      ...(Object.keys(customChoices).length > 0 ? { customChoices } : {}),
    };
    setBusy(true);
    try {
      if (order) {
        await api(reserveOrderEdit, { id: order.id, ...fields });
        void navigate(`/conferenceDetails?id=${order.id}`);
      } else {
        const saved = await api(reserveOrderAdd, {
          ...fields,
          merchandise: quantityList(merchandise.data ?? [], merch),
          items: quantityList(serviceItems.data ?? [], items),
        });
        void navigate(`/submit?id=${saved.id}`);
      }
    } catch (err) {
      // The client toasts it too; the form keeps it in view next to the button.
      setRefusal(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const rangesOf = (code: string) =>
    (timeRanges.data ?? [])
      .filter((r) => r.diningTypeCode === code)
      .map((r) => `${r.name} ${r.startTime.slice(0, 5)}–${r.endTime.slice(0, 5)}`)
      .join('、');
  const standardOf = (code: string) => (standards.data ?? []).find((s) => s.diningTypeCode === code);

  const refusalAlert = refusal ? (
    <Alert.Root status="error" borderRadius="lg" data-testid="form-refusal">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('form.refusedTitle')}</Alert.Title>
        <Alert.Description>{refusal}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  ) : null;
  const showApproval = approvalForm !== null && approvalOpen && room !== null;

  return (
    <Stack gap="5" pb={{ base: '20', md: '0' }} maxW="3xl">
      <chakra.form onSubmit={submit} noValidate data-testid="conference-form">
        <Stack gap="5">
          <Heading as="h1" size="2xl">
            {order ? t('form.editTitle') : t('form.title')}
          </Heading>
          <Field.Root required invalid={tried && subjectMissing}>
            <Field.Label>{t('form.subject')}</Field.Label>
            <Input data-testid="form-subject" value={subject} onChange={(e) => setSubject(e.currentTarget.value)} />
            <Field.ErrorText data-testid="subject-error">{t('errors.subjectRequired')}</Field.ErrorText>
          </Field.Root>
          <Stack gap="2" p="4" borderWidth="1px" borderRadius="xl" bg="bg">
            <Heading as="h2" size="md">
              {t('form.room')}
            </Heading>
            <RoomPicker
              when={when}
              onWhen={setWhen}
              searched={searched}
              onSearch={search}
              roomId={roomId}
              onRoom={(r) => {
                setRoomId(r?.id ?? null);
                setAgreed(false);
                setApprovalOpen(false);
              }}
              keep={keep}
              showProblem={tried}
            />
            {tried && !whenProblem(when) && (whenChanged || !room) ? (
              <Text color="fg.error" fontSize="sm" role="alert" data-testid="room-needed">
                {t('form.needRoom')}
              </Text>
            ) : null}
          </Stack>
          <DictionarySelect
            label={t('form.tableType')}
            noneLabel={t('form.none')}
            options={tableTypes.data ?? []}
            value={tableTypeCode}
            onChange={setTableType}
            data-testid="form-table-type"
          />
          <CodeCheckboxes
            legend={t('form.videoLines')}
            options={videoLines.data ?? []}
            value={videoLineCodes}
            onChange={setVideoLines}
            testPrefix="video"
            colorPalette="purple"
          />
          <CodeCheckboxes
            legend={t('form.diningTypes')}
            options={diningTypes.data ?? []}
            value={diningTypeCodes}
            onChange={setDiningTypes}
            testPrefix="dining"
            colorPalette="purple"
            stacked
            detailOf={(o) => {
              const standard = standardOf(o.value);
              const ranges = rangesOf(o.value);
              return (
                <Text fontSize="sm" color="fg.muted" ps="7">
                  {standard
                    ? t('form.standard', {
                        name: standard.name,
                        price: formatMoney(standard.pricePerPersonCents, lang),
                      })
                    : t('form.noStandard')}
                  {ranges ? ` · ${t('form.diningTime', { ranges })}` : ''}
                </Text>
              );
            }}
          />
          {order === null && (merchandise.data ?? []).length > 0 ? (
            <Stack gap="2">
              <Heading as="h2" size="sm">
                {t('form.merchandise')}
              </Heading>
              <QuantityFields
                options={merchandise.data ?? []}
                value={merch}
                onChange={setMerch}
                testPrefix="m"
                quantityLabel={t('form.quantity')}
              />
            </Stack>
          ) : null}
          {order === null && (serviceItems.data ?? []).length > 0 ? (
            <Stack gap="2">
              <Heading as="h2" size="sm">
                {t('form.items')}
              </Heading>
              <QuantityFields
                options={serviceItems.data ?? []}
                value={items}
                onChange={setItems}
                testPrefix="i"
                quantityLabel={t('form.quantity')}
              />
            </Stack>
          ) : null}
          <Field.Root>
            <Field.Label>{t('form.customer')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                data-testid="form-customer"
                value={customerId}
                onChange={(e) => setCustomerId(e.currentTarget.value)}
              >
                <option value="">{t('form.none')}</option>
                {(customers.data ?? []).map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Field.Root>
              <Field.Label>{t('form.applicantName')}</Field.Label>
              <Input
                data-testid="form-applicant-name"
                maxLength={64}
                value={applicantName}
                onChange={(e) => setApplicantName(e.currentTarget.value)}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('form.applicantPhone')}</Field.Label>
              <Input
                data-testid="form-applicant-phone"
                type="tel"
                maxLength={32}
                value={applicantPhone}
                onChange={(e) => setApplicantPhone(e.currentTarget.value)}
              />
            </Field.Root>
          </SimpleGrid>
          <Field.Root>
            <Field.Label>{t('form.remark')}</Field.Label>
            <Textarea
              data-testid="form-remark"
              maxLength={500}
              value={remark}
              onChange={(e) => setRemark(e.currentTarget.value)}
            />
          </Field.Root>
          {room ? (
            <NoticeAccept siteId={room.id} agreed={agreed} onAgree={setAgreed} onLoad={setNotices} disabled={busy} />
          ) : null}
          {tried && room && notices.length > 0 && !agreed ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {t('form.needAgree')}
            </Text>
          ) : null}
          <Stack gap="0.5">
            <Text fontWeight="semibold" fontSize="lg" data-testid="form-total">
              {t('form.total')}: {formatMoney(total + (order ? merchandiseLinesOf(order) : 0), lang)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('form.totalHint')}
            </Text>
          </Stack>
          {showApproval ? null : refusalAlert}
          {approvalForm ? (
            <Text fontSize="sm" color="fg.muted" data-testid="approval-needed">
              {tm('approval.needed')}
            </Text>
          ) : null}
          <HStack justify="flex-end" gap="3">
            {order ? (
              <Button asChild variant="outline">
                <RouterLink to={`/conferenceDetails?id=${order.id}`}>{t('form.back')}</RouterLink>
              </Button>
            ) : null}
            {showApproval ? null : (
              <Button type="submit" colorPalette="purple" loading={busy} data-testid="form-submit">
                {approvalForm ? tm('approval.continue') : order ? t('form.save') : t('form.submit')}
              </Button>
            )}
          </HStack>
        </Stack>
      </chakra.form>
      {showApproval && approvalForm && room ? (
        <>
          <ApprovalForm
            key={room.id}
            form={approvalForm}
            siteId={room.id}
            value={formValues}
            approvers={approvers}
            submitLabel={order ? t('form.save') : t('form.submit')}
            onSubmit={(approval) => {
              if (complete()) void send(approval);
            }}
          />
          {refusalAlert}
        </>
      ) : null}
    </Stack>
  );
}

/** The merchandise and item lines' sum of a stored order (kept as they are by an edit), in cents. */
function merchandiseLinesOf(order: ReserveOrderDetail): number {
  return order.lines.filter((l) => l.kind !== 'dining').reduce((sum, l) => sum + l.amountCents, 0);
}

/** /conference, /reserve; with `?edit=<id>` the edit of a submitted order. */
export function ConferenceFormPage() {
  const { t } = useTranslation('conference');
  const [params] = useSearchParams();
  const editId = Number(params.get('edit'));
  const editing = Number.isInteger(editId) && editId > 0;
  const order = useCall(reserveOrderDetail, { id: editing ? editId : 1 }, { enabled: editing, staleTime: 0 });
  if (!editing) return <ConferenceForm order={null} />;
  if (order.isPending) return null;
  if (!order.data) return <EmptyState title={t('details.notFound')} />;
  if (!canStep(reserveOrderMachine, order.data.status, { cancelFrom: order.data.cancelFrom }, { type: 'order.edit' }))
    return <EmptyState title={t('form.notEditable')} />;
  return <ConferenceForm key={order.data.id} order={order.data} />;
}
