/**
 * The public read of the UI text overrides of one language (spec §2 back office /moreLanguage:
 * administrators' texts over the shipped ones), which every app applies at start, and the
 * language code. Apart from settings.contract.ts (which re-exports both and holds the
 * administrators' calls) because that module checks new overrides against every shipped text,
 * which the apps' first page must not carry.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { LANGS } from '../i18n/languages';

/** A UI language code. */
export const LangCode = z.enum(LANGS);

/** Overrides of one language as `{ ns: { dottedKey: text } }`. */
export const TextOverrides = z.record(z.string(), z.record(z.string(), z.string()));
export type TextOverrides = z.infer<typeof TextOverrides>;

/** The overrides of one language (public: applied before sign-in too). */
export const languageOverrides = defineCall({
  method: 'GET',
  path: '/system/language/overrides',
  access: 'public',
  summary: 'The UI text overrides of one language, by namespace (cached a few seconds).',
  input: z.object({ lang: LangCode }),
  output: TextOverrides,
  errors: [],
});
