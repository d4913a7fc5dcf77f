/**
 * The one zod schema of a submission, generated from its form definition: the browser's
 * form validates with it (zodResolver) and the server checks a submission with it
 * (FORM_VALUES_INVALID), so both refuse the same values for the same reasons. No issue
 * carries a message of its own: codes and bounds map to i18n keys (platform/i18n/zod-issues.ts).
 * Also the integrity check of a definition (FORM_INVALID) that makes such a schema fillable.
 */
import { z } from 'zod';
import { issueText } from '../i18n/zod-issues';
import type { FieldType, FormField, FormSchema, FormValues } from './form-definition';

/** Field types that hold no value (shown text only). */
const NO_VALUE: ReadonlySet<FieldType> = new Set(['description']);

/** Field types whose value is one of, or some of, the field's options. */
const CHOICE: ReadonlySet<FieldType> = new Set(['singleChoice', 'multiChoice']);

/** Whether a field takes a value (every type but description). */
export function isInputField(field: FormField): boolean {
  return !NO_VALUE.has(field.type);
}

/** Most files an attachment field takes when its definition sets no `maxCount`. */
export const ATTACHMENT_DEFAULT_MAX_COUNT = 20;

/** An empty answer: nothing, '' (after trimming) or an empty list — "not filled in". */
const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const IsoDate = z.iso.date();
const EntityId = z.number().int().positive();

/** Pushes `too_small` / `too_big` (origin `date`, the bound an ISO date) when `date` is outside the field's dates. */
function checkDateBounds(date: string, field: FormField, issues: z.core.$ZodRawIssue[], input: unknown) {
  const { minDate, maxDate } = field.limits ?? {};
  // ISO dates compare as strings.
  if (minDate && date < minDate)
    issues.push({ code: 'too_small', origin: 'date', minimum: minDate as never, inclusive: true, input });
  else if (maxDate && date > maxDate)
    issues.push({ code: 'too_big', origin: 'date', maximum: maxDate as never, inclusive: true, input });
}

/** The schema of one field's value when it is filled in (see form-definition.ts for the shapes). */
function valueSchema(field: FormField): z.ZodType {
  const limits = field.limits ?? {};
  const values = (field.options ?? []).map((o) => o.value);
  switch (field.type) {
    case 'text':
    case 'textarea': {
      let s = z.string().trim();
      if (limits.minLength !== undefined) s = s.min(limits.minLength);
      return limits.maxLength !== undefined ? s.max(limits.maxLength) : s;
    }
    case 'number': {
      let n = z.number();
      if (limits.min !== undefined) n = n.min(limits.min);
      if (limits.max !== undefined) n = n.max(limits.max);
      return limits.precision !== undefined ? n.multipleOf(10 ** -limits.precision) : n;
    }
    case 'money': {
      // Integer cents, never negative; the limits are cents too.
      let n = z.number().int().min(0);
      if (limits.min !== undefined) n = n.min(limits.min);
      return limits.max !== undefined ? n.max(limits.max) : n;
    }
    case 'date':
      return IsoDate.check((ctx) => {
        if (typeof ctx.value === 'string') checkDateBounds(ctx.value, field, ctx.issues, ctx.value);
      });
    case 'dateRange':
      return z.tuple([IsoDate, IsoDate]).check((ctx) => {
        const [from, to] = ctx.value;
        checkDateBounds(from, field, ctx.issues, ctx.value);
        checkDateBounds(to, field, ctx.issues, ctx.value);
        if (from > to) ctx.issues.push({ code: 'custom', params: { context: 'dateOrder' }, input: ctx.value });
      });
    case 'singleChoice':
      return values.length ? z.enum(values as [string, ...string[]]) : z.never();
    case 'multiChoice': {
      const one = values.length ? z.enum(values as [string, ...string[]]) : z.never();
      const list = z.array(one).max(limits.maxCount ?? Math.max(values.length, 1));
      return list.check((ctx) => {
        if (new Set(ctx.value).size !== ctx.value.length)
          ctx.issues.push({ code: 'custom', params: { context: 'duplicate' }, input: ctx.value });
      });
    }
    case 'user':
    case 'org':
      return EntityId;
    case 'attachment':
      return z.array(EntityId).max(limits.maxCount ?? ATTACHMENT_DEFAULT_MAX_COUNT);
    default:
      return z.never();
  }
}

/**
 * The zod object schema of a submission of `schema`: one key per input field (description
 * fields have none; unknown keys are stripped). An empty answer (undefined, null, blank text,
 * empty list) is `undefined`: refused as missing (`invalid_type` → `required`) when the field
 * is required, else accepted and left out. Values are the shapes of form-definition.ts.
 */
export function formValuesSchema(schema: FormSchema): z.ZodObject<Record<string, z.ZodType>> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of schema.fields) {
    if (!isInputField(field)) continue;
    const value = valueSchema(field);
    shape[field.id] = z.preprocess((v) => (isEmpty(v) ? undefined : v), field.required ? value : value.optional());
  }
  return z.object(shape);
}

/** What is wrong with a form definition (context of FORM_INVALID, messages `errors:2410001_<problem>`). */
export type FormSchemaProblem = 'duplicateField' | 'options' | 'limits' | 'empty';

/** One problem of a definition: the field it is on (`''` for the whole form) and what it is. */
export interface FormSchemaIssue {
  field: string;
  problem: FormSchemaProblem;
}

/** Whether `limits` leave some value a field of its type can take. */
function limitsFit(field: FormField): boolean {
  const l = field.limits ?? {};
  const { type } = field;
  if ((type === 'text' || type === 'textarea') && l.minLength !== undefined && l.maxLength !== undefined)
    if (l.minLength > l.maxLength) return false;
  if (type === 'number' || type === 'money') {
    if (l.min !== undefined && l.max !== undefined && l.min > l.max) return false;
    // Money is whole cents ≥ 0; a number with a precision needs one multiple of its step within the bounds.
    const step = type === 'money' ? 0 : l.precision;
    if (step !== undefined && (l.min !== undefined || l.max !== undefined)) {
      const scale = 10 ** step;
      const lo = Math.ceil(Math.max(l.min ?? -Infinity, type === 'money' ? 0 : -Infinity) * scale);
      const hi = Math.floor((l.max ?? Infinity) * scale);
      if (lo > hi) return false;
    }
  }
  if ((type === 'date' || type === 'dateRange') && l.minDate && l.maxDate && l.minDate > l.maxDate) return false;
  return true;
}

/**
 * The integrity of a definition, every problem in field order: `duplicateField` (an id used
 * twice, on its second use), `options` (a choice field without options or with an option value
 * twice), `limits` (min > max, minLength > maxLength, minDate > maxDate, or bounds no value of
 * the type fits — money is whole cents ≥ 0, a number keeps its precision), `empty` (no input
 * field at all; field `''`). An empty list: the definition can be filled in.
 */
export function checkFormSchema(schema: FormSchema): FormSchemaIssue[] {
  const issues: FormSchemaIssue[] = [];
  const seen = new Set<string>();
  for (const field of schema.fields) {
    if (seen.has(field.id)) issues.push({ field: field.id, problem: 'duplicateField' });
    seen.add(field.id);
    if (CHOICE.has(field.type)) {
      const values = (field.options ?? []).map((o) => o.value);
      if (values.length === 0 || new Set(values).size !== values.length)
        issues.push({ field: field.id, problem: 'options' });
    }
    if (!limitsFit(field)) issues.push({ field: field.id, problem: 'limits' });
  }
  if (!schema.fields.some(isInputField)) issues.push({ field: '', problem: 'empty' });
  return issues;
}

/**
 * Why a submission is refused, for FORM_VALUES_INVALID (2410002): the field id of the first
 * issue and its `context` — the issue's i18n key without `validation.` (required, tooLong,
 * tooSmall, precision, dateOrder, notAllowed…; messages `errors:2410002_<context>`).
 * Null when `values` fit `schema`.
 */
export function formValueProblems(schema: FormSchema, values: FormValues): { field: string; context: string } | null {
  const result = formValuesSchema(schema).safeParse(values ?? {}, { reportInput: true });
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { field: String(issue.path[0] ?? ''), context: issueText(issue).key.replace(/^validation\./, '') };
}
