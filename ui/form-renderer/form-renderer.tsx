/**
 * The form of a form definition, to fill when starting a process: one input per field
 * (field-inputs.tsx) in definition order, labels in the current language (CN when a
 * translation is empty), validated by the same zod schema the server checks a submission
 * with (platform/forms/form-values-schema.ts) through react-hook-form, its issues shown in the
 * user's language (zod-messages.ts). `onSubmit` receives the parsed values (FormValues).
 * A page may follow the values as they change (`onValuesChange`, e.g. a path preview), mark
 * fields with messages of its own (`fieldErrors`, e.g. a server's refusal) and put content
 * above the submit button (`beforeSubmit`).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Field, Fieldset, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Attachment } from '../../platform/contracts/workflow-candidate.contract';
import type { FormField, FormSchema, FormValues } from '../../platform/forms/form-definition';
import { formValuesSchema, isInputField } from '../../platform/forms/form-values-schema';
import { localText } from '../../platform/forms/local-text';
import { localizeMessage, zodErrorMap } from '../resource-page/zod-messages';
import { FieldInput } from './field-inputs';

/** Props of {@link FormRenderer}. */
export interface FormRendererProps {
  schema: FormSchema;
  /** Start values (e.g. a draft), field id → value; absent fields start empty. */
  value?: FormValues;
  /** Called with the values once they fit the schema; may be async (the button shows it is busy). */
  onSubmit: (values: FormValues) => void | Promise<void>;
  /** Shows the values without inputs to change and without the submit button. */
  readOnly?: boolean;
  /** Attachments the start values refer to, for their names. */
  attachments?: Attachment[];
  /** Names of users the start values refer to, by id. */
  userNames?: Record<number, string>;
  /** The submit button's text (default `formRenderer:submit`). */
  submitLabel?: string;
  /**
   * Called with every change of the values as typed (before validation: a number still text
   * is passed as text), e.g. to preview what they lead to.
   */
  onValuesChange?: (values: FormValues) => void;
  /**
   * Messages to show on fields, field id → text already in the user's language (e.g. a
   * server's refusal of a submission); a new object marks its fields again. A field's next
   * change validates it afresh.
   */
  fieldErrors?: Record<string, string>;
  /** Shown after the fields, above the submit button (e.g. the path the values lead to). */
  beforeSubmit?: ReactNode;
}

/** The first message of an error that may be nested (a date range's issues sit on its two dates). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as FieldError & Record<string, unknown>;
  if (typeof e.message === 'string' && e.message) return e.message;
  for (const v of Object.values(e)) {
    const m = messageOf(v);
    if (m) return m;
  }
  return undefined;
}

/** The form; see the module comment. */
export function FormRenderer({
  schema,
  value = {},
  onSubmit,
  readOnly = false,
  attachments = [],
  userNames = {},
  submitLabel,
  onValuesChange,
  fieldErrors,
  beforeSubmit,
}: FormRendererProps) {
  const { t, i18n } = useTranslation(['formRenderer', 'resource']);
  const lang = i18n.language;
  const translate = (key: string, v?: Record<string, unknown>) => t(key, v ?? {}) as string;
  const resolver = useMemo(
    () =>
      zodResolver(formValuesSchema(schema) as z.ZodType<FormValues, FormValues>, {
        error: zodErrorMap(translate),
      }) as Resolver<FormValues>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the schema or the language changes
    [schema, lang],
  );
  const { control, handleSubmit, formState, setError, watch } = useForm<FormValues>({
    defaultValues: value,
    resolver,
    mode: 'onTouched',
  });
  const changed = useRef(onValuesChange);
  changed.current = onValuesChange;
  useEffect(() => {
    const subscription = watch((values) => changed.current?.({ ...(values as FormValues) }));
    return () => subscription.unsubscribe();
  }, [watch]);
  useEffect(() => {
    const entries = Object.entries(fieldErrors ?? {});
    entries.forEach(([id, message], i) => setError(id, { type: 'server', message }, { shouldFocus: i === 0 }));
  }, [fieldErrors, setError]);
  const [files, setFiles] = useState(() => new Map(attachments.map((a) => [a.id, a])));
  const [names, setNames] = useState(() => new Map(Object.entries(userNames).map(([id, n]) => [Number(id), n])));

  const submit = handleSubmit(async (parsed) => {
    await onSubmit(parsed);
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="form-renderer">
      <Stack gap="4">
        {schema.fields.map((f) =>
          !isInputField(f) ? (
            <Text key={f.id} whiteSpace="pre-wrap" color="fg.muted" data-testid={`description-${f.id}`}>
              {localText(f.content ?? f.label, lang)}
            </Text>
          ) : (
            <Controller
              key={f.id}
              name={f.id}
              control={control}
              render={({ field, fieldState }) => {
                const message = messageOf(fieldState.error);
                return (
                  <FieldFrame
                    field={f}
                    label={localText(f.label, lang)}
                    invalid={!!message}
                    readOnly={readOnly}
                    error={
                      message ? (
                        <span data-testid={`error-${f.id}`}>
                          {localizeMessage(message, translate, (k) => i18n.exists(k))}
                        </span>
                      ) : null
                    }
                  >
                    <FieldInput
                      field={f}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      readOnly={readOnly}
                      invalid={!!message}
                      files={files}
                      onUploaded={(a) => setFiles((m) => new Map(m).set(a.id, a))}
                      userNames={names}
                      onUserPicked={(id, n) => setNames((m) => new Map(m).set(id, n))}
                    />
                  </FieldFrame>
                );
              }}
            />
          ),
        )}
        {beforeSubmit}
        {readOnly ? null : (
          <Button type="submit" colorPalette="blue" alignSelf="start" loading={formState.isSubmitting}>
            {submitLabel ?? t('submit')}
          </Button>
        )}
      </Stack>
    </form>
  );
}

/** Field types whose input is a group (several inputs or a search): a fieldset with a legend. */
const GROUPS = new Set(['multiChoice', 'dateRange', 'user', 'attachment']);

/** The label, required mark and error around one field's input. */
function FieldFrame({
  field,
  label,
  invalid,
  readOnly,
  error,
  children,
}: {
  field: FormField;
  label: string;
  invalid: boolean;
  readOnly: boolean;
  error: ReactNode;
  children: ReactNode;
}) {
  if (GROUPS.has(field.type))
    return (
      <Fieldset.Root invalid={invalid} disabled={readOnly}>
        <Fieldset.Legend textStyle="sm" fontWeight="medium" color="fg">
          {label}
          {field.required ? (
            <Text as="span" color="fg.error" aria-hidden>
              {' *'}
            </Text>
          ) : null}
        </Fieldset.Legend>
        <Fieldset.Content mt="1.5">{children}</Fieldset.Content>
        {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
    );
  return (
    <Field.Root invalid={invalid} readOnly={readOnly} required={field.required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
