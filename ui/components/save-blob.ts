/**
 * Saving a file the page holds in memory (an export, a downloaded attachment) the way a
 * browser saves a link's target: an object URL clicked through a hidden link, revoked a
 * second later (after the browser has started the download).
 */

/** Makes the browser save `blob` as `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
