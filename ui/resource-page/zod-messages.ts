/**
 * Zod issues → messages in the user's language (field errors of the add / edit
 * form and of import rows). Each issue code maps to a key of the `resource` namespace
 * (`validation.*`) with its bounds as interpolation values; a message the schema set
 * itself is used as an i18n key when one exists, else shown as is.
 */
import type { z } from 'zod';
import { issueText } from '../../platform/i18n/zod-issues';

// The issue → key mapping lives in platform so the server names its refusals after the same keys.
export { issueText, type IssueText } from '../../platform/i18n/zod-issues';

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
