/**
 * The add / edit dialog of resource and tree pages: react-hook-form with the
 * form's zod schema (field errors in the user's language, zod-messages.ts), the create
 * or update call, the server's message in the dialog when it refuses, and a success
 * toast. Editing with `form.detail` loads the record first. Clearing a number, select or
 * single tree gives `null` when the field's default or start value is `null`, else `undefined`.
 */
import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Field,
  Fieldset,
  Grid,
  GridItem,
  Portal,
  Spinner,
  Center,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CallContract, CallInput } from '../../platform/contracts/define-call';
import { errorMessage } from '../components';
import { toaster, useApi, useCall } from '../runtime';
import { FieldInput } from './form-fields';
import type { ResourceForm } from './types';
import { localizeMessage, zodErrorMap } from './zod-messages';

/** What the dialog edits: a new record (with its start values) or an existing row. */
export type FormTarget<Row> = { kind: 'create'; values: Record<string, unknown> } | { kind: 'edit'; row: Row };

/** Props of {@link FormDialog}. */
export interface FormDialogProps<Row> {
  form: ResourceForm<Row>;
  ns: string;
  /** Test id prefix of the page (`<id>-form`). */
  id: string;
  /** What is edited; null: closed. */
  target: FormTarget<Row> | null;
  onClose: () => void;
  /** After a successful save (the dialog closes itself through onClose). */
  onSaved: () => void;
}

/** The add / edit dialog (closed while `target` is null). */
export function FormDialog<Row>({ form, ns, id, target, onClose, onSaved }: FormDialogProps<Row>) {
  const { t } = useTranslation([ns, 'resource', 'common']);
  const editing = target?.kind === 'edit';
  const title = editing
    ? form.editTitle
      ? t(form.editTitle)
      : t('resource:edit')
    : form.createTitle
      ? t(form.createTitle)
      : t('resource:add');
  return (
    <Dialog.Root
      open={target !== null}
      placement="center"
      size="lg"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`${id}-form`}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {target ? <FormLoader form={form} ns={ns} target={target} onClose={onClose} onSaved={onSaved} /> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface InnerProps<Row> {
  form: ResourceForm<Row>;
  ns: string;
  target: FormTarget<Row>;
  onClose: () => void;
  onSaved: () => void;
}

const NO_DETAIL = { path: '' } as CallContract;

/** Loads `form.detail` (when editing and declared), then shows the form with the start values. */
function FormLoader<Row>(props: InnerProps<Row>) {
  const { form, target } = props;
  const row = target.kind === 'edit' ? target.row : null;
  const detail = useCall(
    form.detail?.call ?? NO_DETAIL,
    (row && form.detail ? form.detail.input(row) : {}) as CallInput<CallContract>,
    {
      enabled: row !== null && !!form.detail,
      staleTime: 0,
      gcTime: 0,
    },
  );
  if (row !== null && form.detail) {
    if (detail.isError)
      return (
        <Dialog.Body>
          <Alert.Root status="error">
            <Alert.Title>{errorMessage(detail.error)}</Alert.Title>
          </Alert.Root>
        </Dialog.Body>
      );
    if (detail.data === undefined)
      return (
        <Dialog.Body>
          <Center py="8">
            <Spinner />
          </Center>
        </Dialog.Body>
      );
  }
  const values =
    row !== null ? form.toValues(row, detail.data) : (target as { values: Record<string, unknown> }).values;
  return <FormBody {...props} values={values} row={row} />;
}

/** The form itself: fields in a two-column grid, Cancel / OK, the server's refusal above the buttons. */
function FormBody<Row>({
  form,
  ns,
  target,
  onClose,
  onSaved,
  values,
  row,
}: InnerProps<Row> & { values: Record<string, unknown>; row: Row | null }) {
  const { t, i18n } = useTranslation([ns, 'resource', 'common']);
  const api = useApi();
  const [serverError, setServerError] = useState<string | null>(null);
  const translate = (key: string, v?: Record<string, unknown>) => t(key, v ?? {}) as string;
  const resolver = useMemo(
    () =>
      zodResolver(form.schema as z.ZodType<Record<string, unknown>, Record<string, unknown>>, {
        error: zodErrorMap(translate),
      }) as Resolver<Record<string, unknown>>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is fixed while the dialog is open
    [form.schema, i18n.language],
  );
  const { control, handleSubmit, formState } = useForm<Record<string, unknown>>({
    defaultValues: values,
    resolver,
    mode: 'onTouched',
  });
  const editing = target.kind === 'edit';
  const fields = form.fields.filter((f) => !f.only || f.only === (editing ? 'edit' : 'create'));
  const call = editing ? form.update?.call : form.create?.call;

  const submit = handleSubmit(async (parsed) => {
    if (!call) return;
    setServerError(null);
    try {
      const input = form.toInput
        ? await form.toInput(parsed, row)
        : row !== null
          ? { ...parsed, id: (row as { id?: unknown }).id }
          : parsed;
      const output = await api(call, input as CallInput<CallContract>);
      toaster.create({ type: 'success', description: t('resource:saved') });
      form.afterSave?.(output, row);
      onSaved();
    } catch (error) {
      setServerError(errorMessage(error) ?? String(error));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Dialog.Body>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {fields.map((f) => (
            <GridItem
              key={f.name}
              colSpan={{ base: 1, md: f.span ?? (f.kind === 'textarea' || f.kind === 'tree' ? 2 : 1) }}
            >
              <Controller
                name={f.name}
                control={control}
                render={({ field, fieldState }) => (
                  <FieldFrame
                    group={f.kind === 'multiSelect' || (f.kind === 'tree' && !f.single)}
                    label={t(f.label)}
                    help={f.help ? t(f.help) : undefined}
                    invalid={!!fieldState.error}
                    readOnly={editing && !!f.lockedOnEdit}
                    error={
                      firstMessage(fieldState.error) ? (
                        <span data-testid={`error-${f.name}`}>
                          {localizeMessage(firstMessage(fieldState.error)!, translate, (k) => i18n.exists(k))}
                        </span>
                      ) : null
                    }
                  >
                    <FieldInput
                      field={f}
                      ns={ns}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      readOnly={editing && !!f.lockedOnEdit}
                      invalid={!!fieldState.error}
                      emptyValue={
                        f.nullable || form.defaults[f.name] === null || values[f.name] === null ? null : undefined
                      }
                    />
                  </FieldFrame>
                )}
              />
            </GridItem>
          ))}
        </Grid>
        {serverError ? (
          <Alert.Root status="error" mt="4" data-testid="form-error">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={formState.isSubmitting}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" colorPalette="blue" loading={formState.isSubmitting}>
          {t('resource:save')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/**
 * The message of a field's error, or of the first error inside it (a `custom` field holding an object
 * or a list, e.g. a card type's rules: react-hook-form keeps their errors by nested path).
 */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, inner] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}

/** Props of {@link FieldFrame}. */
interface FieldFrameProps {
  /** Several check boxes: a fieldset with a legend (each box keeps its own label). */
  group: boolean;
  label: string;
  help?: string;
  invalid: boolean;
  readOnly: boolean;
  error: ReactNode;
  children: ReactNode;
}

/** The label, help and error around one input (a Field), or around a group of check boxes (a Fieldset). */
function FieldFrame({ group, label, help, invalid, readOnly, error, children }: FieldFrameProps) {
  if (group) {
    return (
      <Fieldset.Root invalid={invalid} disabled={readOnly}>
        <Fieldset.Legend textStyle="sm" fontWeight="medium" color="fg">
          {label}
        </Fieldset.Legend>
        <Fieldset.Content mt="1.5">{children}</Fieldset.Content>
        {help ? <Fieldset.HelperText>{help}</Fieldset.HelperText> : null}
        {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
    );
  }
  return (
    <Field.Root invalid={invalid} readOnly={readOnly}>
      <Field.Label>{label}</Field.Label>
      {children}
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
