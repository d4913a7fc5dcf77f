/** Reading a three-language text (platform/forms/form-definition.ts LocalText) in the user's language. */
import { useCallback } from 'react';
import type { LocalText } from '../../platform/forms/form-definition';
import type { Lang } from '../../platform/i18n/languages';
import { useLang } from '../../ui/runtime';

/** `text` in `lang`: EN and TC fall back to CN when empty (LocalText's rule); '' for no text. */
export function localTextIn(text: LocalText | undefined, lang: Lang): string {
  if (!text) return '';
  const own = lang === 'EN' ? text.en : lang === 'TC' ? text.tc : text.cn;
  return own.trim() ? own : text.cn;
}

/** A function reading LocalTexts in the current language. */
export function useLocalText(): (text: LocalText | undefined) => string {
  const { lang } = useLang();
  return useCallback((text) => localTextIn(text, lang), [lang]);
}
