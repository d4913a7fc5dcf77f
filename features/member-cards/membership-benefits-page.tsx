/**
 * /fitnessCenter/membershipBenefits (spec §2 "Fitness centre", variants 2 and 4): what each card
 * type on sale gives, in words (docs/fitness.md "Card types"): period, uses, caps per week and
 * month, stored value, activation on purchase or first visit, and the scenes, course kinds and
 * hours it admits. Texts: the `memberCards` and `membershipCard` namespaces.
 */
import { Card, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { fitnessCardTypeOnSale } from '../../platform/contracts/membership-card.contract';
import { EmptyState, QueryList } from '../../ui/components';
import { useCall } from '../../ui/runtime';
import { Entitlements, useSceneNames } from './shared';

/** /fitnessCenter/membershipBenefits. */
export function MembershipBenefitsPage() {
  const { t } = useTranslation('memberCards');
  const types = useCall(fitnessCardTypeOnSale, {});
  const scenes = useSceneNames();
  return (
    <Stack gap="4">
      <Text as="h1" fontSize="xl" fontWeight="bold">
        {t('benefits.title')}
      </Text>
      <QueryList
        query={types}
        rows={types.data ?? []}
        label={t('benefits.label')}
        errorTitle={t('loadFailed')}
        rowKey={(x) => x.id}
        renderRow={(x) => (
          <Card.Root size="sm" data-testid="benefit-type">
            <Card.Body>
              <Stack gap="2">
                <Text fontWeight="semibold">{x.name}</Text>
                <Entitlements type={x} scenes={scenes} />
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        empty={<EmptyState title={t('benefits.empty')} />}
      />
    </Stack>
  );
}
