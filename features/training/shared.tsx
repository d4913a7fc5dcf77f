/**
 * Shared pieces of the training courses' terminal pages (docs/training.md): a page title, a group's summary
 * card, a session's line. Dates are campus ISO dates shown as they are (YYYY-MM-DD), times `HH:mm`.
 * Texts: the `training` namespace.
 */
import type { ReactNode } from 'react';
import { Badge, Card, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TrainGroupRow, TrainSessionRow } from '../../platform/contracts/training.contract';

/** The campus time zone course dates and times are in (Asia/Shanghai). */
export const CAMPUS_ZONE = 'Asia/Shanghai';

/** A page's heading. */
export function Title({ children }: { children: ReactNode }) {
  return (
    <Text as="h1" fontSize="xl" fontWeight="bold">
      {children}
    </Text>
  );
}

/** A session as one line: date, times, place. */
export function sessionText(t: (k: string, o?: Record<string, unknown>) => string, s: TrainSessionRow) {
  return t('group.session', { on: s.on, from: s.startsAt, to: s.endsAt, place: s.place });
}

/** A group's summary: name, coach, term, registration window, free places; `children` below (actions). */
export function GroupCard({ group, children }: { group: TrainGroupRow; children?: ReactNode }) {
  const { t } = useTranslation('training');
  return (
    <Card.Root size="sm" data-testid="train-group">
      <Card.Body>
        <Stack gap="1">
          <Text fontWeight="semibold">{group.name}</Text>
          <Text fontSize="sm">
            {group.coachName ? t('group.coach', { name: group.coachName }) : t('group.noCoach')}
          </Text>
          <Text fontSize="sm">{t('group.term', { from: group.startsOn, to: group.endsOn })}</Text>
          <Text fontSize="sm">{t('group.window', { from: group.regOpensOn, to: group.regClosesOn })}</Text>
          <Badge alignSelf="start">{t('group.free', { count: group.free })}</Badge>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
