import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FieldType, FormSchema, type FormField } from './form-definition';
import { checkFormSchema, formValueProblems, formValuesSchema } from './form-values-schema';
import { localText } from './local-text';

const text = (cn: string, en = '', tc = '') => ({ cn, en, tc });

/** A field with the defaults of the definition's zod schema. */
const field = (id: string, type: FieldType, extra: Partial<FormField> = {}): FormField => ({
  id,
  type,
  label: text(id),
  required: false,
  limits: {},
  ...extra,
});

const options = (...values: string[]) => values.map((v) => ({ value: v, label: text(v) }));

const form: FormSchema = {
  fields: [
    field('title', 'text', { required: true, limits: { minLength: 2, maxLength: 5 } }),
    field('note', 'textarea'),
    field('count', 'number', { limits: { min: 1, max: 10, precision: 1 } }),
    field('fee', 'money', { required: true, limits: { max: 100000 } }),
    field('day', 'date', { limits: { minDate: '2026-01-01', maxDate: '2026-12-31' } }),
    field('span', 'dateRange'),
    field('kind', 'singleChoice', { options: options('a', 'b') }),
    field('tags', 'multiChoice', { options: options('x', 'y', 'z'), limits: { maxCount: 2 } }),
    field('who', 'user'),
    field('dept', 'org'),
    field('files', 'attachment', { limits: { maxCount: 2 } }),
    field('intro', 'description', { content: text('说明') }),
  ],
};

describe('formValuesSchema', () => {
  it('accepts the value shape of every field type, strips unknown keys and description fields', () => {
    const values = {
      title: ' Hall ',
      note: '',
      count: 2.5,
      fee: 1234,
      day: '2026-03-01',
      span: ['2026-03-01', '2026-03-02'],
      kind: 'a',
      tags: ['x', 'z'],
      who: 7,
      dept: 3,
      files: [11, 12],
      intro: 'ignored',
      other: 1,
    };
    const parsed = formValuesSchema(form).parse(values);
    expect(parsed).toEqual({
      title: 'Hall',
      note: undefined,
      count: 2.5,
      fee: 1234,
      day: '2026-03-01',
      span: ['2026-03-01', '2026-03-02'],
      kind: 'a',
      tags: ['x', 'z'],
      who: 7,
      dept: 3,
      files: [11, 12],
    });
    expect(formValueProblems(form, values)).toBeNull();
  });

  it('names the field and the kind of the first problem', () => {
    const ok = { title: 'Hall', fee: 0 };
    expect(formValueProblems(form, {})).toEqual({ field: 'title', context: 'required' });
    expect(formValueProblems(form, { ...ok, title: '  ' })).toEqual({ field: 'title', context: 'required' });
    expect(formValueProblems(form, { ...ok, title: 'H' })).toEqual({ field: 'title', context: 'tooShort' });
    expect(formValueProblems(form, { ...ok, title: 'Halls!' })).toEqual({ field: 'title', context: 'tooLong' });
    expect(formValueProblems(form, { ...ok, count: 2.55 })).toEqual({ field: 'count', context: 'precision' });
    expect(formValueProblems(form, { ...ok, count: 11 })).toEqual({ field: 'count', context: 'tooLarge' });
    expect(formValueProblems(form, { ...ok, count: '3' })).toEqual({ field: 'count', context: 'notNumber' });
    expect(formValueProblems(form, { ...ok, fee: 12.5 })).toEqual({ field: 'fee', context: 'notNumber' });
    expect(formValueProblems(form, { ...ok, fee: -1 })).toEqual({ field: 'fee', context: 'tooSmall' });
    expect(formValueProblems(form, { ...ok, fee: 100001 })).toEqual({ field: 'fee', context: 'tooLarge' });
    expect(formValueProblems(form, { ...ok, day: '2025-12-31' })).toEqual({ field: 'day', context: 'tooSmall' });
    expect(formValueProblems(form, { ...ok, day: '2027-01-01' })).toEqual({ field: 'day', context: 'tooLarge' });
    expect(formValueProblems(form, { ...ok, day: '2026-02-30' })).toEqual({ field: 'day', context: 'format' });
    expect(formValueProblems(form, { ...ok, span: ['2026-03-02', '2026-03-01'] })).toEqual({
      field: 'span',
      context: 'dateOrder',
    });
    expect(formValueProblems(form, { ...ok, kind: 'c' })).toEqual({ field: 'kind', context: 'notAllowed' });
    expect(formValueProblems(form, { ...ok, tags: ['x', 'y', 'z'] })).toEqual({ field: 'tags', context: 'tooMany' });
    expect(formValueProblems(form, { ...ok, tags: ['x', 'x'] })).toEqual({ field: 'tags', context: 'duplicate' });
    expect(formValueProblems(form, { ...ok, who: 0 })).toEqual({ field: 'who', context: 'tooSmall' });
    expect(formValueProblems(form, { ...ok, files: [1, 2, 3] })).toEqual({ field: 'files', context: 'tooMany' });
    expect(formValueProblems(form, { ...ok, files: ['a'] })).toEqual({ field: 'files', context: 'notNumber' });
  });
});

describe('checkFormSchema', () => {
  it('finds duplicate ids, bad options, crossed limits and forms without an input field', () => {
    expect(checkFormSchema(form)).toEqual([]);
    expect(
      checkFormSchema({
        fields: [
          field('a', 'text', { limits: { minLength: 5, maxLength: 4 } }),
          field('a', 'number', { limits: { min: 2, max: 1 } }),
          field('b', 'singleChoice'),
          field('c', 'multiChoice', { options: options('x', 'x') }),
          field('d', 'date', { limits: { minDate: '2026-02-01', maxDate: '2026-01-31' } }),
          field('e', 'number', { limits: { min: 0.11, max: 0.19, precision: 1 } }),
          field('f', 'money', { limits: { max: -1 } }),
        ],
      }),
    ).toEqual([
      { field: 'a', problem: 'limits' },
      { field: 'a', problem: 'duplicateField' },
      { field: 'a', problem: 'limits' },
      { field: 'b', problem: 'options' },
      { field: 'c', problem: 'options' },
      { field: 'd', problem: 'limits' },
      { field: 'e', problem: 'limits' },
      { field: 'f', problem: 'limits' },
    ]);
    expect(checkFormSchema({ fields: [field('intro', 'description')] })).toEqual([{ field: '', problem: 'empty' }]);
    expect(checkFormSchema({ fields: [] })).toEqual([{ field: '', problem: 'empty' }]);
  });
});

describe('localText', () => {
  it('reads the language and falls back to CN on an empty translation', () => {
    const t = text('名称', 'Name', ' ');
    expect([localText(t, 'CN'), localText(t, 'EN'), localText(t, 'TC'), localText(t, 'xx')]).toEqual([
      '名称',
      'Name',
      '名称',
      '名称',
    ]);
    expect(localText(undefined, 'EN')).toBe('');
  });
});

// --- properties ----------------------------------------------------------------------

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 0, 1);
const iso = (n: number) => new Date(BASE + n * DAY).toISOString().slice(0, 10);
const dayNumber = (d: string) => Math.round((Date.parse(d) - BASE) / DAY);

const optionalInt = (min: number, max: number) => fc.option(fc.integer({ min, max }), { nil: undefined });

/** Fields of every type with arbitrary (possibly crossed) limits; checkFormSchema sorts out the unfillable ones. */
const arbField: fc.Arbitrary<FormField> = fc
  .record({
    type: fc.constantFrom(...FieldType.options),
    required: fc.boolean(),
    minLength: optionalInt(0, 20),
    maxLength: optionalInt(1, 20),
    min: fc.option(fc.double({ min: -1000, max: 1000, noNaN: true }), { nil: undefined }),
    max: fc.option(fc.double({ min: -1000, max: 1000, noNaN: true }), { nil: undefined }),
    precision: optionalInt(0, 3),
    minDate: optionalInt(-30, 30),
    maxDate: optionalInt(-30, 30),
    maxCount: optionalInt(1, 4),
    options: fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 5 }),
  })
  .map((r) => ({
    id: 'f',
    type: r.type,
    label: text('字段'),
    required: r.required,
    limits: {
      minLength: r.minLength,
      maxLength: r.maxLength,
      min: r.type === 'money' && r.min !== undefined ? Math.round(r.min * 100) : r.min,
      max: r.type === 'money' && r.max !== undefined ? Math.round(r.max * 100) : r.max,
      precision: r.precision,
      minDate: r.minDate === undefined ? undefined : iso(r.minDate),
      maxDate: r.maxDate === undefined ? undefined : iso(r.maxDate),
      maxCount: r.maxCount,
    },
    options: r.type === 'singleChoice' || r.type === 'multiChoice' ? options(...r.options) : undefined,
  }));

const arbSchema: fc.Arbitrary<FormSchema> = fc
  .array(arbField, { minLength: 1, maxLength: 8 })
  .map((fields) => FormSchema.parse({ fields: fields.map((f, i) => ({ ...f, id: `f${i}` })) }))
  .filter((s) => checkFormSchema(s).length === 0);

/** A value of `f` within its limits. */
function arbValue(f: FormField): fc.Arbitrary<unknown> {
  const l = f.limits;
  const lo = (d: number) => (l.minDate ? Math.max(dayNumber(l.minDate), d) : d);
  const hi = (d: number) => (l.maxDate ? Math.min(dayNumber(l.maxDate), d) : d);
  switch (f.type) {
    case 'text':
    case 'textarea': {
      const minLength = Math.max(l.minLength ?? 0, 1);
      // No blanks: trimming does not shorten the text.
      const unit = fc.constantFrom('a', 'b', 'Z', '中', '_');
      return fc.string({ unit, minLength, maxLength: Math.max(l.maxLength ?? 30, minLength) });
    }
    case 'number': {
      if (l.precision === undefined) return fc.double({ min: l.min ?? -1e6, max: l.max ?? 1e6, noNaN: true });
      const scale = 10 ** l.precision;
      const min = Math.ceil((l.min ?? -1e6) * scale);
      const max = Math.floor((l.max ?? 1e6) * scale);
      return fc.integer({ min, max }).map((n) => n / scale);
    }
    case 'money':
      return fc.integer({ min: Math.max(0, Math.ceil(l.min ?? 0)), max: Math.floor(l.max ?? 1e9) });
    case 'date':
      return fc.integer({ min: lo(-60), max: hi(60) }).map(iso);
    case 'dateRange':
      return fc
        .tuple(fc.integer({ min: lo(-60), max: hi(60) }), fc.integer({ min: lo(-60), max: hi(60) }))
        .map(([a, b]) => [iso(Math.min(a, b)), iso(Math.max(a, b))]);
    case 'singleChoice':
      return fc.constantFrom(...f.options!.map((o) => o.value));
    case 'multiChoice':
      return fc.subarray(
        f.options!.map((o) => o.value),
        { minLength: 1, maxLength: Math.min(l.maxCount ?? 100, f.options!.length) },
      );
    case 'user':
    case 'org':
      return fc.integer({ min: 1, max: 1e6 });
    case 'attachment':
      return fc.uniqueArray(fc.integer({ min: 1, max: 1e6 }), { minLength: 1, maxLength: l.maxCount ?? 20 });
    default:
      return fc.constant(undefined);
  }
}

const arbFilled = arbSchema.chain((schema) =>
  fc
    .tuple(...schema.fields.map((f) => (f.required ? arbValue(f) : fc.option(arbValue(f), { nil: undefined }))))
    .map((vs) => ({ schema, values: Object.fromEntries(schema.fields.map((f, i) => [f.id, vs[i]])) })),
);

describe('formValuesSchema properties', () => {
  it('accepts values generated to fit any definition that passes checkFormSchema', () => {
    fc.assert(
      fc.property(arbFilled, ({ schema, values }) => {
        expect(formValueProblems(schema, values)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a value that breaks one limit, naming that field', () => {
    /** A value of `f` that breaks one of its limits (or its shape), or null when it has none to break. */
    const broken = (f: FormField): fc.Arbitrary<unknown> | null => {
      const l = f.limits;
      switch (f.type) {
        case 'text':
        case 'textarea':
          return l.maxLength !== undefined ? fc.constant('x'.repeat(l.maxLength + 1)) : fc.constant(12);
        case 'number':
          if (l.max !== undefined) return fc.constant(l.max + 1);
          if (l.min !== undefined) return fc.constant(l.min - 1);
          return l.precision !== undefined ? fc.constant(0.5 * 10 ** -l.precision) : fc.constant('1');
        case 'money':
          return l.max !== undefined ? fc.constant(l.max + 1) : fc.constant(-1);
        case 'date':
          return l.maxDate ? fc.constant(iso(dayNumber(l.maxDate) + 1)) : fc.constant('2026-13-01');
        case 'dateRange':
          return fc.constant([iso(1), iso(0)]);
        case 'singleChoice':
          return fc.constant('zz');
        case 'multiChoice':
          return fc.constant(['zz']);
        case 'user':
        case 'org':
          return fc.constant(-3);
        case 'attachment':
          return fc.constant(Array.from({ length: (l.maxCount ?? 20) + 1 }, (_, i) => i + 1));
        default:
          return null;
      }
    };
    fc.assert(
      fc.property(
        arbFilled.chain(({ schema, values }) => {
          const breakable = schema.fields.filter((f) => broken(f) !== null);
          if (breakable.length === 0) return fc.constant(null);
          return fc
            .constantFrom(...breakable)
            .chain((f) => broken(f)!.map((bad) => ({ schema, values: { ...values, [f.id]: bad }, id: f.id })));
        }),
        (c) => {
          if (c === null) return;
          expect(formValueProblems(c.schema, c.values)?.field).toBe(c.id);
        },
      ),
      { numRuns: 300 },
    );
  });
});
