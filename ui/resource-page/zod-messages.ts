/**
 * Zod issues → messages in the user's language (field errors of the add / edit
 * form and of import rows). Each issue code maps to a key of the `resource` namespace
 * (`validation.*`) with its bounds as interpolation values; a message the schema set
 * itself is used as an i18n key when one exists, else shown as is.
 */
import type { z } from 'zod';

/** An i18n key (namespace `resource`) and its interpolation values. */
export interface IssueText {
  key: string;
  values?: Record<string, unknown>;
}

/** A zod 4 issue: raw (in an error map) or final with `reportInput` (the input tells "missing" from "wrong"). */
type Issue = z.core.$ZodRawIssue | z.core.$ZodIssue;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The message key of one issue:
 * - missing value (`invalid_type` on an empty input, `too_small` of 1 on a string or array) → `required`;
 * - `invalid_type` expecting a number → `notNumber`, else `invalid`;
 * - `too_small` / `too_big` → `tooShort` / `tooLong` (strings), `tooFew` / `tooMany` (arrays),
 *   `tooSmall` / `tooLarge` (numbers, dates) with `{ min }` / `{ max }`;
 * - `invalid_format` → `email`, `url` or `format`; `invalid_value` → `notAllowed`;
 * - anything else → `invalid`.
 */
export function issueText(issue: Issue): IssueText {
  const i = issue as Issue & Record<string, unknown>;
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(i.input) || i.received === 'undefined') return { key: 'validation.required' };
      return { key: i.expected === 'number' || i.expected === 'int' ? 'validation.notNumber' : 'validation.invalid' };
    case 'too_small': {
      const min = Number(i.minimum);
      if (i.origin === 'string')
        return min <= 1 ? { key: 'validation.required' } : { key: 'validation.tooShort', values: { min } };
      if (i.origin === 'array' || i.origin === 'set')
        return min <= 1 ? { key: 'validation.required' } : { key: 'validation.tooFew', values: { min } };
      return { key: 'validation.tooSmall', values: { min } };
    }
    case 'too_big': {
      const max = Number(i.maximum);
      if (i.origin === 'string') return { key: 'validation.tooLong', values: { max } };
      if (i.origin === 'array' || i.origin === 'set') return { key: 'validation.tooMany', values: { max } };
      return { key: 'validation.tooLarge', values: { max } };
    }
    case 'invalid_format':
      if (i.format === 'email') return { key: 'validation.email' };
      if (i.format === 'url') return { key: 'validation.url' };
      return { key: 'validation.format' };
    case 'invalid_value':
      return { key: 'validation.notAllowed' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** A translate function: `t(key, values)` (i18next's, bound to any namespace). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * A zod error map for `schema.safeParse(v, { error })` / `zodResolver(schema, { error })`:
 * every issue without a message of its own becomes the translated {@link issueText}
 * (keys under `resource:`).
 */
export function zodErrorMap(t: Translate): (issue: z.core.$ZodRawIssue) => string {
  return (issue) => {
    const { key, values } = issueText(issue);
    return t(`resource:${key}`, values);
  };
}

/**
 * The text of a message the schema set itself: translated when it is an i18n key that
 * exists (`exists`), else unchanged (already translated by {@link zodErrorMap}).
 */
export function localizeMessage(message: string, t: Translate, exists: (key: string) => boolean): string {
  return exists(message) ? t(message) : message;
}
