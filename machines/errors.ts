/**
 * Reading the errors that invoked actors reject with. The browser's actors reject with
 * `ApiError {code, message, status}` (platform/http); other code may throw anything, so
 * machines only rely on a numeric `code` and a string `message` when they are present.
 */

/** The numeric `code` of an actor error (an `ApiError` or any object with one), else `null`. */
export function errorCodeOf(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'number' && Number.isFinite(code)) return code;
  }
  return null;
}

/** The message of an actor error: its `message` when it is a non-empty string, else `String(error)`. */
export function errorMessageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  if (typeof error === 'string' && error) return error;
  return String(error);
}
