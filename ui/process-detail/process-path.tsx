/**
 * ProcessPath: the approver and copy nodes of a process as a vertical stepper — each step
 * done (green check), current (blue, its open people marked "waiting"), pending (grey) or,
 * where an ended process was rejected, rejected (red cross),
 * with its name, how several people decide (examine mode), and each person's decision and
 * time. Fits a phone: one column, wrapping lines.
 */
import { Badge, Box, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuX } from 'react-icons/lu';
import type { PathStep } from '../../platform/contracts/workflow-process.contract';
import { processTime } from './format';

/** The colours of a step's marker by its state (white numbers at 4.5:1 or more). */
const MARKER: Record<PathStep['state'], { bg: string; color: string }> = {
  done: { bg: 'green.700', color: 'white' },
  current: { bg: 'blue.600', color: 'white' },
  pending: { bg: 'bg.muted', color: 'fg.muted' },
  rejected: { bg: 'red.600', color: 'white' },
};

/** One step with its people. */
function PathStepItem({ step, index, last }: { step: PathStep; index: number; last: boolean }) {
  const { t, i18n } = useTranslation('process');
  const marker = MARKER[step.state];
  return (
    <HStack as="li" align="stretch" gap="3" data-testid="path-step" data-state={step.state} data-node={step.nodeId}>
      <Stack align="center" gap="0" flexShrink={0}>
        <Circle size="6" bg={marker.bg} color={marker.color} fontSize="xs" fontWeight="bold">
          {step.state === 'done' ? (
            <LuCheck aria-hidden />
          ) : step.state === 'rejected' ? (
            <LuX aria-hidden />
          ) : (
            index + 1
          )}
        </Circle>
        {last ? null : <Box flex="1" w="2px" bg="border" minH="4" />}
      </Stack>
      <Stack gap="1" pb={last ? '0' : '4'} minW="0" flex="1">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{step.name}</Text>
          <Text srOnly>{t(`path.${step.state}`)}</Text>
          {step.kind === 'copy' ? (
            <Badge size="sm" variant="outline">
              {t('path.copy')}
            </Badge>
          ) : null}
          {step.examineMode && step.people.length > 1 ? (
            <Badge size="sm" variant="subtle">
              {t(`path.modes.${step.examineMode}`)}
            </Badge>
          ) : null}
        </HStack>
        {step.people.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('path.noPeople')}
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0.5">
            {step.people.map((p) => (
              <HStack as="li" key={p.userId} gap="2" wrap="wrap" fontSize="sm" data-testid="path-person">
                <Text>{p.name}</Text>
                {p.open ? (
                  <Badge size="sm" colorPalette="blue" variant="solid">
                    {t('path.open')}
                  </Badge>
                ) : null}
                {p.decision ? (
                  <Text color="fg.muted">
                    {t(`kind.${p.decision}`)}
                    {p.decidedAt ? ` · ${processTime(p.decidedAt, i18n.language)}` : ''}
                  </Text>
                ) : null}
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </HStack>
  );
}

/** The whole path, in order. */
export function ProcessPath({ steps }: { steps: PathStep[] }) {
  const { t } = useTranslation('process');
  return (
    <Stack as="ol" listStyleType="none" gap="0" aria-label={t('section.path')} data-testid="process-path">
      {steps.map((step, i) => (
        <PathStepItem key={step.nodeId} step={step} index={i} last={i === steps.length - 1} />
      ))}
    </Stack>
  );
}
