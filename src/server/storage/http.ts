/**
 * HTTP facts of stored objects: content types by extension, inline vs attachment, and the
 * sandboxing Content-Security-Policy of every /storage response. Pure, no imports: the custom
 * server (scripts/server.ts) reads {@link STORAGE_CSP} too.
 */

/**
 * The policy of every storage response: nothing runs, nothing loads except same-origin images
 * and media, and the document is sandboxed, so a stored file can never act as a page of the site.
 */
export const STORAGE_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** Content types by lower-case extension; anything else is application/octet-stream. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  rtf: 'application/rtf',
  epub: 'application/epub+zip',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json',
  zip: 'application/zip',
};

/**
 * The content type of a key from its extension.
 * @param key - object key, e.g. "featured/1-a.png"
 * @returns e.g. "image/png"; "application/octet-stream" for unknown extensions
 */
export function contentTypeForKey(key: string): string {
  const last = key.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  const ext = dot >= 0 ? last.slice(dot + 1).toLowerCase() : '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/**
 * Whether a browser may show this type inline: images and videos, except SVG (which can carry
 * scripts). Everything else is served as a download.
 * @param contentType - a MIME type, parameters allowed
 */
export function isInlineContentType(contentType: string): boolean {
  const mime = contentType.split(';')[0]!.trim().toLowerCase();
  return (mime.startsWith('image/') || mime.startsWith('video/')) && mime !== 'image/svg+xml';
}

/**
 * `attachment` under a given file name (RFC 6266): an ASCII `filename` for old clients and the
 * exact name, UTF-8 and percent-encoded, in `filename*`.
 * @param name - e.g. "Rental Checklist (2026) – été.pdf"; slashes and control characters are
 *   replaced, quotes and backslashes never reach the quoted form
 */
export function attachmentDisposition(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim() || 'download';
  const ascii = clean.replace(/[^A-Za-z0-9._ ()-]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The Content-Disposition of a stored object, or null when it is shown inline.
 * @param key - object key; its last segment becomes the download's file name
 * @param contentType - the object's content type
 * @param downloadName - the name the file should arrive as (a resource's uploaded name); then it
 *   is always an attachment
 * @returns e.g. `attachment; filename="1700000000000-ab12cd-price-list.pdf"`, or null
 */
export function contentDispositionFor(
  key: string,
  contentType: string,
  downloadName?: string | null,
): string | null {
  if (downloadName) return attachmentDisposition(downloadName);
  if (isInlineContentType(contentType)) return null;
  // Keys are limited to [a-z0-9._/-], so the name needs no quoting beyond the quotes themselves.
  const name = (key.split('/').pop() ?? 'download').replace(/[^a-z0-9._-]/g, '_');
  return `attachment; filename="${name}"`;
}
