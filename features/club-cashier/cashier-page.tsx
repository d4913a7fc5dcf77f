/**
 * /cashier — the front desk's sale screen (docs/fitness-cashier.md "The desk"): find a member of the
 * caller's scope (account, name or mobile), choose the payment method, then sell a card (the card buy
 * operation), top up a stored-value card (the card credit operation) or sell a priced item by kind,
 * description and price (`cashier/sell`). Each payment ends on its printable receipt. An internal member
 * (/innerMember) is shown as such and a card type with an internal price offers it (the server prices the sale).
 * A card's money goes back by the card refund on /memberShip, a desk item's from its sale in /cashierCopy.
 * The member's sport orders (bookings of sport sites priced by their bands, docs/fitness-sites.md) are listed with
 * their payment state; an unpaid one is paid here by the chosen method (`sportOrder/pay`); cancelling a paid order
 * refunds it.
 */
import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  HStack,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  fitnessCashierMembers,
  fitnessCashierSell,
  fitnessLedgerPage,
} from '../../platform/contracts/club-cashier.contract';
import {
  fitnessCardBuy,
  fitnessCardCredit,
  fitnessCardPage,
  fitnessCardTypeOnSale,
  fitnessPayMethodPage,
  type CardRow,
} from '../../platform/contracts/membership-card.contract';
import { DESK_ITEM_KINDS } from '../../platform/fitness/sale-items';
import { sportOrderPage, sportOrderPay } from '../../platform/contracts/sport-site.contract';
import { PageHeader, errorMessage } from '../../ui/components';
import { notify, useApi, useCall, useSession } from '../../ui/runtime';
import { centsOf, yuan } from './shared';
import { ReceiptDialog } from './receipt';

type Member = (typeof fitnessCashierMembers)['output']['_output'][number];

/**
 * The internal price `member` pays for card type `type` (cents), or null for the list price: the type has an
 * internal price and the member's internal membership valid today names it or no type (server/modules/fitness/
 * member-price.ts decides; this shows it).
 */
export function innerPriceFor(
  member: Member | null,
  type: { id: number; innerPriceCents: number | null },
): number | null {
  if (!member?.inner || type.innerPriceCents === null) return null;
  return member.inner.cardTypeId === null || member.inner.cardTypeId === type.id ? type.innerPriceCents : null;
}

/** A labelled native select. */
function Select({
  label,
  name,
  value,
  onChange,
  options,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string | number; label: string }[];
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
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

/**
 * The chosen member's sport orders (newest first, at most 20) with their amount and payment state; an unpaid one
 * is paid by `methodId` (`sportOrder/pay`, permission `fitness:sportOrder:pay`), then `onPaid` shows its receipt.
 */
function SportOrdersCard({
  member,
  methodId,
  busy,
  pay,
}: {
  member: Member | null;
  methodId: number;
  busy: boolean;
  pay: (run: () => Promise<{ receiptId: number | null }>) => Promise<void>;
}) {
  const { t } = useTranslation('clubCashier');
  const api = useApi();
  const { hasPermi } = useSession();
  const orders = useCall(
    sportOrderPage,
    { keyword: member?.account ?? '', pageNo: 1, pageSize: 20 },
    { enabled: member !== null && hasPermi('fitness:sportOrder:page') },
  );
  // The keyword matches accounts containing it: keep the chosen member's own orders.
  const rows = (orders.data?.rows ?? []).filter((o) => o.account === member?.account);
  return (
    <Card.Root size="sm" variant="outline" mt="5" data-testid="sport-orders">
      <Card.Body>
        <Heading size="sm" mb="3">
          {t('desk.sportOrders')}
        </Heading>
        {member && rows.length === 0 ? <Text color="fg.muted">{t('desk.noSportOrders')}</Text> : null}
        <Stack gap="2">
          {rows.map((o) => (
            <HStack key={o.id} justify="space-between" data-testid={`sport-order-${o.id}`}>
              <Text fontSize="sm">
                {o.siteName} · {o.start.slice(0, 16).replace('T', ' ')}–{o.end.slice(11, 16)} · ¥{yuan(o.amountCents)}
              </Text>
              {o.payState === 'unpaid' ? (
                <Button
                  size="xs"
                  disabled={!methodId || busy || !hasPermi('fitness:sportOrder:pay')}
                  onClick={() =>
                    void pay(async () => {
                      const paid = await api(sportOrderPay, { id: o.id, methodId });
                      void orders.refetch();
                      return { receiptId: paid.paymentId };
                    })
                  }
                  data-testid={`sport-order-pay-${o.id}`}
                >
                  {t('desk.takePayment')}
                </Button>
              ) : (
                <Badge data-testid={`sport-order-state-${o.id}`}>{t(`sportPay.${o.payState}`)}</Badge>
              )}
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The page component (default export: loaded lazily by the route table). */
export default function CashierPage() {
  const { t } = useTranslation('clubCashier');
  const api = useApi();
  const { hasPermi } = useSession();
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [member, setMember] = useState<Member | null>(null);
  const [methodId, setMethodId] = useState('');
  const [typeId, setTypeId] = useState('');
  const [cardId, setCardId] = useState('');
  const [topUp, setTopUp] = useState('');
  const [item, setItem] = useState({
    itemKind: DESK_ITEM_KINDS[0] as string,
    description: '',
    unit: '',
    quantity: '1',
  });
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<number | null>(null);

  const members = useCall(fitnessCashierMembers, { keyword: search }, { enabled: search.length > 0 });
  const methods = useCall(fitnessPayMethodPage, { enabled: 'true', pageSize: 100 });
  const types = useCall(fitnessCardTypeOnSale, {});
  const cards = useCall(
    fitnessCardPage,
    { userId: member?.id ?? 0, storedValue: 'true', state: 'active', pageSize: 100 },
    { enabled: member !== null },
  );
  const method = Number(methodId || methods.data?.rows[0]?.id || 0);
  const card = Number(cardId || cards.data?.rows[0]?.id || 0);
  const type = Number(typeId || types.data?.[0]?.id || 0);

  /** Runs one payment, then shows its receipt (a card operation's ledger row is looked up by the card). */
  async function pay(run: () => Promise<{ receiptId: number | null }>) {
    setBusy(true);
    try {
      const { receiptId } = await run();
      notify(t('desk.done'), 'success');
      if (receiptId) setReceipt(receiptId);
      void cards.refetch();
    } catch (err) {
      notify(errorMessage(err) ?? '');
    } finally {
      setBusy(false);
    }
  }
  const receiptOfCard = async (c: CardRow) => {
    const page = await api(fitnessLedgerPage, { keyword: c.cardNo, kind: 'sale', pageNo: 1, pageSize: 1 });
    return { receiptId: page.rows[0]?.id ?? null };
  };

  return (
    <Box>
      <PageHeader title={t('title.cashier')} description={t('desk.refundHint')} />
      <Card.Root mb="5" size="sm" variant="outline">
        <Card.Body>
          <HStack align="flex-end" gap="3" maxW="2xl">
            <Field.Root>
              <Field.Label>{t('desk.findMember')}</Field.Label>
              <Input
                size="sm"
                name="memberKeyword"
                placeholder={t('desk.findPlaceholder')}
                value={keyword}
                onChange={(e) => setKeyword(e.currentTarget.value)}
                onKeyDown={(e) => e.key === 'Enter' && setSearch(keyword.trim())}
              />
            </Field.Root>
            <Button size="sm" onClick={() => setSearch(keyword.trim())} data-testid="member-search">
              {t('desk.findMember')}
            </Button>
          </HStack>
          {search && members.data?.length === 0 ? (
            <Text mt="3" color="fg.muted">
              {t('desk.noMember')}
            </Text>
          ) : null}
          <Stack direction="row" wrap="wrap" gap="2" mt="3">
            {(members.data ?? []).map((m) => (
              <Button
                key={m.id}
                size="xs"
                variant={member?.id === m.id ? 'solid' : 'outline'}
                onClick={() => setMember(m)}
                data-testid={`member-${m.account}`}
              >
                {m.name} · {m.account} · {m.phone}
              </Button>
            ))}
          </Stack>
          {member ? (
            <HStack mt="3" gap="2">
              <Badge colorPalette="green" data-testid="member-chosen">
                {t('desk.chosen', { name: member.name, account: member.account })}
              </Badge>
              {member.inner ? (
                <Badge colorPalette="purple" data-testid="member-inner">
                  {t('desk.inner', { validTo: member.inner.validTo })}
                </Badge>
              ) : null}
            </HStack>
          ) : null}
        </Card.Body>
      </Card.Root>
      <Box maxW="xs" mb="5">
        <Select
          label={t('desk.method')}
          name="methodId"
          value={String(method || '')}
          onChange={setMethodId}
          options={(methods.data?.rows ?? []).map((m) => ({ value: m.id, label: m.name }))}
        />
      </Box>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5">
        <Card.Root size="sm" variant="outline" data-testid="sell-card">
          <Card.Body>
            <Heading size="sm" mb="3">
              {t('desk.sellCard')}
            </Heading>
            <Select
              label={t('desk.cardType')}
              name="typeId"
              value={String(type || '')}
              onChange={setTypeId}
              options={(types.data ?? []).map((ty) => ({
                value: ty.id,
                label:
                  innerPriceFor(member, ty) === null
                    ? `${ty.name} · ¥${yuan(ty.priceCents)}`
                    : t('desk.innerPrice', {
                        name: ty.name,
                        price: yuan(innerPriceFor(member, ty)),
                        list: yuan(ty.priceCents),
                      }),
              }))}
            />
            <Button
              mt="3"
              size="sm"
              disabled={!member || !type || !method || busy || !hasPermi('fitness:card:buy')}
              onClick={() =>
                void pay(async () =>
                  receiptOfCard(await api(fitnessCardBuy, { userId: member!.id, typeId: type, methodId: method })),
                )
              }
              data-testid="sell-card-submit"
            >
              {t('desk.sell')}
            </Button>
          </Card.Body>
        </Card.Root>
        <Card.Root size="sm" variant="outline" data-testid="top-up">
          <Card.Body>
            <Heading size="sm" mb="3">
              {t('desk.topUp')}
            </Heading>
            {member && cards.data?.rows.length === 0 ? (
              <Text color="fg.muted">{t('desk.noStoredCard')}</Text>
            ) : (
              <Select
                label={t('desk.storedCard')}
                name="cardId"
                value={String(card || '')}
                onChange={setCardId}
                options={(cards.data?.rows ?? []).map((c) => ({
                  value: c.id,
                  label: `${c.cardNo} · ${c.typeName} · ¥${yuan(c.valueLeftCents)}`,
                }))}
              />
            )}
            <Field.Root mt="3">
              <Field.Label>{t('desk.amountYuan')}</Field.Label>
              <Input size="sm" name="topUp" value={topUp} onChange={(e) => setTopUp(e.currentTarget.value)} />
            </Field.Root>
            <Button
              mt="3"
              size="sm"
              disabled={
                !member || !card || !method || centsOf(topUp) === null || busy || !hasPermi('fitness:card:credit')
              }
              onClick={() =>
                void pay(async () =>
                  receiptOfCard(
                    await api(fitnessCardCredit, { id: card, methodId: method, amountCents: centsOf(topUp)! }),
                  ),
                )
              }
              data-testid="top-up-submit"
            >
              {t('desk.sell')}
            </Button>
          </Card.Body>
        </Card.Root>
        <Card.Root size="sm" variant="outline" data-testid="sell-item">
          <Card.Body>
            <Heading size="sm" mb="3">
              {t('desk.sellItem')}
            </Heading>
            <Select
              label={t('desk.itemKind')}
              name="itemKind"
              value={item.itemKind}
              onChange={(itemKind) => setItem({ ...item, itemKind })}
              options={DESK_ITEM_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            />
            <Field.Root mt="3">
              <Field.Label>{t('desk.description')}</Field.Label>
              <Input
                size="sm"
                name="description"
                value={item.description}
                onChange={(e) => setItem({ ...item, description: e.currentTarget.value })}
              />
            </Field.Root>
            <HStack mt="3" gap="3">
              <Field.Root>
                <Field.Label>{t('desk.unitYuan')}</Field.Label>
                <Input
                  size="sm"
                  name="unit"
                  value={item.unit}
                  onChange={(e) => setItem({ ...item, unit: e.currentTarget.value })}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('desk.quantity')}</Field.Label>
                <Input
                  size="sm"
                  name="quantity"
                  value={item.quantity}
                  onChange={(e) => setItem({ ...item, quantity: e.currentTarget.value })}
                />
              </Field.Root>
            </HStack>
            <Button
              mt="3"
              size="sm"
              disabled={
                !member ||
                !method ||
                !item.description.trim() ||
                centsOf(item.unit) === null ||
                !/^\d{1,3}$/.test(item.quantity) ||
                busy ||
                !hasPermi('fitness:cashier:sell')
              }
              onClick={() =>
                void pay(async () => {
                  const row = await api(fitnessCashierSell, {
                    userId: member!.id,
                    itemKind: item.itemKind as 'other',
                    description: item.description.trim(),
                    unitCents: centsOf(item.unit)!,
                    quantity: Number(item.quantity),
                    methodId: method,
                  });
                  return { receiptId: row.id };
                })
              }
              data-testid="sell-item-submit"
            >
              {t('desk.sell')}
            </Button>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <SportOrdersCard member={member} methodId={method} busy={busy} pay={pay} />
      {receipt ? <ReceiptDialog id={receipt} onClose={() => setReceipt(null)} /> : null}
    </Box>
  );
}
