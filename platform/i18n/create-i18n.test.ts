import { describe, expect, it } from 'vitest';
import { applyTextOverrides, createI18n } from './create-i18n';
import { localeModules } from './resources';

describe('applyTextOverrides', () => {
  it('puts overrides (dotted keys too) over the shipped texts of one language only', () => {
    const i18n = createI18n('EN');
    const shipped = i18n.t('common:logout');
    applyTextOverrides(i18n, 'EN', { common: { logout: 'Sign off', 'langName.EN': 'Anglais' } });
    expect(i18n.t('common:logout')).toBe('Sign off');
    expect(i18n.t('common:langName.EN')).toBe('Anglais');
    expect(i18n.t('common:langName.TC')).not.toBe('langName.TC');
    expect(i18n.t('common:logout', { lng: 'TC' })).not.toBe('Sign off');
    expect(shipped).not.toBe('Sign off');
  });

  it('leaves the shipped modules and other instances alone', () => {
    const a = createI18n('EN');
    applyTextOverrides(a, 'EN', { common: { logout: 'Sign off' } });
    expect(createI18n('EN').t('common:logout')).not.toBe('Sign off');
    expect((localeModules.common.EN as Record<string, unknown>).logout).not.toBe('Sign off');
  });
});

describe('plurals', () => {
  it('takes the Chinese texts for a count of one in CN and TC, the singular in EN', () => {
    expect(createI18n('CN').t('workflowDesigner:conditionCount', { count: 1 })).toBe('1 个条件');
    expect(createI18n('TC').t('workflowDesigner:conditionCount', { count: 1 })).toBe('1 個條件');
    expect(createI18n('EN').t('workflowDesigner:conditionCount', { count: 1 })).toBe('1 condition');
    expect(createI18n('EN').t('workflowDesigner:conditionCount', { count: 2 })).toBe('2 conditions');
  });
});
