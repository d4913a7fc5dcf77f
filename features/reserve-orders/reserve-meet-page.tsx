/**
 * /reserveMeet — staff book a meeting with services (spec §2 catering set, §7
 * reserveOrder/add): find a free room (room/getAvailable over the date, start, end and
 * attendees, campus time), then the subject, table type, video lines and dining types (the
 * business dictionaries), merchandise and service-item quantities (their dropdowns), the
 * customer (dropdown), the applicant's name and phone, a remark, and the room's notices to
 * accept (sent as `agreements`, as the booking engine requires them). The running total is
 * the total the server will store, computed by the server's own pricing
 * (platform/catering/reserve-order-pricing.ts): merchandise and items × quantity, and per chosen
 * dining type its first enabled standard (/mc/standards/dropdown, in the catalogue's order) ×
 * the attendees of the room search. Success opens /reserves; a refusal shows the server's message.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getAvailable } from '../../platform/contracts/catering-room.contract';
import {
  customerDropdown,
  itemFormDropdown,
  merchandiseDropdown,
  standardDropdown,
} from '../../platform/contracts/catering-catalogue.contract';
import { diningLines, orderTotalCents } from '../../platform/catering/reserve-order-pricing';
import {
  reserveOrderAdd,
  reserveOrderDiningTypes,
  reserveOrderTableTypes,
  reserveOrderVideoLines,
} from '../../platform/contracts/reserve-order.contract';
import type { Agreement } from '../../platform/contracts/reserve.contract';
import { ApiError } from '../../platform/http/api-client';
import { formatMoney } from '../../ui/components';
import { NoticeAccept } from '../../ui/notice-accept';
import { toaster, useApi, useCall, useLang } from '../../ui/runtime';
import {
  CodeCheckboxes,
  DictionarySelect,
  QuantityFields,
  quantityLines,
  quantityList,
  type Quantities,
} from '../../ui/order-form';
import { campusToday, campusWireTime } from './time';

/** What the room search asks. */
interface RoomQuery {
  start: string;
  end: string;
  attendees: number;
}

/** Toggles `v` in `list`. */

/** /reserveMeet. */
export default function ReserveMeetPage() {
  const { t } = useTranslation('reserveOrder');
  const { lang } = useLang();
  const api = useApi();
  const navigate = useNavigate();
  const [date, setDate] = useState(campusToday());
  const [from, setFrom] = useState('09:00');
  const [to, setTo] = useState('10:00');
  const [attendees, setAttendees] = useState(10);
  const [query, setQuery] = useState<RoomQuery | null>(null);
  const [siteId, setSiteId] = useState<number | null>(null);
  const [subject, setSubject] = useState('');
  const [tableTypeCode, setTableType] = useState('');
  const [videoLineCodes, setVideoLines] = useState<string[]>([]);
  const [diningTypeCodes, setDiningTypes] = useState<string[]>([]);
  const [merch, setMerch] = useState<Quantities>({});
  const [items, setItems] = useState<Quantities>({});
  const [customerId, setCustomerId] = useState('');
  const [applicantName, setApplicantName] = useState('');
  const [applicantPhone, setApplicantPhone] = useState('');
  const [remark, setRemark] = useState('');
  const [notices, setNotices] = useState<Agreement[]>([]);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const rooms = useCall(getAvailable, query ?? { start: '', end: '', attendees: 1 }, { enabled: query !== null });
  const tableTypes = useCall(reserveOrderTableTypes, undefined);
  const videoLines = useCall(reserveOrderVideoLines, undefined);
  const diningTypes = useCall(reserveOrderDiningTypes, undefined);
  const merchandise = useCall(merchandiseDropdown, {});
  const serviceItems = useCall(itemFormDropdown, undefined);
  const customers = useCall(customerDropdown, {});
  const standards = useCall(standardDropdown, {});

  // What the server will store: the order is sent with the room search's attendees.
  const total = orderTotalCents([
    ...quantityLines('merchandise', merchandise.data ?? [], merch),
    ...quantityLines('item', serviceItems.data ?? [], items),
    ...diningLines(standards.data ?? [], diningTypeCodes, query ? query.attendees : attendees),
  ]);
  const room = query ? rooms.data?.find((r) => r.id === siteId) : undefined;
  const canSubmit = !!query && !!room && subject.trim() !== '' && (notices.length === 0 || agreed);

  const find = () => {
    setSiteId(null);
    setNotices([]);
    setAgreed(false);
    setQuery({ start: campusWireTime(date, from), end: campusWireTime(date, to), attendees });
  };

  const submit = async () => {
    if (!query || !room) return;
    setBusy(true);
    setRefusal(null);
    try {
      const order = await api(reserveOrderAdd, {
        siteId: room.id,
        start: query.start,
        end: query.end,
        attendees: query.attendees,
        subject: subject.trim(),
        tableTypeCode: tableTypeCode || null,
        videoLineCodes,
        diningTypeCodes,
        customerId: customerId ? Number(customerId) : null,
        applicantName: applicantName.trim(),
        applicantPhone: applicantPhone.trim(),
        remark: remark.trim(),
        agreements: notices,
        merchandise: quantityList(merchandise.data ?? [], merch),
        items: quantityList(serviceItems.data ?? [], items),
      });
      toaster.create({ type: 'success', description: t('meet.done', { orderNo: order.orderNo }) });
      void navigate('/reserves');
    } catch (e) {
      // The client toasts it too; the form keeps it in view next to the button.
      setRefusal(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" maxW="3xl">
      <Heading size="lg">{t('meet.title')}</Heading>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
        <Field.Root>
          <Field.Label>{t('meet.date')}</Field.Label>
          <Input type="date" data-testid="meet-date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('meet.start')}</Field.Label>
          <Input type="time" data-testid="meet-start" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('meet.end')}</Field.Label>
          <Input type="time" data-testid="meet-end" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('meet.attendees')}</Field.Label>
          <Input
            type="number"
            min={1}
            data-testid="meet-attendees"
            value={String(attendees)}
            onChange={(e) => setAttendees(Math.max(1, Math.floor(Number(e.currentTarget.value) || 1)))}
          />
        </Field.Root>
      </SimpleGrid>
      <HStack>
        <Button data-testid="find-rooms" onClick={find} loading={rooms.isFetching}>
          {t('meet.findRooms')}
        </Button>
      </HStack>
      {query && rooms.data ? (
        rooms.data.length === 0 ? (
          <Text data-testid="no-rooms">{t('meet.noRooms')}</Text>
        ) : (
          <RadioGroup.Root
            value={siteId === null ? '' : String(siteId)}
            onValueChange={(e) => {
              setSiteId(e.value ? Number(e.value) : null);
              setAgreed(false);
            }}
            aria-label={t('meet.room')}
          >
            <Stack gap="1" data-testid="rooms">
              {rooms.data.map((r) => (
                <RadioGroup.Item key={r.id} value={String(r.id)} data-testid={`room-${r.id}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {r.name} · {r.campusName} {r.buildingName} {r.floorName} · {t('meet.capacity', { n: r.capacity })}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )
      ) : null}
      <Field.Root required>
        <Field.Label>{t('meet.subject')}</Field.Label>
        <Input data-testid="meet-subject" value={subject} onChange={(e) => setSubject(e.currentTarget.value)} />
      </Field.Root>
      <DictionarySelect
        label={t('meet.tableType')}
        noneLabel={t('meet.none')}
        options={tableTypes.data ?? []}
        value={tableTypeCode}
        onChange={setTableType}
        data-testid="meet-table-type"
      />
      <CodeCheckboxes
        legend={t('meet.videoLines')}
        options={videoLines.data ?? []}
        value={videoLineCodes}
        onChange={setVideoLines}
        testPrefix="video"
      />
      <CodeCheckboxes
        legend={t('meet.diningTypes')}
        options={diningTypes.data ?? []}
        value={diningTypeCodes}
        onChange={setDiningTypes}
        testPrefix="dining"
      />
      <Heading size="sm">{t('meet.merchandise')}</Heading>
      <QuantityFields
        options={merchandise.data ?? []}
        value={merch}
        onChange={setMerch}
        testPrefix="m"
        quantityLabel={t('orders.quantity')}
      />
      <Heading size="sm">{t('meet.items')}</Heading>
      <QuantityFields
        options={serviceItems.data ?? []}
        value={items}
        onChange={setItems}
        testPrefix="i"
        quantityLabel={t('orders.quantity')}
      />
      <Field.Root>
        <Field.Label>{t('meet.customer')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            data-testid="meet-customer"
            value={customerId}
            onChange={(e) => setCustomerId(e.currentTarget.value)}
          >
            <option value="">{t('meet.none')}</option>
            {(customers.data ?? []).map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Field.Root>
          <Field.Label>{t('meet.applicantName')}</Field.Label>
          <Input
            data-testid="meet-applicant-name"
            value={applicantName}
            onChange={(e) => setApplicantName(e.currentTarget.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('meet.applicantPhone')}</Field.Label>
          <Input
            data-testid="meet-applicant-phone"
            value={applicantPhone}
            onChange={(e) => setApplicantPhone(e.currentTarget.value)}
          />
        </Field.Root>
      </SimpleGrid>
      <Field.Root>
        <Field.Label>{t('meet.remark')}</Field.Label>
        <Textarea data-testid="meet-remark" value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
      </Field.Root>
      {room ? (
        <NoticeAccept siteId={room.id} agreed={agreed} onAgree={setAgreed} onLoad={setNotices} disabled={busy} />
      ) : null}
      <Text fontWeight="semibold" data-testid="meet-total">
        {t('meet.total')}: {formatMoney(total, lang)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('meet.totalHint')}
      </Text>
      {refusal ? (
        <Alert.Root status="error" data-testid="meet-refusal">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      ) : null}
      {!room ? (
        <Text fontSize="sm" color="fg.muted">
          {t('meet.needRoom')}
        </Text>
      ) : notices.length > 0 && !agreed ? (
        <Text fontSize="sm" color="fg.muted">
          {t('meet.needAgree')}
        </Text>
      ) : null}
      <HStack>
        <Button data-testid="meet-submit" disabled={!canSubmit} loading={busy} onClick={() => void submit()}>
          {t('meet.submit')}
        </Button>
      </HStack>
    </Stack>
  );
}
