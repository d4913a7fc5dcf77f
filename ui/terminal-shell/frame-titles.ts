/**
 * The header and document title of each terminal route set (i18n keys, `ns:key`), apart from
 * the frames (frames.ts) so that the first page can title the document without the frames'
 * navigation and icons (docs/benchmarks.md, "Web: the first page").
 */
import type { TerminalVariant } from '../../platform/variants/spec-routes';

/** The product title's i18n key of each route set. */
export const FRAME_TITLE_KEYS: Readonly<Record<TerminalVariant, string>> = {
  v03: 'common:terminalTitle',
  v1: 'variants:v1.title',
  v24: 'variants:v24.title',
  v5: 'variants:v5.title',
};
