/**
 * LanguageSwitch: the language selector of both apps (spec §2 language dropdown, CN / EN /
 * TC). A native select labelled "Language" in the current language; choosing persists
 * the language and switches every text at once.
 */
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGS, parseLang } from '../../platform/i18n/languages';
import { useLang } from './hooks';

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps {
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Width of the control (Chakra size token or CSS), default `auto`. */
  width?: string;
}

/** The language select: 简体中文 / English / 繁體中文. */
export function LanguageSwitch({ size = 'sm', width = 'auto' }: LanguageSwitchProps) {
  const { lang, setLang } = useLang();
  const { t } = useTranslation('common');
  return (
    <NativeSelect.Root size={size} width={width}>
      <NativeSelect.Field
        aria-label={t('language')}
        data-testid="language-switch"
        value={lang}
        onChange={(e) => setLang(parseLang(e.currentTarget.value, lang))}
      >
        {LANGS.map((code) => (
          <option key={code} value={code}>
            {t(`langName.${code}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
