/**
 * Checks an uploaded photo (site photos): an allowed type, not empty, not larger
 * than PHOTO_MAX_BYTES, and bytes that really are the named format (their signature), so
 * the media route never serves something else under an image type.
 */
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../../platform/contracts/venue-extras.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';

/** An allowed photo type. */
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** Whether `bytes` start with the signature of `type` (JPEG FF D8 FF; PNG's 8 bytes; WebP RIFF….WEBP). */
export function hasSignature(bytes: Buffer, type: PhotoType): boolean {
  switch (type) {
    case 'image/jpeg':
      return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case 'image/png':
      return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/webp':
      return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  }
}

/**
 * Decodes and checks a photo.
 * @param contentType the type the client named (case-insensitive; `image/jpg` counts as JPEG)
 * @param base64 the bytes, base64 (already checked to be base64 by the contract)
 * @returns the normalized type and the bytes
 * @throws AppError MEDIA_INVALID with `context` type | empty | size (`max`) | content
 */
export function checkPhoto(contentType: string, base64: string): { type: PhotoType; bytes: Buffer } {
  const named = contentType.toLowerCase() === 'image/jpg' ? 'image/jpeg' : contentType.toLowerCase();
  const type = PHOTO_TYPES.find((t) => t === named);
  if (!type) throw new AppError(Code.MEDIA_INVALID, { context: 'type' });
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new AppError(Code.MEDIA_INVALID, { context: 'empty' });
  if (bytes.length > PHOTO_MAX_BYTES) throw new AppError(Code.MEDIA_INVALID, { context: 'size', max: PHOTO_MAX_BYTES });
  if (!hasSignature(bytes, type)) throw new AppError(Code.MEDIA_INVALID, { context: 'content' });
  return { type, bytes };
}
