/**
 * The approval form of the booking wizards' form step (spec §2 /formRule): a booking of a site
 * that needs approval, under a form rule, fills that rule's form (ui/form-renderer, checked
 * by the same schema as the server), sees the path its values lead to and chooses the people
 * of the CUSTOM approver nodes on it (ui/approval-path); values and choices go with the
 * booking. The form's submit button submits the booking.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formRuleForBooking, type BookingForm } from '../../platform/contracts/form-rule.contract';
import type { CandidateUser } from '../../platform/contracts/workflow-candidate.contract';
import type { FormValues } from '../../platform/forms/form-definition';
import type { ApprovalSubmission } from '../../machines/booking-checkout.machine';
import { PathPreview, useApprovalPath } from '../approval-path';
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
  /** The booking's site (the form is the one its form rule binds). */
  siteId: number;
  /** Values filled earlier (the wizard's draft). */
  value: FormValues | null;
  /** Approvers chosen earlier, per CUSTOM node id (the wizard's draft). */
  approvers: Record<string, CandidateUser[]>;
  /** The booking's submit label. */
  submitLabel: string;
  /** Submits the booking with the form's values and the chosen approvers (once they fit the form and the path). */
  onSubmit: (approval: ApprovalSubmission) => void;
}

/**
 * The approval form's section: heading, why it is asked, the form, the path with its pickers,
 * and the booking's submit button. A CUSTOM node on the path with nobody chosen is marked and
 * stops the submission (the server would refuse it with CANDIDATE_REQUIRED).
 */
export function ApprovalForm({ form, siteId, value, approvers, submitLabel, onSubmit }: ApprovalFormProps) {
  const { t } = useTranslation(['booking', 'approvalPath']);
  const path = useApprovalPath({
    defineId: form.defineId,
    siteId,
    initialValues: value ?? {},
    initialChoices: approvers,
  });

  const submit = (formValues: FormValues) => {
    const unchosen = (path.steps ?? []).filter((s) => s.chooses && (path.choices[s.nodeId]?.length ?? 0) === 0);
    if (unchosen.length > 0) {
      path.setNodeErrors(Object.fromEntries(unchosen.map((s) => [s.nodeId, t('approvalPath:picker.required')])));
      return;
    }
    path.setNodeErrors({});
    onSubmit({ formValues, approvers: path.chosenOnPath() });
  };

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
      <FormRenderer
        schema={form.schema}
        value={value ?? {}}
        submitLabel={submitLabel}
        onSubmit={submit}
        onValuesChange={path.onValuesChange}
        beforeSubmit={<PathPreview {...path.previewProps} />}
      />
    </Stack>
  );
}
