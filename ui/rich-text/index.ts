/**
 * Rich text shared by the features that edit or show it (news, notices, help, banners,
 * feedback): the back office's editor and the sanitised viewer.
 */
export { RichTextEditor, isAllowedUrl, type RichTextEditorProps } from './rich-text-editor';
export { SafeHtml, type SafeHtmlProps } from './safe-html';
export { sanitizeRichText } from './sanitize';
