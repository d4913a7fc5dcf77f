/**
 * StartRequestForm (spec §2 /start, the terminal's /apply): fill in a form and send it for
 * approval, shared by the back office and the terminal.
 *
 * - With `defineId`: the definition's latest version (`workflowDefineDetail`), sent with
 *   `processStart` {defineId, formValues, customChoices}.
 * - With `processId`: a process returned to its initiator (`processDetail`: the schema,
 *   workflow and values of its version, prefilled, with the people chosen before), sent with
 *   `processResubmit` {id, formValues, customChoices}.
 *
 * The form is the FormRenderer (react-hook-form + the generated zod schema); under its fields
 * the path preview (ui/approval-path: `processPreview` asked again 500 ms after the values last
 * changed, conditions depend on them), with a picker for each CUSTOM node on the path. Only the
 * choices of CUSTOM nodes on the path are sent. Refusals are shown where they belong: a field
 * (FORM_VALUES_INVALID), a node's picker (CANDIDATE_REQUIRED, CANDIDATE_OUT_OF_RANGE), or over
 * the form. After success: a confirmation with a link to the process (`processPath`).
 */
import { useState } from 'react';
import { Alert, Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { workflowDefineDetail } from '../../platform/contracts/workflow.contract';
import type { CandidateUser } from '../../platform/contracts/workflow-candidate.contract';
import { processDetail, type ProcessRow } from '../../platform/contracts/workflow-process.contract';
import type { FormSchema, FormValues } from '../../platform/forms/form-definition';
import { localText } from '../../platform/forms/local-text';
import { ErrorState } from '../../ui/components';
import { PathPreview, useApprovalPath } from '../../ui/approval-path';
import { FormRenderer } from '../../ui/form-renderer';
import { useCall, useLang } from '../../ui/runtime';
import { FormIcon } from './form-icon';
import { refusalOf, useSendRequest, type RequestTarget } from './use-send-request';

/** Props of {@link StartRequestForm}: give `defineId` (start) or `processId` (resubmit). */
export interface StartRequestFormProps {
  /** The form definition to start. */
  defineId?: number;
  /** The returned process to resubmit (wins over `defineId`). */
  processId?: number;
  /** Where the confirmation's link leads, given the process sent (e.g. `/auditDetail?id=<id>`). */
  processPath: (process: ProcessRow) => string;
  /** The list of forms, for the "back" links. */
  backPath: string;
}

/** The form and its path; see the module comment. */
export function StartRequestForm({ defineId, processId, processPath, backPath }: StartRequestFormProps) {
  if (processId !== undefined)
    return <ResubmitLoader key={processId} processId={processId} processPath={processPath} backPath={backPath} />;
  if (defineId !== undefined)
    return <StartLoader key={defineId} defineId={defineId} processPath={processPath} backPath={backPath} />;
  return <MissingForm backPath={backPath} />;
}

/** "No form was given", with the way back. */
function MissingForm({ backPath }: { backPath: string }) {
  const { t } = useTranslation('processStart');
  return (
    <Stack gap="3" align="center">
      <ErrorState title={t('form.missingId')} />
      <BackLink to={backPath} label={t('form.back')} />
    </Stack>
  );
}

/** A link back to the list of forms. */
function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild size="sm" variant="ghost" alignSelf="start">
      <Link to={to}>{label}</Link>
    </Button>
  );
}

type LoaderProps = { processPath: (process: ProcessRow) => string; backPath: string };

/** Loads the definition to start, then the editor. */
function StartLoader({ defineId, ...rest }: LoaderProps & { defineId: number }) {
  const { t } = useTranslation('processStart');
  const { lang } = useLang();
  const detail = useCall(workflowDefineDetail, { id: defineId }, { staleTime: 0 });
  if (detail.isPending) return <Skeleton height="40" />;
  if (detail.isError) return <ErrorState title={t('form.loadFailed')} error={detail.error} onRetry={detail.refetch} />;
  const d = detail.data;
  return (
    <RequestEditor
      {...rest}
      target={{ kind: 'start', defineId }}
      defineId={defineId}
      title={localText({ cn: d.name, en: d.nameEn, tc: d.nameTc }, lang)}
      description={d.description}
      icon={d.icon}
      schema={d.schema}
      values={{}}
      choices={{}}
    />
  );
}

/** Loads the returned process, then the editor with its values and earlier choices. */
function ResubmitLoader({ processId, ...rest }: LoaderProps & { processId: number }) {
  const { t } = useTranslation('processStart');
  const detail = useCall(processDetail, { id: processId }, { staleTime: 0 });
  if (detail.isPending) return <Skeleton height="40" />;
  if (detail.isError) return <ErrorState title={t('form.loadFailed')} error={detail.error} onRetry={detail.refetch} />;
  const d = detail.data;
  // The people of each node as resolved at submission; only CUSTOM nodes on the path are sent.
  const choices = Object.fromEntries(
    d.path.map((step) => [
      step.nodeId,
      step.people.map((p): CandidateUser => ({ id: p.userId, name: p.name, account: '', orgId: null, orgName: null })),
    ]),
  );
  return (
    <RequestEditor
      {...rest}
      target={{ kind: 'resubmit', processId }}
      defineId={d.defineId}
      title={t('form.resubmitTitle', { name: d.formName })}
      description=""
      icon={d.icon}
      schema={d.schema}
      values={d.formValues}
      choices={choices}
      submitLabel={t('form.resubmit')}
    />
  );
}

/** The form, its path and the sending; see the module comment. */
function RequestEditor({
  target,
  defineId,
  title,
  description,
  icon,
  schema,
  values: initialValues,
  choices: initialChoices,
  submitLabel,
  processPath,
  backPath,
}: LoaderProps & {
  target: RequestTarget;
  defineId: number;
  title: string;
  description: string;
  icon: string;
  schema: FormSchema;
  values: FormValues;
  choices: Record<string, CandidateUser[]>;
  submitLabel?: string;
}) {
  const { t } = useTranslation('processStart');
  const path = useApprovalPath({ defineId, initialValues, initialChoices });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendRequest(target);

  const submit = async (formValues: FormValues) => {
    setFailure(null);
    path.setNodeErrors({});
    try {
      await send.mutateAsync({ formValues, customChoices: path.customChoices() });
    } catch (err) {
      const refusal = refusalOf(err);
      if (refusal.on === 'field' && schema.fields.some((f) => f.id === refusal.field))
        setFieldErrors({ [refusal.field]: refusal.message });
      else if (refusal.on === 'node' && path.steps?.some((s) => s.nodeId === refusal.node))
        path.setNodeErrors({ [refusal.node]: refusal.message });
      else setFailure(refusal.message);
    }
  };

  if (send.data)
    return (
      <Sent
        process={send.data}
        resubmitted={target.kind === 'resubmit'}
        viewPath={processPath(send.data)}
        backPath={backPath}
      />
    );

  return (
    <Stack gap="4" data-testid="start-request">
      <BackLink to={backPath} label={t('form.back')} />
      <HStack gap="3" align="start">
        <FormIcon name={icon} />
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Stack>
      </HStack>
      {failure ? (
        <Alert.Root status="error" data-testid="request-failure">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('form.failed')}</Alert.Title>
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Box maxW="3xl">
        <FormRenderer
          schema={schema}
          value={initialValues}
          onSubmit={submit}
          onValuesChange={path.onValuesChange}
          fieldErrors={fieldErrors}
          submitLabel={submitLabel}
          beforeSubmit={<PathPreview {...path.previewProps} />}
        />
      </Box>
    </Stack>
  );
}

/** The confirmation: sent, where the process stands, and the links on. */
function Sent({
  process,
  resubmitted,
  viewPath,
  backPath,
}: {
  process: ProcessRow;
  resubmitted: boolean;
  viewPath: string;
  backPath: string;
}) {
  const { t } = useTranslation('processStart');
  return (
    <Stack gap="4" data-testid="request-sent">
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t(resubmitted ? 'done.resubmitted' : 'done.started')}</Alert.Title>
          <Alert.Description>
            {process.currentNodeName ? t('done.waiting', { node: process.currentNodeName }) : t('done.finished')}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="2" wrap="wrap">
        <Button asChild colorPalette="blue">
          <Link to={viewPath}>{t('done.view')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={backPath}>{t('done.back')}</Link>
        </Button>
      </HStack>
    </Stack>
  );
}
