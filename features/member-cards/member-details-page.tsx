/**
 * /fitnessCenter/memberDetails (spec §2 "Fitness centre", variants 2 and 4): the member's profile in
 * the club — name and mobile from the session (masked, spec §5: platform/validation/identity.ts), a
 * summary of the own cards (`card/mine`) and which card would pay a plain visit now with the choice's
 * reason, each other card with why it would not (`card/choose`, reasons `membershipCard:why.*`,
 * docs/fitness.md "Choosing which card pays"). Texts: the `memberCards` and `membershipCard` namespaces.
 */
import { Button, Card, DataList, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fitnessCardChoose, fitnessCardMine, type CardRow } from '../../platform/contracts/membership-card.contract';
import { maskPhone } from '../../platform/validation/identity';
import { ErrorState } from '../../ui/components';
import { useCall, useSession } from '../../ui/runtime';
import { CardStateBadge } from '../../ui/membership-card/card-state-badge';

/** States in which a card can pay a visit (pending: activated by the visit). */
const USABLE: readonly CardRow['state'][] = ['active', 'pendingActivation'];

/** A section's title. */
function SectionTitle({ children }: { children: React.ReactNode }) {
  return (
    <Text as="h2" fontWeight="semibold">
      {children}
    </Text>
  );
}

/** Which card would pay the next visit and why; the others with their reasons. */
function NextVisit({ cards }: { cards: readonly CardRow[] }) {
  const { t } = useTranslation(['memberCards', 'membershipCard']);
  const choice = useCall(fitnessCardChoose, {});
  const typeOf = (id: number) => cards.find((c) => c.id === id)?.typeName ?? '';
  if (choice.isPending) return <Skeleton h="16" borderRadius="md" />;
  if (choice.isError)
    return <ErrorState title={t('loadFailed')} error={choice.error} onRetry={() => void choice.refetch()} />;
  const c = choice.data;
  return (
    <Stack gap="2" data-testid="next-visit">
      {c.cardId === null ? (
        <Text>{t('member.noneAdmits')}</Text>
      ) : (
        <Stack gap="1">
          <Text fontWeight="medium" data-testid="paying-card">
            {t('member.nextCard', { type: typeOf(c.cardId), cardNo: c.cardNo })}
          </Text>
          {c.reason ? (
            <Text color="fg.muted" data-testid="paying-reason">
              {t('member.why')}: {t(`membershipCard:why.${c.reason}`)}
            </Text>
          ) : null}
        </Stack>
      )}
      {c.passed.length ? (
        <Stack gap="1" as="ul" listStyleType="none" m="0" p="0" aria-label={t('member.passed')}>
          {c.passed.map((p) => (
            <Text as="li" key={p.cardId} textStyle="sm" color="fg.muted" data-testid="passed-card">
              {t('member.nextCard', { type: typeOf(p.cardId), cardNo: p.cardNo })}: {t(`membershipCard:why.${p.why}`)}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** /fitnessCenter/memberDetails. */
export function MemberDetailsPage() {
  const { t } = useTranslation(['memberCards', 'membershipCard']);
  const { user } = useSession();
  const cards = useCall(fitnessCardMine, {});
  const rows = cards.data ?? [];
  return (
    <Stack gap="5">
      <Text as="h1" fontSize="xl" fontWeight="bold">
        {t('member.title')}
      </Text>
      <DataList.Root orientation="horizontal" size="md">
        <DataList.Item>
          <DataList.ItemLabel>{t('member.name')}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="member-name">{user?.name ?? ''}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('member.phone')}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="member-phone">
            {user?.phone ? maskPhone(user.phone) : t('member.noPhone')}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Stack gap="2" as="section" aria-label={t('member.cards')}>
        <HStack justify="space-between">
          <SectionTitle>{t('member.cards')}</SectionTitle>
          <Button asChild size="xs" variant="outline">
            <Link to="/fitnessCenter/cardManagement">{t('member.manage')}</Link>
          </Button>
        </HStack>
        {cards.isPending ? (
          <Skeleton h="16" borderRadius="md" />
        ) : cards.isError ? (
          <ErrorState title={t('loadFailed')} error={cards.error} onRetry={() => void cards.refetch()} />
        ) : rows.length === 0 ? (
          <Text color="fg.muted">{t('member.noCards')}</Text>
        ) : (
          <Card.Root size="sm">
            <Card.Body>
              <Stack gap="2">
                <Text data-testid="cards-summary">
                  {t('member.summary', {
                    count: rows.length,
                    usable: rows.filter((c) => USABLE.includes(c.state)).length,
                  })}
                </Text>
                {rows.map((c) => (
                  <HStack key={c.id} justify="space-between" data-testid="summary-card">
                    <Text>{t('member.nextCard', { type: c.typeName, cardNo: c.cardNo })}</Text>
                    <CardStateBadge state={c.state} />
                  </HStack>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
      <Stack gap="2" as="section" aria-label={t('member.next')}>
        <SectionTitle>{t('member.next')}</SectionTitle>
        {cards.data ? <NextVisit cards={rows} /> : null}
      </Stack>
    </Stack>
  );
}
