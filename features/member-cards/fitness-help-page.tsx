/**
 * /fitnessCenter/fitnessCenterHelp (spec §2 "Fitness centre", variants 2 and 4): the club's rules in words — cards
 * (activation, uses, which card pays), booking a group class and its waitlist, cancelling (in time: the use given
 * back; late: kept), and a card's leave (frozen, end moved) — as docs/fitness.md and docs/fitness-classes.md state
 * them. Texts: the `memberCards` namespace (`help.*`), CN/EN/TC.
 */
import { Card, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The help's sections, in order (keys under `memberCards:help.sections`). */
export const HELP_SECTIONS = ['cards', 'booking', 'cancellation', 'leave'] as const;

/** /fitnessCenter/fitnessCenterHelp. */
export function FitnessHelpPage() {
  const { t } = useTranslation('memberCards');
  return (
    <Stack gap="4">
      <Text as="h1" fontSize="xl" fontWeight="bold">
        {t('help.title')}
      </Text>
      {HELP_SECTIONS.map((key) => (
        <Card.Root key={key} size="sm" as="section" aria-labelledby={`help-${key}`} data-testid="help-section">
          <Card.Body>
            <Stack gap="2">
              <Text as="h2" id={`help-${key}`} fontWeight="semibold">
                {t(`help.sections.${key}.title`)}
              </Text>
              <Text>{t(`help.sections.${key}.body`)}</Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
