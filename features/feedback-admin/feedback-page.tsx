/**
 * /feedback (spec §2): users' feedback in the caller's data scope, filtered by status,
 * kind, sender or content and the days sent; a detail dialog with the thread, where staff
 * reply (the user gets an in-app message) and close the item (no more replies).
 */
import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, HStack, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FeedbackKind,
  FeedbackStatus,
  feedbackClose,
  feedbackDetail,
  feedbackPage,
  feedbackReply,
  type FeedbackRow,
} from '../../platform/contracts/feedback.contract';
import { ResourcePage, type ResourcePageConfig } from '../../ui/resource-page';
import { toaster, useCall, useMutationCall, useSession } from '../../ui/runtime';
import { FeedbackStatusBadge, shortTime } from './shared';

/** The declaration of /feedback's list; `open` shows an item's detail dialog. */
export function feedbackConfig(open: (row: FeedbackRow) => void): ResourcePageConfig<typeof feedbackPage, FeedbackRow> {
  return {
    id: 'feedback',
    ns: 'feedback',
    title: 'feedback.title',
    description: 'feedback.description',
    list: feedbackPage,
    rowKey: (r) => r.id,
    filters: [
      { name: 'keyword', label: 'feedback.keyword', kind: 'text' },
      {
        name: 'status',
        label: 'feedback.status',
        kind: 'select',
        options: FeedbackStatus.options.map((s) => ({ value: s, label: `status.${s}` })),
      },
      {
        name: 'kind',
        label: 'feedback.kind',
        kind: 'select',
        options: FeedbackKind.options.map((k) => ({ value: k, label: `kind.${k}` })),
      },
      { name: 'dateFrom', nameTo: 'dateTo', label: 'feedback.date', kind: 'dateRange' },
    ],
    columns: [
      { key: 'id', label: 'feedback.id', nowrap: true },
      { key: 'kind', label: 'feedback.kind', nowrap: true, render: (r) => <KindText kind={r.kind} /> },
      { key: 'content', label: 'feedback.content', render: (r) => <Text lineClamp={2}>{r.content}</Text> },
      { key: 'userName', label: 'feedback.user', nowrap: true, render: (r) => `${r.userName} (${r.account})` },
      {
        key: 'status',
        label: 'feedback.status',
        nowrap: true,
        render: (r) => <FeedbackStatusBadge status={r.status} />,
      },
      { key: 'createdAt', label: 'feedback.createdAt', nowrap: true, render: (r) => shortTime(r.createdAt) },
    ],
    rowActions: [
      {
        key: 'detail',
        label: 'feedback.detail',
        permission: feedbackDetail.access,
        run: { onClick: (row) => open(row) },
      },
      {
        key: 'close',
        label: 'feedback.close',
        permission: feedbackClose.access,
        visible: (r) => r.status !== 'closed',
        confirm: 'feedback.closeConfirm',
        danger: true,
        run: { call: feedbackClose, input: (r) => ({ id: r.id }), successMessage: 'feedback.closed' },
      },
    ],
  };
}

/** A feedback kind in the reader's language. */
function KindText({ kind }: { kind: FeedbackRow['kind'] }) {
  const { t } = useTranslation('feedback');
  return <>{t(`kind.${kind}`)}</>;
}

/** One item's thread and the reply form; open while `id` is set. */
function DetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('feedback');
  const { hasPermi } = useSession();
  const queryClient = useQueryClient();
  const detail = useCall(feedbackDetail, { id: id ?? 0 }, { enabled: id !== null, staleTime: 0 });
  const reply = useMutationCall(feedbackReply);
  const [text, setText] = useState('');
  const item = detail.data;
  const send = async () => {
    if (!item) return;
    try {
      await reply.mutateAsync({ id: item.id, content: text });
      toaster.create({ type: 'success', title: t('feedback.sent') });
      setText('');
      await queryClient.invalidateQueries({ queryKey: [feedbackDetail.path] });
      await queryClient.invalidateQueries({ queryKey: [feedbackPage.path] });
    } catch {
      // The runtime has shown the server's message; the text stays to be corrected.
    }
  };
  return (
    <Dialog.Root open={id !== null} placement="center" size="lg" onOpenChange={(e) => (e.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="feedback-detail">
            <Dialog.Header>
              <Dialog.Title>{t('feedback.detailTitle', { id: id ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {item ? (
                <Stack gap="4">
                  <HStack gap="3" wrap="wrap">
                    <KindText kind={item.kind} />
                    <FeedbackStatusBadge status={item.status} />
                    <Text color="fg.muted" fontSize="sm">
                      {item.userName} ({item.account}) · {shortTime(item.createdAt)}
                      {item.contact ? ` · ${t('feedback.contact')}: ${item.contact}` : ''}
                    </Text>
                  </HStack>
                  <Text whiteSpace="pre-wrap" data-testid="feedback-content">
                    {item.content}
                  </Text>
                  <Stack gap="2">
                    <Text fontWeight="semibold">{t('feedback.replies')}</Text>
                    {item.replies.length === 0 ? (
                      <Text color="fg.muted">{t('feedback.noReplies')}</Text>
                    ) : (
                      item.replies.map((r) => (
                        <Stack key={r.id} gap="0.5" borderLeftWidth="3px" borderColor="green.400" pl="3">
                          <Text fontSize="sm" color="fg.muted">
                            {r.authorName} · {shortTime(r.createdAt)}
                          </Text>
                          <Text whiteSpace="pre-wrap" data-testid="feedback-reply">
                            {r.content}
                          </Text>
                        </Stack>
                      ))
                    )}
                  </Stack>
                  {item.status !== 'closed' && hasPermi(feedbackReply.access) ? (
                    <Field.Root>
                      <Field.Label>{t('feedback.reply')}</Field.Label>
                      <Textarea
                        name="reply"
                        rows={3}
                        placeholder={t('feedback.replyPlaceholder')}
                        value={text}
                        onChange={(e) => setText(e.currentTarget.value)}
                      />
                    </Field.Root>
                  ) : null}
                </Stack>
              ) : null}
            </Dialog.Body>
            {item && item.status !== 'closed' && hasPermi(feedbackReply.access) ? (
              <Dialog.Footer>
                <Button onClick={() => void send()} loading={reply.isPending} disabled={!text.trim()}>
                  {t('feedback.send')}
                </Button>
              </Dialog.Footer>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** /feedback. */
export default function FeedbackPage() {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <ResourcePage config={feedbackConfig((row) => setOpenId(row.id))} />
      <DetailDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
