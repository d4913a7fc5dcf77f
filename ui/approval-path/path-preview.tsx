/**
 * PathPreview: the path a request would take with the values filled in so far (the answer
 * of `processPreview`), one numbered step per approver or copy node: its kind, name, how
 * several approvers decide (examine mode) and the people it will ask — or, for a node whose
 * people the initiator chooses (CUSTOM, `chooses`), a {@link CandidatePicker}. Steps keep
 * showing while a newer answer loads.
 */
import { Badge, Box, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CandidateUser, PreviewStep } from '../../platform/contracts/workflow-candidate.contract';
import { CandidatePicker } from './candidate-picker';

/** Props of {@link PathPreview}. */
export interface PathPreviewProps {
  defineId: number;
  /** The booking's site, when the form is the one a booking of it must fill (for the pickers). */
  siteId?: number;
  /** The steps of the latest answer (undefined before the first). */
  steps: PreviewStep[] | undefined;
  /** Whether a newer answer is on its way. */
  loading: boolean;
  /** The people chosen per CUSTOM node id. */
  choices: Record<string, CandidateUser[]>;
  onChoose: (nodeId: string, chosen: CandidateUser[]) => void;
  /** Messages per node id (the server's refusals), shown under the node's picker. */
  nodeErrors: Record<string, string>;
}

/** The preview; see the module comment. */
export function PathPreview({ defineId, siteId, steps, loading, choices, onChoose, nodeErrors }: PathPreviewProps) {
  const { t } = useTranslation('approvalPath');
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle" data-testid="path-preview">
      <HStack justify="space-between" mb="1">
        <Heading as="h2" size="md">
          {t('preview.title')}
        </Heading>
        {loading ? <Spinner size="sm" aria-label={t('preview.loading')} /> : null}
      </HStack>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('preview.hint')}
      </Text>
      {steps === undefined ? null : steps.length === 0 ? (
        <Text data-testid="preview-empty">{t('preview.empty')}</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="3">
          {steps.map((step, i) => (
            <StepItem
              key={step.nodeId}
              index={i + 1}
              step={step}
              defineId={defineId}
              siteId={siteId}
              chosen={choices[step.nodeId] ?? []}
              onChoose={(chosen) => onChoose(step.nodeId, chosen)}
              error={nodeErrors[step.nodeId]}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** One step of the path. */
function StepItem({
  index,
  step,
  defineId,
  siteId,
  chosen,
  onChoose,
  error,
}: {
  index: number;
  step: PreviewStep;
  defineId: number;
  siteId: number | undefined;
  chosen: CandidateUser[];
  onChoose: (chosen: CandidateUser[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation(['approvalPath', 'workflowDesigner']);
  return (
    <Stack as="li" gap="1.5" bg="bg" borderRadius="md" p="3" data-testid={`preview-step-${step.nodeId}`}>
      <HStack gap="2" wrap="wrap">
        <Badge variant="solid" colorPalette="gray" borderRadius="full">
          {index}
        </Badge>
        <Badge colorPalette={step.kind === 'approver' ? 'blue' : 'purple'}>{t(`preview.${step.kind}`)}</Badge>
        <Text fontWeight="medium">{step.name}</Text>
        {step.kind === 'approver' && step.examineMode ? (
          <Text fontSize="sm" color="fg.muted">
            {t(`workflowDesigner:drawer.modes.${step.examineMode}`)}
          </Text>
        ) : null}
      </HStack>
      {step.chooses ? (
        <Stack gap="1">
          <Text fontSize="sm">
            {t('preview.chooses')} · {t(step.multiple ? 'preview.choosesMany' : 'preview.choosesOne')}
          </Text>
          <CandidatePicker
            defineId={defineId}
            siteId={siteId}
            nodeId={step.nodeId}
            multiple={step.multiple}
            chosen={chosen}
            onChange={onChoose}
            error={error}
          />
        </Stack>
      ) : step.users.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('preview.nobody')}
        </Text>
      ) : (
        <Text fontSize="sm" data-testid={`people-${step.nodeId}`}>
          {step.users.map((u) => u.name).join(', ')}
        </Text>
      )}
      {!step.chooses && error ? (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
