/**
 * /contact (spec §2, variants 0 and 3): links to the contact information, the "about" text
 * and the language choice; the "send feedback" form (kind, content, optional contact —
 * sensitive words apply on the server, whose refusal the runtime shows); and "my feedback",
 * the caller's own items with their status and staff replies, newest first.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  FeedbackKind,
  feedbackAdd,
  feedbackMyPage,
  type FeedbackRow,
} from '../../platform/contracts/feedback.contract';
import { EmptyState, ErrorState } from '../../ui/components';
import { toaster, useCall, useMutationCall } from '../../ui/runtime';
import { PageTitle, shortTime, StatusBadge } from './shared';

/** The send form; `onSent` after the server stored the item. */
function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('feedback');
  const [kind, setKind] = useState<FeedbackKind>('suggestion');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const send = useMutationCall(feedbackAdd);
  const submit = async () => {
    try {
      await send.mutateAsync({ kind, content, ...(contact.trim() ? { contact } : {}) });
      toaster.create({ type: 'success', title: t('terminal.submitted') });
      setContent('');
      setContact('');
      onSent();
    } catch {
      // The runtime has shown the server's message (e.g. the sensitive word); the text stays to be corrected.
    }
  };
  return (
    <Card.Root as="section" aria-label={t('terminal.send')}>
      <Card.Header>
        <Card.Title>{t('terminal.send')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Field.Root>
            <Field.Label>{t('terminal.kind')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                name="kind"
                value={kind}
                onChange={(e) => setKind(e.currentTarget.value as FeedbackKind)}
              >
                {FeedbackKind.options.map((k) => (
                  <option key={k} value={k}>
                    {t(`kind.${k}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('terminal.content')}</Field.Label>
            <Textarea
              name="content"
              rows={4}
              maxLength={1000}
              placeholder={t('terminal.contentPlaceholder')}
              value={content}
              onChange={(e) => setContent(e.currentTarget.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('terminal.contact')}</Field.Label>
            <Input name="contact" maxLength={64} value={contact} onChange={(e) => setContact(e.currentTarget.value)} />
          </Field.Root>
          <Button
            alignSelf="flex-start"
            onClick={() => void submit()}
            loading={send.isPending}
            disabled={!content.trim()}
          >
            {t('terminal.submit')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** One of the caller's items with its replies. */
function FeedbackItem({ item }: { item: FeedbackRow }) {
  const { t } = useTranslation('feedback');
  return (
    <Box as="li" py="3" borderBottomWidth="1px" data-testid="my-feedback">
      <HStack justify="space-between" gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t(`kind.${item.kind}`)} · {shortTime(item.createdAt)}
        </Text>
        <StatusBadge status={item.status} />
      </HStack>
      <Text whiteSpace="pre-wrap" mt="1">
        {item.content}
      </Text>
      {item.replies.map((r) => (
        <Stack key={r.id} gap="0.5" mt="2" borderLeftWidth="3px" borderColor="green.400" pl="3">
          <Text fontSize="xs" color="fg.muted">
            {t('terminal.replyBy', { name: r.authorName })} · {shortTime(r.createdAt)}
          </Text>
          <Text whiteSpace="pre-wrap" data-testid="my-feedback-reply">
            {r.content}
          </Text>
        </Stack>
      ))}
    </Box>
  );
}

/** The /contact page. */
export function ContactPage() {
  const { t } = useTranslation(['feedback', 'terminal']);
  const queryClient = useQueryClient();
  const mine = useCall(feedbackMyPage, { pageSize: 50 }, { staleTime: 0 });
  return (
    <Stack gap="6">
      <PageTitle title={t('terminal.contactTitle')} subtitle={t('terminal.contactSubtitle')} />
      <HStack gap="2" wrap="wrap">
        {(['contactInfo', 'about', 'language'] as const).map((to) => (
          <Button key={to} asChild size="sm" variant="outline">
            <Link to={`/${to}`}>{t(`terminal.links.${to}`)}</Link>
          </Button>
        ))}
      </HStack>
      <FeedbackForm onSent={() => void queryClient.invalidateQueries({ queryKey: [feedbackMyPage.path] })} />
      <Stack gap="2" as="section" aria-label={t('terminal.mine')}>
        <Heading as="h2" size="lg">
          {t('terminal.mine')}
        </Heading>
        {mine.isPending ? (
          <Skeleton h="24" borderRadius="lg" />
        ) : mine.isError ? (
          <ErrorState title={t('terminal:loadFailed')} error={mine.error} onRetry={() => void mine.refetch()} />
        ) : mine.data.rows.length === 0 ? (
          <EmptyState title={t('terminal.noFeedback')} />
        ) : (
          <Box as="ul" listStyleType="none">
            {mine.data.rows.map((item) => (
              <FeedbackItem key={item.id} item={item} />
            ))}
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
