/**
 * The operation log's summaries are complete: every state-changing call has its entry in
 * CN, EN and TC, every handler's key exists in the three with the same parameters, and
 * rendering and searching behave as the log's reader expects.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allContracts } from '../../platform/contracts/index';
import { LANGS } from '../../platform/i18n/languages';
import operations from '../../platform/i18n/locales/operations';
import { callSummaryKey, operationSummary, renderSummary, summaryKeysMatching } from './operation-summary';

const texts = operations as unknown as Record<string, { calls: Record<string, string>; done: Record<string, string> }>;
const HAN = /\p{Script=Han}/u;

/** The `{{name}}` placeholders of a text, sorted. */
function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
}

/** Every `.ts` file under `dir`, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** The text of `done.<key>` in `lang`: the key itself or, for a counted summary, its `_other` form. */
function doneText(lang: string, key: string): string | undefined {
  const done = texts[lang].done;
  return done[key] ?? done[`${key}_other`];
}

describe('operation summaries', () => {
  const mutating = allContracts.filter((c) => c.mutates ?? c.method === 'POST');

  it('has an entry for every state-changing call in CN, EN and TC, translated', () => {
    expect(mutating.length).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const contract of mutating) {
      const id = callSummaryKey(contract).slice('calls.'.length);
      for (const lang of LANGS) {
        const text = texts[lang].calls[id];
        if (typeof text !== 'string' || !text.trim()) missing.push(`${lang} ${id}`);
        else if (lang !== 'EN' && !HAN.test(text)) missing.push(`${lang} ${id} (untranslated: ${text})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no entry for a call that does not exist or changes nothing', () => {
    const ids = new Set(mutating.map((c) => `${c.method} ${c.path}`));
    for (const lang of LANGS) expect(Object.keys(texts[lang].calls).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("has every handler's key in CN, EN and TC with the same parameters", () => {
    const used = new Set(
      sourceFiles(join(__dirname, '..'))
        .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/operationSummary\(\s*'([A-Za-z]+)'/g)])
        .map((m) => m[1]),
    );
    expect(used.size).toBeGreaterThan(10);
    const keys = new Set(Object.keys(texts.CN.done).map((k) => k.replace(/_other$/, '')));
    for (const key of used) expect(keys.has(key), key).toBe(true);
    for (const key of keys) {
      const cn = doneText('CN', key)!;
      for (const lang of ['EN', 'TC']) {
        const text = doneText(lang, key);
        expect(text, `${lang} done.${key}`).toBeTruthy();
        expect(placeholdersOf(text!), `${lang} done.${key}`).toEqual(placeholdersOf(cn));
      }
      expect(HAN.test(doneText('TC', key)!), `TC done.${key}`).toBe(true);
    }
  });

  it('renders a summary in each language with its parameters and plural form', () => {
    const reset = operationSummary('passwordReset', { account: 'alice' });
    expect(reset).toEqual({ key: 'done.passwordReset', params: { account: 'alice' } });
    expect(renderSummary('CN', reset.key, reset.params, 'x')).toBe('重置 alice 的密码');
    expect(renderSummary('EN', reset.key, reset.params, 'x')).toBe('Reset the password of alice');
    expect(renderSummary('TC', reset.key, reset.params, 'x')).toBe('重置 alice 的密碼');
    expect(renderSummary('EN', 'done.bookingsCancelled', { count: 1 }, 'x')).toBe('Cancelled 1 booking');
    expect(renderSummary('EN', 'done.bookingsCancelled', { count: 3 }, 'x')).toBe('Cancelled 3 bookings');
    expect(renderSummary('CN', 'done.bookingsCancelled', { count: 1 }, 'x')).toBe('取消 1 个预约');
    expect(renderSummary('TC', callSummaryKey({ method: 'POST', path: '/resv/site/add' }), {}, 'x')).toBe('新增場地');
  });

  it('shows the stored text of a row without a key, or with a key no longer known', () => {
    expect(renderSummary('CN', null, null, 'Cancelled 2 booking(s)')).toBe('Cancelled 2 booking(s)');
    expect(renderSummary('TC', 'calls.POST /gone', {}, 'Gone')).toBe('Gone');
  });

  it('finds summary keys by the text of a language, not by parameter names', () => {
    expect(summaryKeysMatching('CN', '重置')).toContain('done.passwordReset');
    expect(summaryKeysMatching('TC', '密碼')).toContain('done.passwordReset');
    expect(summaryKeysMatching('EN', 'BOOKINGS')).toEqual(expect.arrayContaining(['done.bookingsCancelled']));
    expect(summaryKeysMatching('EN', 'add a site')).toEqual([]);
    expect(summaryKeysMatching('EN', 'Added a site')).toEqual(['calls.POST /resv/site/add']);
    expect(summaryKeysMatching('CN', 'account')).not.toContain('done.passwordReset');
  });
});
