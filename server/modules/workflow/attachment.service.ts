/**
 * Checks a form's attachment (spec §3 form attachment fields; contract attachmentUpload):
 * an allowed type, not empty, at most ATTACHMENT_MAX_BYTES, and bytes that really are the
 * named format — the house rule of the site photos (venue-extras/photo.service.ts), so the
 * download route never serves one kind of file under another's type.
 */
import { ATTACHMENT_MAX_BYTES } from '../../../platform/contracts/workflow-candidate.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { hasSignature } from '../venue-extras/photo.service';

/** The office formats (OOXML): a ZIP holding `[Content_Types].xml` and the format's folder. */
const OFFICE: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word/',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xl/',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'ppt/',
};

/** The types an attachment may have. */
export const ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'text/plain',
  ...Object.keys(OFFICE),
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** Whether `bytes` are UTF-8 text without NUL or other binary control characters. */
function isPlainText(bytes: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return !/[\u0000-\u0008\u000e-\u001f]/.test(text);
  } catch {
    return false;
  }
}

/** Whether `bytes` are the format `type` (PDF `%PDF-`, images by signature, text as UTF-8, OOXML as above). */
export function isAttachmentContent(bytes: Buffer, type: AttachmentType): boolean {
  switch (type) {
    case 'application/pdf':
      return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'image/png':
    case 'image/jpeg':
    case 'image/webp':
      return hasSignature(bytes, type);
    case 'text/plain':
      return isPlainText(bytes);
    default: {
      // ZIP local file header, then the entry names (stored uncompressed in the archive's directory).
      if (!bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return false;
      const names = bytes.toString('latin1');
      return names.includes('[Content_Types].xml') && names.includes(OFFICE[type]!);
    }
  }
}

/**
 * Decodes and checks an attachment.
 * @param contentType the type the client named (case-insensitive, parameters such as `; charset=utf-8` ignored;
 *   `image/jpg` counts as JPEG)
 * @param base64 the bytes, base64 (the contract has checked it is base64)
 * @returns the normalized type and the bytes
 * @throws AppError MEDIA_INVALID with `context` attachmentType | empty | attachmentSize (`max`) | attachmentContent
 */
export function checkAttachment(contentType: string, base64: string): { type: AttachmentType; bytes: Buffer } {
  const bare = contentType.split(';')[0]!.trim().toLowerCase();
  const named = bare === 'image/jpg' ? 'image/jpeg' : bare;
  const type = ATTACHMENT_TYPES.find((t) => t === named);
  if (!type) throw new AppError(Code.MEDIA_INVALID, { context: 'attachmentType' });
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new AppError(Code.MEDIA_INVALID, { context: 'empty' });
  if (bytes.length > ATTACHMENT_MAX_BYTES)
    throw new AppError(Code.MEDIA_INVALID, { context: 'attachmentSize', max: ATTACHMENT_MAX_BYTES });
  if (!isAttachmentContent(bytes, type)) throw new AppError(Code.MEDIA_INVALID, { context: 'attachmentContent' });
  return { type, bytes };
}
