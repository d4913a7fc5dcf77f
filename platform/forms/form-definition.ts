/**
 * A form definition: the versioned JSON an administrator builds in the form designer
 * (/building) and that people fill when they start a process (/start, /apply). The same
 * definition drives the browser's form (react-hook-form) and the server's check of a
 * submission, through one zod schema generated from it (form-values-schema.ts).
 *
 * Values travel as `FormValues`: a record from field id to the field's value —
 * text/textarea/singleChoice: string; multiChoice: string[]; number: number; money:
 * integer cents; date: ISO date `YYYY-MM-DD`; dateRange: `[from, to]` ISO dates; user:
 * a user id; org: an organisation id; attachment: media ids. A description field is
 * text shown to the person filling the form and has no value.
 */
import { z } from 'zod';

/** A text in the product's three languages (CN required; an empty EN or TC falls back to CN). */
export const LocalText = z.object({
  cn: z.string().trim().min(1).max(200),
  en: z.string().trim().max(200),
  tc: z.string().trim().max(200),
});
export type LocalText = z.infer<typeof LocalText>;

/** The kinds of field the designer offers. */
export const FieldType = z.enum([
  'text',
  'textarea',
  'number',
  'money',
  'date',
  'dateRange',
  'singleChoice',
  'multiChoice',
  'user',
  'org',
  'attachment',
  'description',
]);
export type FieldType = z.infer<typeof FieldType>;

/** A field id: stable across versions, referred to by workflow conditions (`columnId`). */
export const FieldId = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);

/** One choice of a single or multiple choice field; `value` is what is stored. */
export const FieldOption = z.object({
  value: z.string().trim().min(1).max(64),
  label: LocalText,
});
export type FieldOption = z.infer<typeof FieldOption>;

/**
 * The limits a field may carry; each applies to the field types named.
 * Lengths in characters; `min`/`max` in the field's unit (cents for money);
 * `minDate`/`maxDate` ISO dates; `maxCount` choices (multiChoice) or files (attachment).
 */
export const FieldLimits = z.object({
  /** text, textarea */
  minLength: z.number().int().min(0).max(10000).optional(),
  maxLength: z.number().int().min(1).max(10000).optional(),
  /** number, money (cents) */
  min: z.number().optional(),
  max: z.number().optional(),
  /** number: digits after the decimal point (0 = whole numbers) */
  precision: z.number().int().min(0).max(6).optional(),
  /** date, dateRange */
  minDate: z.iso.date().optional(),
  maxDate: z.iso.date().optional(),
  /** multiChoice, attachment */
  maxCount: z.number().int().min(1).max(100).optional(),
});
export type FieldLimits = z.infer<typeof FieldLimits>;

/** One field of a form. `options` only for choice fields; `content` only for description fields. */
export const FormField = z.object({
  id: FieldId,
  type: FieldType,
  label: LocalText,
  required: z.boolean(),
  placeholder: LocalText.optional(),
  limits: FieldLimits.default({}),
  options: z.array(FieldOption).max(100).optional(),
  /** The text a description field shows. */
  content: LocalText.optional(),
});
export type FormField = z.infer<typeof FormField>;

/** A form's fields, in the order they are shown (at most 100). */
export const FormSchema = z.object({
  fields: z.array(FormField).max(100),
});
export type FormSchema = z.infer<typeof FormSchema>;

/** A submission: field id → value (see the module comment for each type's shape). */
export const FormValues = z.record(z.string(), z.unknown());
export type FormValues = Record<string, unknown>;

/** The field types whose values a workflow condition can compare (`columnType`). */
export const COMPARABLE_FIELD_TYPES = [
  'number',
  'money',
  'date',
  'singleChoice',
  'multiChoice',
  'user',
  'org',
] as const;
