/**
 * ProcessTimeline: a process's history, oldest first — for each entry who acted (or
 * "System" for the deadline job's reminders), what they did (`process:kind.*`), at which node
 * and when, to whom (transfer, delegate, add approver, copy, remind, urge), where a return
 * went, and the comment. A node's time limit deciding (timeoutPass / timeoutReject) reads as
 * that alone — "Time limit reached — approved automatically" — with whose tasks it closed.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProcessHistoryEntry } from '../../platform/contracts/workflow-process.contract';
import { processTime } from './format';

/** Kinds shown in a warning colour. */
const NEGATIVE = new Set(['reject', 'return', 'withdraw', 'timeoutReject']);

/** Kinds decided by a node's time limit, not by a person. */
const BY_TIME_LIMIT = new Set(['timeoutPass', 'timeoutReject']);

/** One history entry. */
function TimelineEntry({ entry, nodeNames }: { entry: ProcessHistoryEntry; nodeNames: ReadonlyMap<string, string> }) {
  const { t, i18n } = useTranslation('process');
  const returnTarget =
    entry.returnTo === null
      ? null
      : entry.returnTo === 'initiator'
        ? t('timeline.initiator')
        : (nodeNames.get(entry.returnTo) ?? entry.returnTo);
  const byTimeLimit = BY_TIME_LIMIT.has(entry.kind);
  return (
    <Box
      as="li"
      borderLeftWidth="2px"
      borderLeftColor={NEGATIVE.has(entry.kind) ? 'red.400' : 'border'}
      pl="3"
      py="1"
      data-testid="timeline-entry"
      data-kind={entry.kind}
    >
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="sm">
          {byTimeLimit ? (
            <Text as="span" fontWeight="medium">
              {t(`kind.${entry.kind}`)}
            </Text>
          ) : (
            <>
              <Text as="span" fontWeight="medium">
                {entry.userName ?? t('timeline.system')}
              </Text>{' '}
              {t(`kind.${entry.kind}`)}
            </>
          )}
          {entry.nodeName ? (
            <Text as="span" color="fg.muted">
              {' '}
              · {entry.nodeName}
            </Text>
          ) : null}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {processTime(entry.at, i18n.language)}
        </Text>
      </HStack>
      {entry.toNames.length ? (
        <Text fontSize="sm" color="fg.muted">
          {t(byTimeLimit ? 'timeline.timedOut' : 'timeline.to', { names: entry.toNames.join(', ') })}
        </Text>
      ) : null}
      {returnTarget ? (
        <Text fontSize="sm" color="fg.muted">
          {t('timeline.returnTo', { name: returnTarget })}
        </Text>
      ) : null}
      {entry.comment ? (
        <Text fontSize="sm" bg="bg.muted" borderRadius="md" px="2" py="1" mt="1" whiteSpace="pre-wrap">
          {entry.comment}
        </Text>
      ) : null}
    </Box>
  );
}

/** Props of {@link ProcessTimeline}. */
export interface ProcessTimelineProps {
  history: ProcessHistoryEntry[];
  /** Node id → name, for where a return went (default none: the id is shown). */
  nodeNames?: ReadonlyMap<string, string>;
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** The timeline of a process. */
export function ProcessTimeline({ history, nodeNames = NO_NAMES }: ProcessTimelineProps) {
  const { t } = useTranslation('process');
  if (history.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('timeline.empty')}
      </Text>
    );
  }
  return (
    <Stack as="ol" listStyleType="none" gap="2" aria-label={t('section.timeline')} data-testid="process-timeline">
      {history.map((entry) => (
        <TimelineEntry key={entry.seq} entry={entry} nodeNames={nodeNames} />
      ))}
    </Stack>
  );
}
