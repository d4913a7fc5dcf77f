/**
 * Server-side sanitising of rich text (news, notices, help articles; spec §2 content pages):
 * what the terminal's editor produces — paragraphs, bold, italic, headings, lists, links,
 * images by address — and nothing else. Scripts, event handlers (`onerror`), styles,
 * frames and `javascript:` addresses are dropped on save; the browser sanitises again when
 * it shows the HTML (ui/rich-text SafeHtml).
 */
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../../platform/content/rich-text-policy';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_ATTRIBUTES.a], img: [...RICH_TEXT_ATTRIBUTES.img] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link that opens a new window never hands the opener to the target.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The rich-text HTML `html` with every tag, attribute and address outside the allowed set removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
