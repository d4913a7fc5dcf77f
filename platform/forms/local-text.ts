/**
 * The text of a form's label, placeholder, option or description in one language.
 */
import { parseLang, type Lang } from '../i18n/languages';
import type { LocalText } from './form-definition';

/**
 * `text` in `lang` (CN, EN or TC; anything else reads as CN); an empty or blank EN or TC
 * falls back to CN, the one text a definition must have (form-definition.ts LocalText).
 * An absent text is ''.
 */
export function localText(text: LocalText | undefined | null, lang: Lang | string): string {
  if (!text) return '';
  const l = parseLang(lang);
  const own = l === 'EN' ? text.en : l === 'TC' ? text.tc : text.cn;
  return own?.trim() ? own : text.cn;
}
