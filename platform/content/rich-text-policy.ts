/**
 * What rich text (news, notices, help articles; spec §2 content pages) may hold: the tags
 * the terminal's editor produces — paragraphs, emphasis, headings, lists, quotes, code,
 * links and images by address — and their attributes. The server's sanitiser
 * (server/modules/content/sanitize.ts) and the browser's (ui/rich-text/sanitize.ts) both
 * enforce this one list.
 */

/** The allowed tags. */
export const RICH_TEXT_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
  'img',
];

/** The allowed attributes per tag (no `style`, no event handler). */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<'a' | 'img', readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'title'],
};
