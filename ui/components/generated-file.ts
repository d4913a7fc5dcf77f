/**
 * Files calls answer as base64 (`GeneratedFile` of platform/contracts/settlement.contract.ts: a
 * statement PDF, an `.xlsx` export): decoded to bytes and saved by the browser under the
 * answer's name. Used by the back office's settlements and the terminal's statements.
 */
import { saveBlob } from './save-blob';

/** MIME types of the generated files, by extension. */
const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The bytes of a base64 text. */
export function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Makes the browser save a generated file (`fileName`, `contentBase64`) with the MIME type of its extension. */
export function saveGeneratedFile(file: { fileName: string; contentBase64: string }): void {
  const ext = file.fileName.split('.').pop()?.toLowerCase() ?? '';
  saveBlob(
    new Blob([bytesOfBase64(file.contentBase64)], { type: TYPES[ext] ?? 'application/octet-stream' }),
    file.fileName,
  );
}
