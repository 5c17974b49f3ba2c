'use client';

/**
 * Saves `blob` as a file named `filename` in the browser (a temporary object URL clicked through
 * a hidden link, revoked after ten seconds). Used by the CSV exports and the privacy JSON export.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
