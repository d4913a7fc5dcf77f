import { describe, expect, it } from 'vitest';
import { localeModules } from './resources';
import { createI18n } from './create-i18n';
import { Code } from '../protocol/codes';

/** Every leaf key path of a nested text object, e.g. `status.approved`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

/** Key paths with i18next plural suffixes folded (EN has `_one`/`_other`, Chinese only `_other`). */
function logicalKeys(value: unknown): string[] {
  return [...new Set(keyPaths(value).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
}

describe('i18n resources', () => {
  for (const [ns, texts] of Object.entries(localeModules)) {
    it(`namespace ${ns} has the same keys in CN, EN and TC, none empty`, () => {
      const cn = logicalKeys(texts.CN);
      expect(logicalKeys(texts.EN)).toEqual(cn);
      expect(logicalKeys(texts.TC)).toEqual(cn);
      for (const lang of ['CN', 'EN', 'TC'] as const) {
        for (const path of keyPaths(texts[lang])) {
          const text = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts[lang]);
          expect(typeof text === 'string' && text.trim().length > 0, `${lang} ${ns}:${path}`).toBe(true);
        }
      }
    });
  }

  it('has a message for every catalogued error code in every language', () => {
    for (const lang of ['CN', 'EN', 'TC'] as const) {
      const t = createI18n(lang).t;
      for (const code of Object.values(Code)) {
        if (code === Code.OK) continue;
        expect(t(`errors:${code}`), `${lang} ${code}`).not.toBe(String(code));
      }
    }
  });

  it('uses the spec fixed texts (GLOSSARY.md)', () => {
    expect(createI18n('CN').t('common:systemPrompt')).toBe('系统提示');
    expect(createI18n('TC').t('errors:timeout')).toBe('請求逾時');
    expect(createI18n('EN').t(`errors:${Code.PASSWORD_MISMATCH}`)).toBe('The two passwords entered do not match');
  });
});
