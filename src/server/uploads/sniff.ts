import 'server-only';
import { extensionOf, type AcceptedType } from '@/lib/validation/uploads';

/**
 * Content sniffing of the upload pipeline (ARCHITECTURE.md "Files"):
 * what text content without magic bytes really is (SVG, HTML, scripts, XHTML), and the extension
 * a file is stored under. Pure functions of the bytes and names; `./pipeline` decides what to
 * refuse.
 */

/**
 * Whether text content (no binary type detected) is an SVG document (SVG is never
 * accepted as a resource, whatever its name).
 * @param data - the uploaded bytes
 * @returns true when an `<svg` element appears anywhere (never throws)
 */
export function looksLikeSvg(data: Buffer): boolean {
  return /<svg[\s>/]/i.test(data.toString('latin1'));
}

/**
 * Whether text content starts like an HTML document or a script (HTML and scripts are
 * refused as resources, whatever their name).
 * @param data - the uploaded bytes; only the first 1024 are read, a UTF-8 BOM skipped
 * @returns true for a `#!` line or a leading html/head/body/script/iframe tag or HTML doctype,
 *   comments allowed before it (never throws)
 */
export function looksLikeActiveText(data: Buffer): boolean {
  const head = data
    .subarray(0, 1024)
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
  return (
    head.startsWith('#!') ||
    /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head|body|script|iframe)[\s>]/i.test(head)
  );
}

/**
 * Whether XML content is (or holds) an XHTML document or a script element: browsers run the
 * scripts of XHTML served as XML, whatever the prolog in front of it.
 * @param data - the uploaded bytes, detected as XML
 * @returns true when the XHTML namespace or a (namespaced) script element appears (never throws)
 */
export function looksLikeActiveXml(data: Buffer): boolean {
  return /http:\/\/www\.w3\.org\/1999\/xhtml|<([\w.-]+:)?script[\s>/]/i.test(
    data.toString('latin1'),
  );
}

/**
 * The extension to store under (the type comes from the bytes, never
 * from the name): the name's own when it is one of the detected type's usual extensions
 * ("photo.jpeg" stays .jpeg), else the detected type's. Never a type the bytes are not.
 * @param accepted - the accepted type the detected MIME type matched
 * @param detectedExt - file-type's extension for the bytes
 * @param originalName - the cleaned file name
 * @returns a lower-case extension among `accepted.extensions` (never throws)
 */
export function storedExtension(
  accepted: AcceptedType,
  detectedExt: string,
  originalName: string,
): string {
  const nameExt = extensionOf(originalName);
  if (accepted.extensions.includes(nameExt)) return nameExt;
  return accepted.extensions.includes(detectedExt) ? detectedExt : accepted.extensions[0]!;
}
