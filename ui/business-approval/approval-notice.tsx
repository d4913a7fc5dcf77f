/**
 * BusinessApprovalNotice: on an applicant's page of a conference-centre record (spec §2 variant 5
 * /conferenceDetails, a delivery, a meal-voucher application), "Waiting for your department's
 * approval" with the approvers' names while the record's department approval is open — read
 * through the workflow engine's own list of the caller's processes (`/workflow/process/list`,
 * view `started`, the record's business type and id, status RUNNING). Shows nothing otherwise
 * (no workflow configured, decided, still loading, or the list could not be read).
 */
import { Alert } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { processList, type ConferenceBusinessType } from '../../platform/contracts/workflow-process.contract';
import { useApi, useLang } from '../runtime';

/** Props of {@link BusinessApprovalNotice}. */
export interface BusinessApprovalNoticeProps {
  /** The record's kind. */
  businessType: ConferenceBusinessType;
  /** The record's id. */
  recordId: number;
}

/** See the module comment. */
export function BusinessApprovalNotice({ businessType, recordId }: BusinessApprovalNoticeProps) {
  const { t } = useTranslation('conferenceApprovals');
  const api = useApi();
  const { lang } = useLang();
  const input = {
    view: 'started' as const,
    businessType,
    businessKey: String(recordId),
    status: 'RUNNING' as const,
    pageNo: 1,
    pageSize: 1,
  };
  // A side note of the page: a failure leaves it out quietly (no toast over the record's own page).
  const open = useQuery({
    queryKey: [processList.path, input, lang],
    queryFn: ({ signal }) => api(processList, input, { signal, notify: false }),
    staleTime: 0,
    retry: false,
  });
  const process = open.data?.rows[0];
  if (!process) return null;
  return (
    <Alert.Root status="info" borderRadius="lg" data-testid="department-approval-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('notice.waiting')}</Alert.Title>
        {process.currentApprovers.length ? (
          <Alert.Description>{t('notice.approvers', { names: process.currentApprovers.join(', ') })}</Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
