/**
 * Checks an uploaded material (spec §2 /MaterialGroup): an accepted type, not empty, within
 * the size of its kind, and bytes that really are of the named type (their signature), so the
 * media route never serves something else under that type.
 */
import {
  MATERIAL_FILE_MAX_BYTES,
  MATERIAL_FILE_TYPES,
  MATERIAL_IMAGE_MAX_BYTES,
  MATERIAL_IMAGE_TYPES,
  type MaterialKind,
} from '../../../platform/contracts/material.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { hasSignature } from '../venue-extras/photo.service';

/** A zip container's first bytes (DOCX, XLSX, PPTX). */
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Short names of the accepted types, for the refusal's message. */
const TYPE_NAMES = 'JPEG, PNG, WebP, PDF, DOCX, XLSX, PPTX';

/** Whether `bytes` start with the signature of file type `type` (PDF `%PDF-`; Office: a zip). */
function hasFileSignature(bytes: Buffer, type: (typeof MATERIAL_FILE_TYPES)[number]): boolean {
  if (type === 'application/pdf') return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
  return bytes.subarray(0, 4).equals(ZIP);
}

/**
 * Decodes and checks a material.
 * @param contentType the type the client named (case-insensitive; `image/jpg` counts as JPEG)
 * @param base64 the bytes, base64 (already checked to be base64 by the contract)
 * @returns its kind, the normalized type and the bytes
 * @throws AppError MATERIAL_FILE_INVALID with `context` type (`types`) | empty | size (`max`) | content
 */
export function checkMaterial(
  contentType: string,
  base64: string,
): { kind: MaterialKind; type: string; bytes: Buffer } {
  const named = contentType.toLowerCase() === 'image/jpg' ? 'image/jpeg' : contentType.toLowerCase();
  const image = MATERIAL_IMAGE_TYPES.find((t) => t === named);
  const file = MATERIAL_FILE_TYPES.find((t) => t === named);
  if (!image && !file) throw new AppError(Code.MATERIAL_FILE_INVALID, { context: 'type', types: TYPE_NAMES });
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new AppError(Code.MATERIAL_FILE_INVALID, { context: 'empty' });
  const max = image ? MATERIAL_IMAGE_MAX_BYTES : MATERIAL_FILE_MAX_BYTES;
  if (bytes.length > max) throw new AppError(Code.MATERIAL_FILE_INVALID, { context: 'size', max });
  const genuine = image ? hasSignature(bytes, image) : hasFileSignature(bytes, file!);
  if (!genuine) throw new AppError(Code.MATERIAL_FILE_INVALID, { context: 'content' });
  return { kind: image ? 'image' : 'file', type: named, bytes };
}
