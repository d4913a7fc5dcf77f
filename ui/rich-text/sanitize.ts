/**
 * Browser-side sanitising of rich text (DOMPurify) before it is shown: the same allowed set
 * as the server's (server/modules/content/sanitize.ts) — paragraphs, emphasis, headings,
 * lists, quotes, code, links and images by address. Scripts, event handlers, styles, frames
 * and `javascript:` addresses never reach the page, whatever the server sent.
 */
import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../platform/content/rich-text-policy';

const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];
/** http(s), mailto and paths of this server; nothing else (no `javascript:`, no `data:`). */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|\/(?!\/))/i;

let hooked = false;

/**
 * Images only from http(s) or this server (DOMPurify lets `data:` through on images); links
 * open in a new window that never gets the opener.
 */
function hookAttributes(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const src = node.getAttribute('src');
    if (src !== null && !ALLOWED_URI_REGEXP.test(src.trim())) node.removeAttribute('src');
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** `html` with everything outside the allowed set removed (a string, safe for `innerHTML`). */
export function sanitizeRichText(html: string): string {
  hookAttributes();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP });
}
