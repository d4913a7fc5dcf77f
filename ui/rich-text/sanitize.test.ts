// @vitest-environment jsdom
/**
 * The browser's sanitising of rich text (DOMPurify; run on jsdom, whose DOM DOMPurify
 * supports — happy-dom's it does not): the allowed formatting stays; scripts, event
 * handlers, frames and `javascript:` / `data:` / protocol-relative addresses go; links
 * open in a new window without the opener. Chromium proves the same in test/e2e/content.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { isAllowedUrl } from './rich-text-editor';
import { sanitizeRichText } from './sanitize';

/** The sanitised HTML as a document fragment to query. */
function shown(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeRichText(html);
  return box;
}

describe('sanitizeRichText', () => {
  it('keeps the formatting and drops scripts, handlers, frames and javascript: links', () => {
    const box = shown(
      '<h2>Hours</h2><p><strong>Open</strong> <a href="javascript:alert(1)">bad</a> ' +
        '<a href="https://example.org" target="x">good</a></p><ul><li><em>9–17</em></li></ul>' +
        '<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>' +
        '<iframe src="https://e.org"></iframe><p onclick="window.__xss=3" style="color:red">x</p>',
    );
    expect(box.querySelector('h2')?.textContent).toBe('Hours');
    expect(box.querySelector('strong')?.textContent).toBe('Open');
    expect(box.querySelector('ul li em')?.textContent).toBe('9–17');
    expect(box.querySelector('script, iframe, [onerror], [onclick], [style]')).toBeNull();
    const [bad, good] = Array.from(box.querySelectorAll('a'));
    expect([bad.getAttribute('href'), bad.getAttribute('target')]).toEqual([null, null]);
    expect([good.getAttribute('href'), good.getAttribute('target'), good.getAttribute('rel')]).toEqual([
      'https://example.org',
      '_blank',
      'noopener noreferrer',
    ]);
  });

  it('keeps images of this server and of http(s) only', () => {
    const srcs = Array.from(
      shown(
        '<img src="/gateway/media/a.png"><img src="https://e.org/b.png">' +
          '<img src="data:image/png;base64,AA"><img src="//e.org/x">',
      ).querySelectorAll('img'),
    ).map((i) => i.getAttribute('src'));
    expect(srcs).toEqual(['/gateway/media/a.png', 'https://e.org/b.png', null, null]);
    expect([isAllowedUrl('https://a.org/x'), isAllowedUrl('/media/1'), isAllowedUrl('javascript:alert(1)')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
