/**
 * The wizard's progress line: Site → Time → Details (→ Done), as an ordered list with
 * the current step marked `aria-current="step"` (texts `booking:steps.*`).
 */
import { Box, Circle, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck } from 'react-icons/lu';

/** Steps shown, in order. */
const STEPS = ['scene', 'time', 'form', 'done'] as const;

/** Props of {@link BookingSteps}: the index of the current step (0 Site … 3 Done). */
export interface BookingStepsProps {
  current: 0 | 1 | 2 | 3;
}

/** A compact horizontal stepper. */
export function BookingSteps({ current }: BookingStepsProps) {
  const { t } = useTranslation('booking');
  return (
    <HStack as="ol" aria-label={t('steps.label')} listStyleType="none" gap="0" w="full" data-testid="booking-steps">
      {STEPS.map((key, i) => {
        const done = i < current || current === 3;
        const active = i === current;
        return (
          <HStack
            as="li"
            key={key}
            flex={i < STEPS.length - 1 ? '1' : 'none'}
            gap="2"
            aria-current={active ? 'step' : undefined}
          >
            <HStack gap="1.5" flexShrink={0}>
              <Circle
                size="6"
                fontSize="xs"
                fontWeight="bold"
                bg={done || active ? 'teal.solid' : 'bg.muted'}
                color={done || active ? 'white' : 'fg.muted'}
              >
                {done ? <LuCheck /> : i + 1}
              </Circle>
              <Text
                fontSize="sm"
                fontWeight={active ? 'semibold' : 'normal'}
                color={active ? 'fg' : 'fg.muted'}
                display={{ base: active ? 'block' : 'none', sm: 'block' }}
              >
                {t(`steps.${key}`)}
              </Text>
            </HStack>
            {i < STEPS.length - 1 ? <Box flex="1" h="2px" bg={i < current ? 'teal.solid' : 'border'} mx="1" /> : null}
          </HStack>
        );
      })}
    </HStack>
  );
}
