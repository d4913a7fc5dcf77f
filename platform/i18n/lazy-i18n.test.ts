/**
 * The browser's i18next instance (lazy-i18n.ts): the first page's namespaces at once, every
 * other one once its chunk is in — through a namespace asked for, or added for `ns:key` reads —
 * with overrides applied meanwhile kept over the shipped texts.
 */
import { describe, expect, it } from 'vitest';
import { Code } from '../protocol/codes';
import { applyTextOverrides } from './i18n-core';
import { createI18n } from './create-i18n';
import { createLazyI18n, textsLoaded } from './lazy-i18n';

describe('createLazyI18n', () => {
  it("holds the first page's namespaces at once and the others after the chunk, as the bundled texts", async () => {
    const bundled = createI18n('EN');
    const lazy = createLazyI18n('EN');
    expect(lazy.t('auth:login.title')).toBe(bundled.t('auth:login.title'));
    expect(lazy.t('common:logout')).toBe(bundled.t('common:logout'));
    expect(lazy.hasResourceBundle('EN', 'workflowDesigner')).toBe(false);
    await textsLoaded(lazy);
    for (const lng of ['CN', 'EN', 'TC']) {
      expect(lazy.t('workflowDesigner:conditionCount', { count: 2, lng })).toBe(
        bundled.t('workflowDesigner:conditionCount', { count: 2, lng }),
      );
    }
  });

  it("has the catalogue's own error codes at once, the domains' with the chunk, keeping an override", async () => {
    const bundled = createI18n('TC');
    const lazy = createLazyI18n('TC');
    const own = `errors:${Code.TOKEN_EXPIRED}`;
    const domain = `errors:${Code.MEAL_VOUCHER_TICKET_TYPE_UNKNOWN}`;
    expect(lazy.t(own)).toBe(bundled.t(own));
    expect(lazy.exists(domain)).toBe(false);
    applyTextOverrides(lazy, 'TC', { errors: { [String(Code.TOKEN_EXPIRED)]: '請重新登入' } });
    await textsLoaded(lazy);
    expect(lazy.t(domain)).toBe(bundled.t(domain));
    expect(lazy.t(domain)).not.toBe(domain);
    expect(lazy.t(own)).toBe('請重新登入');
  });

  it('loads a namespace asked for through the back end, keeping an override applied before', async () => {
    const lazy = createLazyI18n('EN');
    applyTextOverrides(lazy, 'EN', { workflowDesigner: { conditionCount_other: '{{count}} rules' } });
    await lazy.loadNamespaces('workflowDesigner');
    await textsLoaded(lazy);
    expect(lazy.t('workflowDesigner:conditionCount', { count: 2 })).toBe('2 rules');
    expect(lazy.t('workflowDesigner:conditionCount', { count: 1 })).toBe('1 condition');
  });
});
