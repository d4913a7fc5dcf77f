/**
 * The /systemConfig form's drafts: every setting as the text its control edits, and back
 * to the value the edit call takes (then checked by CONFIG_SCHEMAS).
 */
import type { ConfigKey, ConfigType } from '../../platform/contracts/settings.contract';

/** Draft text of every key. */
export type Drafts = Record<ConfigKey, string>;

/** The control's text of a stored value: origins one per line, booleans `true`/`false`, numbers as digits. */
export function draftOf(type: ConfigType, value: unknown): string {
  if (type === 'origins') return Array.isArray(value) ? value.join('\n') : '';
  return value === null || value === undefined ? '' : String(value);
}

/** The value of a draft: a number (enum), a boolean, a list of trimmed non-empty lines (origins) or the text. */
export function valueOf(type: ConfigType, draft: string): unknown {
  switch (type) {
    case 'enum':
    case 'number':
      return draft.trim() === '' ? Number.NaN : Number(draft);
    case 'boolean':
      return draft === 'true';
    case 'origins':
      return draft
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    default:
      return draft.trim();
  }
}
