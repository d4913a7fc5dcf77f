/**
 * /examine?id=<processId> (terminal, spec §2): the page a message about a task links to —
 * the process in short (processBrief: form, initiator, status, node, time) and, while the
 * caller may decide, a comment with Approve / Reject (a reject needs the comment). After the
 * decision it shows the result and the process's new status, with a link to /auditDetail.
 */
import { useState } from 'react';
import { Alert, Button, Card, Field, Heading, HStack, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { processApprove, processBrief, processReject } from '../../platform/contracts/workflow-process.contract';
import { EmptyState, ErrorState } from '../../ui/components';
import { ProcessStatusBadge, processTime, useProcessCall } from '../../ui/process-detail';
import { useCall } from '../../ui/runtime';
import { processIdOf } from './process-id';

/** The decision taken on this page. */
type Decision = 'approve' | 'reject';

/** The compact task of one process. */
function ExamineTask({ id }: { id: number }) {
  const { t, i18n } = useTranslation(['approvals', 'process']);
  const brief = useCall(processBrief, { id }, { staleTime: 0 });
  const call = useProcessCall();
  const [comment, setComment] = useState('');
  const [missingComment, setMissingComment] = useState(false);
  const [decided, setDecided] = useState<Decision | null>(null);

  const decide = async (decision: Decision) => {
    const text = comment.trim();
    if (decision === 'reject' && !text) {
      setMissingComment(true);
      return;
    }
    const out =
      decision === 'approve'
        ? await call.run(processApprove, { ids: [id], ...(text ? { comment: text } : {}) })
        : await call.run(processReject, { ids: [id], comment: text });
    if (out !== undefined) {
      setDecided(decision);
      void brief.refetch();
    }
  };

  if (brief.isError) {
    return <ErrorState title={t('process:loadFailed')} error={brief.error} onRetry={() => void brief.refetch()} />;
  }
  if (!brief.data) return <Skeleton h="48" borderRadius="lg" />;
  const p = brief.data;
  const canDecide = !decided && (p.actions.approve || p.actions.reject);
  return (
    <Card.Root variant="outline" data-testid="examine">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h2" size="md">
            {p.formName}
          </Heading>
          <ProcessStatusBadge status={p.status} />
        </HStack>
        <Stack gap="0.5" fontSize="sm" color="fg.muted">
          <Text>
            {t('column.initiator')}: {p.initiatorName}
            {p.initiatorOrgName ? ` · ${p.initiatorOrgName}` : ''}
          </Text>
          {p.currentNodeName ? (
            <Text>
              {t('column.node')}: {p.currentNodeName}
            </Text>
          ) : null}
          <Text>
            {t('column.createdAt')}: {processTime(p.createdAt, i18n.language)}
          </Text>
        </Stack>
        {decided ? (
          <Alert.Root status={decided === 'approve' ? 'success' : 'warning'} data-testid="examine-result">
            <Alert.Indicator />
            <Alert.Title>{t(`examine.result.${decided}`)}</Alert.Title>
          </Alert.Root>
        ) : null}
        {canDecide ? (
          <Stack gap="3">
            <Field.Root invalid={missingComment}>
              <Field.Label>{t('examine.comment')}</Field.Label>
              <Textarea
                value={comment}
                maxLength={500}
                rows={3}
                onChange={(e) => {
                  setComment(e.currentTarget.value);
                  setMissingComment(false);
                }}
              />
              {missingComment ? <Field.ErrorText>{t('examine.commentRequired')}</Field.ErrorText> : null}
            </Field.Root>
            <HStack gap="3">
              {p.actions.reject ? (
                <Button
                  flex="1"
                  variant="outline"
                  colorPalette="red"
                  disabled={call.pending}
                  onClick={() => void decide('reject')}
                >
                  {t('examine.reject')}
                </Button>
              ) : null}
              {p.actions.approve ? (
                <Button flex="1" colorPalette="teal" loading={call.pending} onClick={() => void decide('approve')}>
                  {t('examine.approve')}
                </Button>
              ) : null}
            </HStack>
          </Stack>
        ) : decided ? null : (
          <Text fontSize="sm" color="fg.muted">
            {t('examine.nothingToDo')}
          </Text>
        )}
        <Button asChild variant="ghost" size="sm" alignSelf="start">
          <RouterLink to={`/auditDetail?id=${id}`}>{t('examine.viewDetail')}</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** The /examine page. */
export function ExaminePage() {
  const { t } = useTranslation(['approvals', 'process']);
  const [params] = useSearchParams();
  const id = processIdOf(params);
  return (
    <Stack gap="4" maxW="lg" w="full" mx="auto">
      <Heading as="h1" size="2xl">
        {t('examine.title')}
      </Heading>
      {id === null ? <EmptyState title={t('process:loadFailed')} /> : <ExamineTask key={id} id={id} />}
    </Stack>
  );
}
