/**
 * The approval form of the booking wizards' form step (spec §2 /formRule): a booking of a site
 * that needs approval, under a form rule, fills that rule's form (ui/form-renderer, checked
 * by the same schema as the server) and its values go with the booking. The form's submit
 * button submits the booking.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formRuleForBooking, type BookingForm } from '../../platform/contracts/form-rule.contract';
import type { FormValues } from '../../platform/forms/form-definition';
import { FormRenderer } from '../form-renderer';
import { useCall } from '../runtime';

/**
 * The form a booking of `siteId` must fill: the form, null when it needs none, undefined while
 * loading (or without a site).
 */
export function useApprovalForm(siteId: number | null): BookingForm | null | undefined {
  const query = useCall(formRuleForBooking, { siteId: siteId ?? 0 }, { enabled: siteId !== null });
  return query.data;
}

/** Props of {@link ApprovalForm}. */
export interface ApprovalFormProps {
  form: BookingForm;
  /** Values filled earlier (the wizard's draft). */
  value: FormValues | null;
  /** The booking's submit label. */
  submitLabel: string;
  /** Submits the booking with the form's values (called once they fit the form). */
  onSubmit: (values: FormValues) => void;
}

/** The approval form's section: heading, why it is asked, and the form with the booking's submit button. */
export function ApprovalForm({ form, value, submitLabel, onSubmit }: ApprovalFormProps) {
  const { t } = useTranslation('booking');
  return (
    <Stack
      as="section"
      aria-labelledby="booking-approval"
      gap="3"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
      data-testid="approval-form"
    >
      <Heading as="h2" id="booking-approval" size="sm">
        {t('approval.heading')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('approval.help')}
      </Text>
      <FormRenderer schema={form.schema} value={value ?? {}} submitLabel={submitLabel} onSubmit={onSubmit} />
    </Stack>
  );
}
