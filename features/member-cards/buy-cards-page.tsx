/**
 * /fitnessCenter/buyCards (spec §2 "Fitness centre", variants 2 and 4): the card types on sale
 * (`cardType/onSale`, by sort) with their price and what each gives and admits. Buying: no payment
 * provider is configured (docs/fitness.md "Payments": staff record the payment), so "Buy" tells the
 * member to buy the card at the club's front desk (cashier) — no online payment is pretended.
 * Texts: the `memberCards` namespace.
 */
import { useState } from 'react';
import { Alert, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fitnessCardTypeOnSale, type CardTypeRow } from '../../platform/contracts/membership-card.contract';
import { EmptyState, formatMoney, QueryList } from '../../ui/components';
import { useCall, useLang } from '../../ui/runtime';
import { Entitlements, useSceneNames } from './shared';

/** One card type on sale; "Buy" shows where to buy it. */
function TypeOnSale({ type, scenes }: { type: CardTypeRow; scenes: ReadonlyMap<number, string> }) {
  const { t } = useTranslation('memberCards');
  const { lang } = useLang();
  const [asked, setAsked] = useState(false);
  const price = formatMoney(type.priceCents, lang);
  return (
    <Card.Root size="sm" data-testid="type-on-sale">
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between">
            <Text fontWeight="semibold">{type.name}</Text>
            <Text fontWeight="semibold" aria-label={t('buy.price')}>
              {price}
            </Text>
          </HStack>
          <Entitlements type={type} scenes={scenes} />
          {asked ? (
            <Alert.Root status="info" data-testid="front-desk">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('buy.deskTitle')}</Alert.Title>
                <Alert.Description>{t('buy.desk', { name: type.name, price })}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Button size="sm" alignSelf="start" onClick={() => setAsked(!asked)}>
            {asked ? t('buy.close') : t('buy.action')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** /fitnessCenter/buyCards. */
export function BuyCardsPage() {
  const { t } = useTranslation('memberCards');
  const types = useCall(fitnessCardTypeOnSale, {});
  const scenes = useSceneNames();
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Text as="h1" fontSize="xl" fontWeight="bold">
          {t('buy.title')}
        </Text>
        <Button asChild size="sm" variant="ghost">
          <Link to="/fitnessCenter/membershipBenefits">{t('buy.benefits')}</Link>
        </Button>
      </HStack>
      <QueryList
        query={types}
        rows={types.data ?? []}
        label={t('buy.label')}
        errorTitle={t('loadFailed')}
        rowKey={(x) => x.id}
        renderRow={(x) => <TypeOnSale type={x} scenes={scenes} />}
        empty={<EmptyState title={t('buy.empty')} />}
      />
    </Stack>
  );
}
