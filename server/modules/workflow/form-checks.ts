/**
 * The structural check of a form definition before it is saved (FORM_INVALID, contexts of
 * platform/protocol/codes.ts): field ids unique, choice fields with distinct options, limits
 * in order, at least one field that takes a value. The zod schema of the contract has already
 * checked each field's own shape.
 */
import type { FormField, FormSchema } from '../../../platform/forms/form-definition';

/** A problem of a form definition: the field (id, or `''` for the whole form) and the context of the message. */
export interface FormProblem {
  field: string;
  context: 'duplicateField' | 'options' | 'limits' | 'empty';
}

const CHOICE_TYPES = new Set<FormField['type']>(['singleChoice', 'multiChoice']);

/** True when a field's limits contradict each other (a lower bound above its upper bound). */
function limitsContradict({ limits }: FormField): boolean {
  const above = (low?: number | string, high?: number | string) =>
    low !== undefined && high !== undefined && low > high;
  return (
    above(limits.minLength, limits.maxLength) || above(limits.min, limits.max) || above(limits.minDate, limits.maxDate)
  );
}

/** The first problem of `schema`, in field order, or null when it may be saved. */
export function formProblem(schema: FormSchema): FormProblem | null {
  const seen = new Set<string>();
  for (const field of schema.fields) {
    if (seen.has(field.id)) return { field: field.id, context: 'duplicateField' };
    seen.add(field.id);
    if (CHOICE_TYPES.has(field.type)) {
      const values = (field.options ?? []).map((o) => o.value);
      if (!values.length || new Set(values).size !== values.length) return { field: field.id, context: 'options' };
    }
    if (limitsContradict(field)) return { field: field.id, context: 'limits' };
  }
  if (!schema.fields.some((f) => f.type !== 'description')) return { field: '', context: 'empty' };
  return null;
}
