/**
 * ProcessDetailView: one approval process for the people in it (spec §2 /myTodo …
 * /auditDetail) — a header (form name, initiator, status badge, times, who it waits for),
 * the caller's actions (ProcessActionBar, only what `detail.actions` allows), the form's
 * values (FormValuesView: the people and files they name by the detail's `people` and
 * `attachments`, files as download links), the path (ProcessPath) and the timeline (ProcessTimeline).
 * One column, so it fits a phone; sections separate on wider screens.
 */
import type { ReactNode } from 'react';
import { Box, DataList, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProcessDetail } from '../../platform/contracts/workflow-process.contract';
import { FormValuesView } from '../form-renderer';
import { processTime } from './format';
import { ProcessActionBar } from './process-action-bar';
import { ProcessPath } from './process-path';
import { ProcessTimeline } from './process-timeline';
import { ProcessStatusBadge } from './status-badge';

/** Props of {@link ProcessDetailView}. */
export interface ProcessDetailViewProps {
  detail: ProcessDetail;
  /** Called after an action went through (refetch). */
  onChanged: () => void;
  /** Where "Resubmit" leads for this process (the app's start page); without it no resubmit button. */
  resubmitHref?: string;
}

/** A titled section. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** See the module comment. */
export function ProcessDetailView({ detail, onChanged, resubmitHref }: ProcessDetailViewProps) {
  const { t, i18n } = useTranslation('process');
  const lang = i18n.language;
  const nodeNames = new Map(detail.path.map((s) => [s.nodeId, s.name]));
  const userNames = Object.fromEntries(detail.people.map((p) => [p.id, p.name]));
  const times: [string, string | null][] = [
    ['header.createdAt', detail.createdAt],
    ['header.updatedAt', detail.updatedAt],
    ['header.endedAt', detail.endedAt],
  ];
  return (
    <Stack gap="5" data-testid="process-detail" data-id={detail.id}>
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" minW="0">
            {detail.formName}
          </Heading>
          <ProcessStatusBadge status={detail.status} />
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          <DataList.Item>
            <DataList.ItemLabel>{t('header.initiator')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {detail.initiatorName}
              {detail.initiatorOrgName ? ` · ${detail.initiatorOrgName}` : ''}
            </DataList.ItemValue>
          </DataList.Item>
          {times.map(([label, at]) =>
            at ? (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
                <DataList.ItemValue>{processTime(at, lang)}</DataList.ItemValue>
              </DataList.Item>
            ) : null,
          )}
          {detail.currentNodeName ? (
            <DataList.Item>
              <DataList.ItemLabel>{t('header.currentNode')}</DataList.ItemLabel>
              <DataList.ItemValue>{detail.currentNodeName}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
        </DataList.Root>
        {detail.currentApprovers.length ? (
          <Text fontSize="sm" color="fg.muted">
            {t('header.waitingFor', { names: detail.currentApprovers.join(', ') })}
          </Text>
        ) : null}
      </Stack>
      <ProcessActionBar id={detail.id} actions={detail.actions} onChanged={onChanged} resubmitHref={resubmitHref} />
      <Separator />
      <Section title={t('section.values')}>
        <Box>
          <FormValuesView
            schema={detail.schema}
            values={detail.formValues}
            userNames={userNames}
            attachments={detail.attachments}
          />
        </Box>
      </Section>
      <Separator />
      <Section title={t('section.path')}>
        <ProcessPath steps={detail.path} />
      </Section>
      <Separator />
      <Section title={t('section.timeline')}>
        <ProcessTimeline history={detail.history} nodeNames={nodeNames} />
      </Section>
    </Stack>
  );
}
