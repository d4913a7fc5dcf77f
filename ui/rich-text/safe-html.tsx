/**
 * `SafeHtml`: rich text (news, notices, help articles, banners, feedback replies) shown
 * after the browser's own sanitising (./sanitize.ts), with the reading styles of the
 * terminal: headings, lists, quotes, links and images that fit the column.
 */
import { useMemo } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';
import { sanitizeRichText } from './sanitize';

/** Props of {@link SafeHtml}: the HTML to show and the box's style props. */
export interface SafeHtmlProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  html: string;
}

/** Styles of the tags rich text may hold. */
const PROSE: BoxProps['css'] = {
  '& p': { marginBlock: '0.5em' },
  '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', marginBlock: '0.75em 0.4em', lineHeight: 'short' },
  '& h1': { fontSize: 'xl' },
  '& h2': { fontSize: 'lg' },
  '& h3, & h4': { fontSize: 'md' },
  '& ul, & ol': { paddingInlineStart: '1.5em', marginBlock: '0.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: 'teal.600', textDecoration: 'underline' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md', marginBlock: '0.5em' },
  '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '0.75em', color: 'fg.muted' },
  '& pre, & code': { fontFamily: 'mono', fontSize: 'sm', bg: 'bg.muted', borderRadius: 'sm', paddingInline: '0.25em' },
};

/** Sanitised rich text. */
export function SafeHtml({ html, ...box }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <Box lineHeight="tall" css={PROSE} {...box} dangerouslySetInnerHTML={{ __html: clean }} />;
}
