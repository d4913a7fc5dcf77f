/**
 * What the booking form says of the site's reservation rule (/api/reserve/rule):
 * approval, length, cancellation deadline and late-cancellation credit, the check-in
 * window — so the booker learns the rule before it refuses or costs them anything.
 */
import { Heading, List, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SiteRule } from '../../platform/contracts/reserve.contract';

/** The hints a rule gives (i18n keys of `booking:rule.*` with their values), in display order. */
export function ruleHints(rule: SiteRule): { key: string; values: Record<string, number> }[] {
  const hints: { key: string; values: Record<string, number> }[] = [];
  if (rule.needsApproval) hints.push({ key: 'rule.approval', values: {} });
  if (rule.maxMinutes !== null) {
    hints.push(
      rule.minMinutes > 0
        ? { key: 'rule.length', values: { min: rule.minMinutes, max: rule.maxMinutes } }
        : { key: 'rule.maxLength', values: { max: rule.maxMinutes } },
    );
  }
  if (rule.cancelBeforeMinutes > 0) hints.push({ key: 'rule.cancel', values: { minutes: rule.cancelBeforeMinutes } });
  if (rule.lateCancelMinutes > 0) hints.push({ key: 'rule.lateCancel', values: { minutes: rule.lateCancelMinutes } });
  hints.push({ key: 'rule.checkIn', values: { before: rule.checkInBeforeMinutes, after: rule.checkInAfterMinutes } });
  return hints;
}

/** The rule section of the booking form. */
export function RuleHints({ rule }: { rule: SiteRule }) {
  const { t } = useTranslation('booking');
  return (
    <Stack as="section" aria-labelledby="booking-rule" gap="2">
      <Heading as="h2" id="booking-rule" size="sm">
        {t('rule.heading')}
      </Heading>
      <List.Root gap="1" fontSize="sm" color="fg.muted" ps="5" data-testid="rule-hints">
        {ruleHints(rule).map((h) => (
          <List.Item key={h.key}>{t(h.key, h.values)}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
