/**
 * /foodDeliveryOrderReserve (spec §2 Variant 5): ordering a food delivery as the caller.
 *
 * - The enabled order rule (/mc/orderRule/current) is shown first: the cut-off, the minimum
 *   amount and the delivery areas; without one the form says no orders are taken.
 * - The delivery time: a campus date (tomorrow by default) and an open dining time range
 *   (/mc/timeRange/dropdown; `?timeRangeId=` preselects one, as /restaurant links).
 * - The dishes on sale by category (./menu.ts) with a quantity each, and the total in the
 *   reader's language.
 * - The receiver: a saved receiver (/mc/applicantInfo/dropdown, the default one chosen first)
 *   fills the receiver, phone, area and address, which stay editable; the saved receivers
 *   are added, edited and deleted in ./applicants-dialog.tsx.
 * - "Place order" checks the rule first (./order-rule.ts): a problem shows as a localized
 *   alert and nothing is sent; otherwise POST /mc/foodDeliveryOrder/add, then the new order
 *   opens in /foodDeliveryOrder?id=. A refusal shows the server's localized message with its
 *   code (and the client's toast).
 */
import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  HStack,
  Heading,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { LuMinus, LuPlus } from 'react-icons/lu';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TFunction } from 'i18next';
import {
  applicantInfoDropdown,
  foodDeliveryOrderAdd,
  orderRuleCurrent,
  type ApplicantInfoRow,
  type OrderRuleRow,
} from '../../platform/contracts/food-delivery.contract';
import {
  categoryTree,
  merchandiseDropdown,
  timeRangeDropdown,
} from '../../platform/contracts/catering-catalogue.contract';
import { ApiError } from '../../platform/http/api-client';
import type { Lang } from '../../platform/i18n/languages';
import { ErrorState, formatMoney } from '../../ui/components';
import { toaster, useCall, useLang, useMutationCall } from '../../ui/runtime';
import { AreaField } from './area-field';
import { ApplicantsDialog } from './applicants-dialog';
import { menuSections } from './menu';
import { campusDay, orderProblem, type OrderProblem } from './order-rule';

/** The most of one dish an order takes (the contract's limit). */
const MAX_QUANTITY = 9999;

/** The receiver fields of the form. */
interface Receiver {
  receiverName: string;
  receiverPhone: string;
  area: string;
  address: string;
}

const NO_RECEIVER: Receiver = { receiverName: '', receiverPhone: '', area: '', address: '' };

/** The receiver fields filled from a saved receiver. */
const receiverOf = (a: ApplicantInfoRow): Receiver => ({
  receiverName: a.name,
  receiverPhone: a.phone,
  area: a.area,
  address: a.address,
});

/** The text of `problem` in the reader's language (amounts in cents formatted as money). */
export function problemText(t: TFunction, problem: OrderProblem, lang: Lang): string {
  const p = problem.params ?? {};
  const params =
    problem.key === 'belowMinimum'
      ? { total: formatMoney(Number(p.total), lang), minimum: formatMoney(Number(p.minimum), lang) }
      : p;
  return t(`conferenceCatering:order.problem.${problem.key}`, params);
}

/** The /foodDeliveryOrderReserve page. */
export function OrderReservePage() {
  const { t } = useTranslation(['conferenceCatering', 'terminal']);
  const { lang } = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rule = useCall(orderRuleCurrent, undefined, { staleTime: 0 });
  const ranges = useCall(timeRangeDropdown, {});
  const merchandise = useCall(merchandiseDropdown, {});
  const tree = useCall(categoryTree, undefined);
  const applicants = useCall(applicantInfoDropdown, undefined, { staleTime: 0 });
  const add = useMutationCall(foodDeliveryOrderAdd);

  const [deliveryDate, setDeliveryDate] = useState(() => campusDay(new Date(), 1));
  const [timeRangeId, setTimeRangeId] = useState(params.get('timeRangeId') ?? '');
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  // What the user picked or typed; null until then, so the default saved receiver shows once loaded.
  const [picked, setPicked] = useState<{ applicantId: number | null; receiver: Receiver } | null>(null);
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);

  const saved = applicants.data;
  const defaultSaved = saved?.find((a) => a.isDefault) ?? saved?.[0];
  const { applicantId, receiver } = picked ?? {
    applicantId: defaultSaved?.id ?? null,
    receiver: defaultSaved ? receiverOf(defaultSaved) : NO_RECEIVER,
  };
  const setReceiver = (next: Receiver) => setPicked({ applicantId, receiver: next });

  const items = useMemo(() => merchandise.data ?? [], [merchandise.data]);
  const sections = useMemo(() => menuSections(tree.data ?? [], items), [tree.data, items]);
  const lines = items
    .filter((m) => (quantities[m.id] ?? 0) > 0)
    .map((m) => ({ merchandiseId: m.id, quantity: quantities[m.id]!, priceCents: m.priceCents }));
  const totalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const range = (ranges.data ?? []).find((r) => String(r.id) === timeRangeId);
  const currentRule: OrderRuleRow | null = rule.data ?? null;

  const setQuantity = (id: number, quantity: number) =>
    setQuantities((q) => ({ ...q, [id]: Math.max(0, Math.min(MAX_QUANTITY, Math.trunc(quantity) || 0)) }));
  const chooseApplicant = (id: string) => {
    const a = (saved ?? []).find((x) => String(x.id) === id);
    setPicked(a ? { applicantId: a.id, receiver: receiverOf(a) } : { applicantId: null, receiver });
  };

  const submit = async () => {
    setRefusal(null);
    const found = orderProblem(
      currentRule,
      {
        deliveryDate,
        startTime: range?.startTime ?? null,
        ...receiver,
        totalCents,
        lineCount: lines.length,
      },
      new Date(),
    );
    setProblem(found);
    if (found || !range) return;
    try {
      const order = await add.mutateAsync({
        deliveryDate,
        timeRangeId: range.id,
        area: receiver.area,
        address: receiver.address.trim(),
        receiverName: receiver.receiverName.trim(),
        receiverPhone: receiver.receiverPhone.trim(),
        remark: remark.trim(),
        lines: lines.map(({ merchandiseId, quantity }) => ({ merchandiseId, quantity })),
      });
      toaster.create({ type: 'success', description: t('order.submitted', { orderNo: order.orderNo }) });
      navigate(`/foodDeliveryOrder?id=${order.id}`);
    } catch (error) {
      // The client has shown the server's message as a toast; it stays beside the button too.
      setRefusal(error instanceof ApiError ? `${error.message} (${error.code})` : String(error));
    }
  };

  if (rule.isPending || ranges.isPending || merchandise.isPending || tree.isPending) {
    return (
      <Stack gap="4" aria-busy="true">
        <Skeleton h="10" />
        <Skeleton h="32" />
        <Skeleton h="48" />
      </Stack>
    );
  }
  const failed = [rule, ranges, merchandise, tree].find((q) => q.isError);
  if (failed) {
    return <ErrorState title={t('terminal:loadFailed')} error={failed.error} onRetry={() => void failed.refetch()} />;
  }

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t('order.title')}
      </Heading>
      <RuleCard rule={currentRule} />

      <Box as="section" aria-labelledby="order-when">
        <Heading as="h2" id="order-when" size="lg" mb="3">
          {t('order.when')}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root required>
            <Field.Label>{t('order.date')}</Field.Label>
            <Input
              type="date"
              value={deliveryDate}
              min={campusDay(new Date())}
              onChange={(e) => setDeliveryDate(e.currentTarget.value)}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('order.timeRange')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={timeRangeId}
                onChange={(e) => setTimeRangeId(e.currentTarget.value)}
                placeholder={t('order.chooseTimeRange')}
              >
                {(ranges.data ?? []).map((r) => (
                  <option key={r.id} value={String(r.id)}>
                    {`${r.name} ${r.startTime}–${r.endTime}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="order-items">
        <Heading as="h2" id="order-items" size="lg" mb="3">
          {t('order.items')}
        </Heading>
        <Stack gap="3">
          {sections.map((s) => (
            <Card.Root key={s.categoryId ?? 'other'} variant="outline" borderRadius="xl">
              <Card.Body gap="2" p="4">
                <Heading as="h3" size="sm">
                  {s.name ?? t('restaurant.other')}
                </Heading>
                <Stack as="ul" listStyleType="none" gap="2">
                  {s.items.map((m) => {
                    const quantity = quantities[m.id] ?? 0;
                    return (
                      <HStack as="li" key={m.id} justify="space-between" gap="2" data-testid="order-item">
                        <Stack gap="0" minW="0">
                          <Text>{m.name}</Text>
                          <Text fontSize="sm" color="fg.muted">
                            {t('restaurant.price', { price: formatMoney(m.priceCents, lang), unit: m.unit })}
                          </Text>
                        </Stack>
                        <HStack gap="1" flexShrink={0}>
                          <IconButton
                            size="sm"
                            variant="outline"
                            aria-label={t('order.decrease', { name: m.name })}
                            disabled={quantity === 0}
                            onClick={() => setQuantity(m.id, quantity - 1)}
                          >
                            <LuMinus />
                          </IconButton>
                          <Input
                            size="sm"
                            w="14"
                            textAlign="center"
                            inputMode="numeric"
                            aria-label={t('order.quantity', { name: m.name })}
                            value={String(quantity)}
                            onChange={(e) => setQuantity(m.id, Number(e.currentTarget.value))}
                          />
                          <IconButton
                            size="sm"
                            variant="outline"
                            aria-label={t('order.increase', { name: m.name })}
                            disabled={quantity >= MAX_QUANTITY}
                            onClick={() => setQuantity(m.id, quantity + 1)}
                          >
                            <LuPlus />
                          </IconButton>
                        </HStack>
                      </HStack>
                    );
                  })}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
          <Text fontWeight="semibold" fontSize="lg" data-testid="order-total" aria-live="polite">
            {t('order.total', { amount: formatMoney(totalCents, lang) })}
          </Text>
        </Stack>
      </Box>

      <Box as="section" aria-labelledby="order-receiver">
        <Heading as="h2" id="order-receiver" size="lg" mb="3">
          {t('order.receiver')}
        </Heading>
        <Stack gap="3">
          <HStack gap="2" align="flex-end" wrap="wrap">
            <Field.Root flex="1" minW="48">
              <Field.Label>{t('order.savedApplicant')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={applicantId === null ? '' : String(applicantId)}
                  onChange={(e) => chooseApplicant(e.currentTarget.value)}
                  placeholder={t('order.chooseApplicant')}
                >
                  {(saved ?? []).map((a) => (
                    <option key={a.id} value={String(a.id)}>
                      {`${a.name} ${a.phone}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button variant="outline" onClick={() => setManaging(true)}>
              {t('applicants.manage')}
            </Button>
          </HStack>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <Field.Root required>
              <Field.Label>{t('order.receiverName')}</Field.Label>
              <Input
                value={receiver.receiverName}
                maxLength={64}
                onChange={(e) => setReceiver({ ...receiver, receiverName: e.currentTarget.value })}
              />
            </Field.Root>
            <Field.Root required>
              <Field.Label>{t('order.receiverPhone')}</Field.Label>
              <Input
                type="tel"
                value={receiver.receiverPhone}
                maxLength={32}
                onChange={(e) => setReceiver({ ...receiver, receiverPhone: e.currentTarget.value })}
              />
            </Field.Root>
            <AreaField
              areas={currentRule?.areas ?? []}
              value={receiver.area}
              onChange={(area) => setReceiver({ ...receiver, area })}
            />
            <Field.Root required>
              <Field.Label>{t('order.address')}</Field.Label>
              <Input
                value={receiver.address}
                maxLength={200}
                onChange={(e) => setReceiver({ ...receiver, address: e.currentTarget.value })}
              />
            </Field.Root>
          </SimpleGrid>
          <Field.Root>
            <Field.Label>{t('order.remark')}</Field.Label>
            <Textarea value={remark} maxLength={500} onChange={(e) => setRemark(e.currentTarget.value)} />
          </Field.Root>
        </Stack>
      </Box>

      {problem || refusal ? (
        <Alert.Root status="error" borderRadius="xl" data-testid="order-problem">
          <Alert.Indicator />
          <Alert.Title>{problem ? problemText(t, problem, lang) : refusal}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Button
        colorPalette="purple"
        size="lg"
        loading={add.isPending}
        onClick={() => void submit()}
        disabled={currentRule === null}
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
      >
        {t('order.submit')}
      </Button>
      <ApplicantsDialog
        open={managing}
        onClose={() => setManaging(false)}
        applicants={saved ?? []}
        areas={currentRule?.areas ?? []}
        onSaved={(row) => {
          if (row) setPicked({ applicantId: row.id, receiver: receiverOf(row) });
        }}
      />
    </Stack>
  );
}

/** The enabled order rule's limits (`order-rule`), or that no orders are taken. */
function RuleCard({ rule }: { rule: OrderRuleRow | null }) {
  const { t } = useTranslation('conferenceCatering');
  const { lang } = useLang();
  if (!rule) {
    return (
      <Alert.Root status="warning" borderRadius="xl" data-testid="order-rule">
        <Alert.Indicator />
        <Alert.Title>{t('order.noRule')}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Card.Root variant="subtle" borderRadius="xl" data-testid="order-rule">
      <Card.Body gap="1" p="4">
        <Heading as="h2" size="md">
          {t('order.rule')}
        </Heading>
        <Text>
          {rule.cutoffKind === 'dayBefore'
            ? t('order.cutoffDay', { time: rule.cutoffTime })
            : t('order.cutoffMinutes', { count: rule.cutoffMinutes })}
        </Text>
        <Text>{t('order.minimum', { amount: formatMoney(rule.minAmountCents, lang) })}</Text>
        <Text>{t('order.areas', { areas: rule.areas.join(lang === 'EN' ? ', ' : '、') })}</Text>
      </Card.Body>
    </Card.Root>
  );
}
