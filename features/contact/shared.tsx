/** Pieces shared by the terminal's contact pages: the page title, a feedback status badge, short times. */
import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FeedbackStatus } from '../../platform/contracts/feedback.contract';

/** `2026-11-22T09:00:00+08:00` → `2026-11-22 09:00` (the wire time's own local clock). */
export function shortTime(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

/** A page's h1 and an optional muted subtitle. */
export function PageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
    </Stack>
  );
}

/** Blue "new", green "replied", grey "closed". */
export function StatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation('feedback');
  const palette = { new: 'blue', replied: 'green', closed: 'gray' } as const;
  return (
    <Badge colorPalette={palette[status]} variant="subtle" data-testid="my-feedback-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
