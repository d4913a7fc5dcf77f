/** Reading a three-language text (platform/forms/form-definition.ts LocalText) in the user's language. */
import { useCallback } from 'react';
import type { LocalText } from '../../platform/forms/form-definition';
import { localText } from '../../platform/forms/local-text';
import { useLang } from '../../ui/runtime';

/** A function reading LocalTexts in the current language (platform/forms/local-text.ts: EN and TC fall back to CN). */
export function useLocalText(): (text: LocalText | undefined) => string {
  const { lang } = useLang();
  return useCallback((text) => localText(text, lang), [lang]);
}
