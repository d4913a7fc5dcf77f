/** Pieces shared by the content pages: badges of a word's action and a feedback's status, and short times. */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FeedbackStatus, WordMode } from '../../platform/contracts/feedback.contract';

/** `2026-11-22T09:00:00+08:00` → `2026-11-22 09:00` (the wire time's own local clock). */
export function shortTime(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

/** Red "refuse" or orange "mask". */
export function ModeBadge({ mode }: { mode: WordMode }) {
  const { t } = useTranslation('feedback');
  return (
    <Badge colorPalette={mode === 'refuse' ? 'red' : 'orange'} variant="subtle">
      {t(`mode.${mode}`)}
    </Badge>
  );
}

/** Blue "new", green "replied", grey "closed". */
export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation('feedback');
  const palette = { new: 'blue', replied: 'green', closed: 'gray' } as const;
  return (
    <Badge colorPalette={palette[status]} variant="subtle" data-testid="feedback-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
