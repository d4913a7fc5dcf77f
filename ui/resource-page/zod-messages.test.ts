import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createI18n } from '../../platform/i18n/create-i18n';
import { issueText, localizeMessage, zodErrorMap } from './zod-messages';

const schema = z.object({
  name: z.string().trim().min(1).max(5),
  code: z.string().min(3),
  sort: z.number().int().min(0).max(99),
  email: z.email().optional(),
  roles: z.array(z.number()).min(1),
  kind: z.enum(['a', 'b']),
  note: z.string().min(1, 'resource:validation.format'),
});

function issuesOf(value: unknown) {
  const r = schema.safeParse(value, { reportInput: true });
  if (r.success) throw new Error('expected issues');
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), issueText(i)]));
}

describe('zod issue → message', () => {
  it('maps issue codes to resource keys with their bounds', () => {
    expect(issuesOf({ name: '', code: 'ab', sort: 100, email: 'x', roles: [], kind: 'c', note: 'n' })).toEqual({
      name: { key: 'validation.required' },
      code: { key: 'validation.tooShort', values: { min: 3 } },
      sort: { key: 'validation.tooLarge', values: { max: 99 } },
      email: { key: 'validation.email' },
      roles: { key: 'validation.required' },
      kind: { key: 'validation.notAllowed' },
    });
    expect(issuesOf({ name: 'toolong', code: 'abc', sort: Number.NaN, roles: [1], kind: 'a', note: 'n' })).toEqual({
      name: { key: 'validation.tooLong', values: { max: 5 } },
      sort: { key: 'validation.notNumber' },
    });
    expect(issuesOf({ code: 'abc', sort: -1, roles: [1], kind: 'a', note: 'n' })).toEqual({
      name: { key: 'validation.required' },
      sort: { key: 'validation.tooSmall', values: { min: 0 } },
    });
  });

  it('translates through the error map, keeping messages the schema set', () => {
    const i18n = createI18n('EN');
    const t = (k: string, v?: Record<string, unknown>) => i18n.t(k, v);
    const r = schema.safeParse(
      { name: 'toolong', code: '', sort: 1, roles: [1], kind: 'a', note: '' },
      { error: zodErrorMap(t) },
    );
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => localizeMessage(i.message, t, (k) => i18n.exists(k)));
    expect(messages).toEqual(['At most 5 characters', 'At least 3 characters', 'Invalid format']);
    const tc = createI18n('TC');
    const r2 = schema.safeParse({}, { error: zodErrorMap((k, v) => tc.t(k, v)) });
    expect(r2.error!.issues[0].message).toBe('此項為必填項');
  });
});
