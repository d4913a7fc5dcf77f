/**
 * /messages (terminal variants 0 and 3): the signed-in user's in-app messages
 * from `messagePage`, newest first, 20 per page with the page in the URL (`?page=2`).
 * Titles and texts come rendered by the server in the user's language. Unread messages
 * are marked and have "Mark read"; "Mark all read" (disabled when nothing is unread)
 * sends `updateMessageType {all: true}`. A message about a booking links to its
 * /detail page — an invitation to someone else's meeting (`receiptInvite`) to /receipt, where
 * it is answered; one about an approval to its task (/examine) or its process (/auditDetail); one with a
 * page of its own (`link`: a meeting service order, a food delivery, a meal-voucher application, vouchers
 * that arrived) opens that page instead.
 * The header's bell follows at once (every read refreshes after a change).
 */
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LuCheckCheck } from 'react-icons/lu';
import {
  messagePage,
  messageUnreadCount,
  updateMessageType,
  type MessageRow,
} from '../../platform/contracts/message.contract';
import { toaster, useCall, useMutationCall } from '../../ui/runtime';
import { EmptyState, QueryList } from '../../ui/components';
import { formatDateTime, offsetOf } from '../../ui/terminal-shell/time-format';
import { TerminalPager } from '../../ui/terminal-shell/terminal-pager';

/** Kinds of message about a task waiting for the reader: they open the task itself. */
const TASK_KINDS: ReadonlySet<MessageRow['kind']> = new Set(['processTask', 'processUrged', 'processReminder']);

/** The terminal page a process message opens: the waiting task (/examine), else the process (/auditDetail). */
function processPage(kind: MessageRow['kind']): string {
  return TASK_KINDS.has(kind) ? '/examine' : '/auditDetail';
}

/** Messages per page of /messages. */
export const MESSAGES_PAGE_SIZE = 20;

/** One message: unread mark, title, time, text, and its actions. */
function MessageCard({
  message,
  onMarkRead,
  marking,
}: {
  message: MessageRow;
  onMarkRead: (id: number) => void;
  marking: boolean;
}) {
  const { t, i18n } = useTranslation('messages');
  return (
    <Card.Root
      size="sm"
      variant="outline"
      borderLeftWidth="4px"
      borderLeftColor={message.read ? 'border' : 'teal.500'}
      data-testid="message"
      data-read={message.read}
    >
      <Card.Body gap="1.5">
        <HStack justify="space-between" align="start" gap="3">
          <HStack gap="2" minW="0">
            {message.read ? null : (
              <Badge colorPalette="teal" variant="solid" size="sm">
                {t('unread')}
              </Badge>
            )}
            <Heading as="h2" size="sm" fontWeight={message.read ? 'medium' : 'bold'}>
              {message.title}
            </Heading>
          </HStack>
          <Text fontSize="xs" color="fg.muted" flexShrink={0}>
            {formatDateTime(message.createdAt, offsetOf(message.createdAt), i18n.language)}
          </Text>
        </HStack>
        <Text fontSize="sm" color={message.read ? 'fg.muted' : 'fg'}>
          {message.text}
        </Text>
        {message.link || message.reservationId !== null || message.processId !== null || !message.read ? (
          <HStack gap="2" pt="1">
            {message.link ? (
              <Button asChild size="xs" variant="outline">
                <RouterLink to={message.link}>{t('open')}</RouterLink>
              </Button>
            ) : message.reservationId !== null ? (
              <Button asChild size="xs" variant="outline">
                {message.kind === 'receiptInvite' ? (
                  <RouterLink to={`/receipt?id=${message.reservationId}`}>{t('viewInvitation')}</RouterLink>
                ) : (
                  <RouterLink to={`/detail?id=${message.reservationId}`}>{t('viewBooking')}</RouterLink>
                )}
              </Button>
            ) : null}
            {message.processId !== null ? (
              <Button asChild size="xs" variant="outline">
                <RouterLink to={`${processPage(message.kind)}?id=${message.processId}`}>{t('viewProcess')}</RouterLink>
              </Button>
            ) : null}
            {message.read ? null : (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="teal"
                disabled={marking}
                onClick={() => onMarkRead(message.id)}
              >
                {t('markRead')}
              </Button>
            )}
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** The /messages page. */
export function MessagesPage() {
  const { t } = useTranslation(['messages', 'terminal']);
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useCall(
    messagePage,
    { pageNo, pageSize: MESSAGES_PAGE_SIZE },
    { staleTime: 0, placeholderData: keepPreviousData },
  );
  const unread = useCall(messageUnreadCount, undefined);
  const mark = useMutationCall(updateMessageType);
  const rows = list.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / MESSAGES_PAGE_SIZE));

  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setParams(next);
  };

  const markAll = async () => {
    try {
      await mark.mutateAsync({ all: true });
      toaster.create({ type: 'success', title: t('allRead') });
    } catch {
      // The runtime has already shown the server's message (spec §8).
    }
  };

  return (
    <Stack gap="5">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          colorPalette="teal"
          onClick={() => void markAll()}
          loading={mark.isPending}
          disabled={(unread.data?.count ?? 0) === 0}
        >
          <LuCheckCheck /> {t('markAllRead')}
        </Button>
      </HStack>
      <QueryList
        query={list}
        rows={rows}
        label={t('title')}
        empty={<EmptyState title={t('empty')} />}
        errorTitle={t('terminal:loadFailed')}
        rowKey={(message) => message.id}
        renderRow={(message) => (
          <MessageCard message={message} marking={mark.isPending} onMarkRead={(id) => mark.mutate({ ids: [id] })} />
        )}
      />
      <TerminalPager pageNo={pageNo} pages={pages} onGo={goTo} />
    </Stack>
  );
}
