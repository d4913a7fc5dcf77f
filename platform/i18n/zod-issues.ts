/**
 * Zod issues → i18n keys (namespace `resource`, `validation.*`) with their bounds as
 * interpolation values. Shared by the browser (ui/resource-page/zod-messages.ts turns the keys
 * into messages) and the server (platform/forms/form-values-schema.ts names the `context` of
 * FORM_VALUES_INVALID after the same key), so a refusal reads the same on both sides.
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

/** A bound as shown: numbers as numbers, ISO dates (date limits of forms) as they are. */
const bound = (v: unknown) => (typeof v === 'string' ? v : Number(v));

/**
 * The message key of one issue:
 * - missing value (`invalid_type` on an empty input, `too_small` of 1 on a string or array) → `required`;
 * - `invalid_type` expecting a number → `notNumber`, else `invalid`;
 * - `too_small` / `too_big` → `tooShort` / `tooLong` (strings), `tooFew` / `tooMany` (arrays),
 *   `tooSmall` / `tooLarge` (numbers, dates — a date bound is an ISO date) with `{ min }` / `{ max }`;
 * - `not_multiple_of` → `precision` with `{ step }`;
 * - `invalid_format` → `email`, `url` or `format`; `invalid_value` → `notAllowed`;
 * - `custom` with `params.context` (a schema's own rule, e.g. `dateOrder`) → that context;
 * - anything else → `invalid`.
 */
export function issueText(issue: Issue): IssueText {
  const i = issue as Issue & Record<string, unknown>;
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(i.input) || i.received === 'undefined') return { key: 'validation.required' };
      return { key: i.expected === 'number' || i.expected === 'int' ? 'validation.notNumber' : 'validation.invalid' };
    case 'too_small': {
      const min = bound(i.minimum);
      if (i.origin === 'string')
        return Number(min) <= 1 ? { key: 'validation.required' } : { key: 'validation.tooShort', values: { min } };
      if (i.origin === 'array' || i.origin === 'set')
        return Number(min) <= 1 ? { key: 'validation.required' } : { key: 'validation.tooFew', values: { min } };
      return { key: 'validation.tooSmall', values: { min } };
    }
    case 'too_big': {
      const max = bound(i.maximum);
      if (i.origin === 'string') return { key: 'validation.tooLong', values: { max } };
      if (i.origin === 'array' || i.origin === 'set') return { key: 'validation.tooMany', values: { max } };
      return { key: 'validation.tooLarge', values: { max } };
    }
    case 'not_multiple_of':
      return { key: 'validation.precision', values: { step: Number(i.divisor) } };
    case 'invalid_format':
      if (i.format === 'email') return { key: 'validation.email' };
      if (i.format === 'url') return { key: 'validation.url' };
      return { key: 'validation.format' };
    case 'invalid_value':
      return { key: 'validation.notAllowed' };
    case 'custom': {
      const context = (i.params as Record<string, unknown> | undefined)?.context;
      return typeof context === 'string' ? { key: `validation.${context}` } : { key: 'validation.invalid' };
    }
    default:
      return { key: 'validation.invalid' };
  }
}
