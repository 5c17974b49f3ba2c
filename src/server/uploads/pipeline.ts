import 'server-only';
import { fileTypeFromBuffer, supportedExtensions } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { variantKey, variantWidthsFor } from '@/lib/media/variants';
import { validateFile } from '@/lib/validation/file';
import {
  extensionOf,
  formatFileSize,
  isBlockedFileName,
  MB,
  UPLOAD_MESSAGES,
  UPLOAD_PURPOSES,
  type UploadPurpose,
  type UploadResult,
} from '@/lib/validation/uploads';
import { getStorage } from '@/server/storage';
import { StorageObjectExistsError, type BucketName } from '@/server/storage/buckets';
import { CONTENT_TYPES } from '@/server/storage/http';
import type { NameSeed } from '@/server/storage/naming';
import type { StorageDriver } from '@/server/storage/types';
import { errorResponse } from '../errors';
import { UploadError } from './errors';
import {
  cleanFilename,
  declaredLength,
  MULTIPART_OVERHEAD_BYTES,
  readMultipart,
} from './multipart';
import {
  CFB_DOCUMENT_EXTENSIONS,
  EXECUTABLE_TYPES,
  getUploadProfile,
  type UploadProfile,
} from './profiles';
import { looksLikeActiveText, looksLikeActiveXml, looksLikeSvg, storedExtension } from './sniff';

/**
 * The upload pipeline (ARCHITECTURE.md "Files"): a multipart body is
 * streamed through busboy with the size limit enforced while reading, the type is decided by
 * magic bytes (file-type), images are re-encoded by sharp (orientation applied, metadata
 * stripped, dimensions measured), and the result is written to the storage driver.
 *
 * Request format (multipart/form-data), in this order:
 *   1. `purpose` - one of UPLOAD_PURPOSES; it MUST come before the file, because it decides the
 *      size limit that is enforced while the file streams (`uploadFile` sends it first);
 *   2. the purpose's extra fields, if any (slot-media: `slotId`);
 *   3. `file` - exactly one file part.
 * Fields after the file are ignored.
 *
 * Memory: the file is collected in memory up to its purpose's limit + 1 byte and never beyond
 * (at most 2 MB for images, 10 MB for resources, 50 MB for media). Bounded buffering keeps the
 * type check (`fileTypeFromBuffer`), the re-encode and a failed upload simple: nothing reaches
 * storage until every check passed.
 *
 * The multipart reading lives in `./multipart`, the content sniffing in `./sniff` and
 * {@link UploadError} in `./errors`; this module re-exports what its importers use.
 */

export { MULTIPART_OVERHEAD_BYTES, UploadError };
export type { UploadErrorStatus } from './errors';

/** Largest image accepted by sharp, in pixels (all frames): refuses decompression bombs. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The JSON body of an accepted upload (HTTP 201): the shared `UploadResult`. */
export type UploadSuccess = UploadResult & { bucket: BucketName };

/** Options of {@link processUpload} and {@link handleUpload}. */
export type UploadOptions = {
  /** Where to store (default `getStorage()`). */
  storage?: StorageDriver;
  /** Purposes this endpoint accepts (default all). */
  purposes?: readonly UploadPurpose[];
  /** Fixed timestamp and random part of generated names (tests). */
  seed?: NameSeed;
};

/**
 * Reads, checks, transforms and stores one uploaded file (ARCHITECTURE.md "Files").
 * @param request - a multipart/form-data POST as described above
 * @param opts - storage driver, accepted purposes, name seed
 * @returns what was stored (see {@link UploadSuccess})
 * @throws UploadError for every refusal (wrong request 400/415, too large 413, wrong or
 *   dangerous type 415, unreadable content 422); any other error is a server failure
 */
export async function processUpload(
  request: Request,
  opts: UploadOptions = {},
): Promise<UploadSuccess> {
  const purposes = opts.purposes ?? UPLOAD_PURPOSES;
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    throw UploadError.of(415, UPLOAD_MESSAGES.malformed);
  }
  // Before reading a byte: the declared length against the largest limit this endpoint has.
  const declared = declaredLength(request);
  const largest = Math.max(...purposes.map((p) => getUploadProfile(p).maxBytes));
  if (declared !== null && declared > largest + MULTIPART_OVERHEAD_BYTES) {
    const messages = new Set(purposes.map((p) => getUploadProfile(p).tooLarge));
    throw UploadError.of(
      413,
      messages.size === 1
        ? [...messages][0]!
        : { title: 'File too large', description: `File size must be less than ${largest / MB}MB` },
    );
  }

  const { profile, fields, file } = await readMultipart(request, contentType, declared, purposes);
  const originalFilename = cleanFilename(file.filename);
  if (file.data.length === 0) throw UploadError.of(422, UPLOAD_MESSAGES.emptyFile);

  const checked =
    profile.kind === 'file'
      ? await checkResource(profile, file.data, originalFilename)
      : await checkMedia(profile, file.data, originalFilename);

  const storage = opts.storage ?? getStorage();
  // Generated names are unique; on the astronomically rare clash, draw again.
  for (let attempt = 1; ; attempt++) {
    const key = profile.key({
      ext: checked.ext,
      originalName: originalFilename,
      fields,
      seed: opts.seed,
    });
    try {
      const stored = await storage.put(profile.bucket, key, checked.data, {
        contentType: checked.contentType,
        overwrite: profile.overwrite,
      });
      const variants = await storeVariants(storage, profile, key, checked);
      return {
        ok: true,
        purpose: profile.purpose,
        url: stored.url,
        bucket: stored.bucket,
        key: stored.key,
        contentType: checked.contentType,
        size: stored.size,
        fileSizeText: formatFileSize(stored.size),
        fileSizeKb: Math.round(stored.size / 1024),
        ...(checked.width !== undefined ? { width: checked.width, height: checked.height } : {}),
        ...(variants.length ? { variants } : {}),
        originalFilename,
      };
    } catch (error) {
      if (error instanceof StorageObjectExistsError && attempt < 3 && !opts.seed?.random) continue;
      throw error;
    }
  }
}

/**
 * Stores the WebP variants of a raster image: one per width of
 * VARIANT_WIDTHS smaller than the image, named by `variantKey`, so pages can offer `srcset`.
 * GIF (animations), SVG and videos get none.
 * @returns the stored variants, narrowest first
 */
async function storeVariants(
  storage: StorageDriver,
  profile: { bucket: BucketName; overwrite: boolean },
  key: string,
  checked: { data: Buffer; contentType: string; width?: number },
): Promise<{ width: number; url: string }[]> {
  if (!/^image\/(png|jpeg|webp)$/.test(checked.contentType)) return [];
  const out: { width: number; url: string }[] = [];
  for (const width of variantWidthsFor(checked.width)) {
    const data = await sharp(checked.data, { limitInputPixels: MAX_IMAGE_PIXELS })
      .resize({ width })
      .webp({ quality: 80 })
      .toBuffer();
    const stored = await storage.put(profile.bucket, variantKey(key, width), data, {
      contentType: 'image/webp',
      overwrite: profile.overwrite,
    });
    out.push({ width, url: stored.url });
  }
  return out;
}

/**
 * The upload endpoint's response: {@link processUpload} as JSON,
 * never with exception text.
 * @param request - a multipart/form-data POST as {@link processUpload} reads it
 * @param opts - as {@link processUpload}
 * @returns 201 `UploadSuccess`; 400/413/415/422 `UploadFailureBody` with the refusal's title
 *   (`error`) and `description`; 500 `UploadFailureBody` "Upload failed" on a server failure.
 *   Always `Cache-Control: no-store`. Never rejects: a server failure is logged and answered 500.
 */
export async function handleUpload(request: Request, opts: UploadOptions = {}): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' };
  try {
    const result = await processUpload(request, opts);
    return Response.json(result, { status: 201, headers });
  } catch (error) {
    return errorResponse(error, {
      log: 'upload failed',
      failure: UPLOAD_MESSAGES.server.title,
      failureDetails: { description: UPLOAD_MESSAGES.server.description },
    });
  }
}

type CheckedFile = {
  data: Buffer;
  ext: string;
  contentType: string;
  width?: number;
  height?: number;
};

/**
 * Images and media: the detected type must be one the purpose accepts (SVG never is); images are
 * re-encoded in their own format.
 */
async function checkMedia(
  profile: UploadProfile,
  data: Buffer,
  originalName: string,
): Promise<CheckedFile> {
  const detected = await fileTypeFromBuffer(data);
  const accepted = profile.types?.find((t) => t.mime === detected?.mime);
  if (!detected || !accepted || detected.mime === 'image/svg+xml') {
    throw UploadError.of(415, profile.invalidType);
  }
  const ext = storedExtension(accepted, detected.ext, originalName);
  if (!detected.mime.startsWith('image/')) {
    // Videos are stored as uploaded (type checked by magic bytes, size bounded).
    return { data, ext, contentType: detected.mime };
  }
  const image = await reencodeImage(profile, data, detected.mime);
  return { ...image, ext, contentType: detected.mime };
}

/**
 * Re-encodes an image in its own format: EXIF orientation applied, every metadata block (EXIF,
 * XMP, ICC, text chunks) dropped (sharp's default), animation frames kept for GIF and WebP.
 * @throws UploadError 422 when the image is undecodable or larger than MAX_IMAGE_PIXELS
 */
async function reencodeImage(
  profile: UploadProfile,
  data: Buffer,
  mime: string,
): Promise<{ data: Buffer; width: number; height: number }> {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false, animated }).metadata();
  } catch {
    throw UploadError.of(422, profile.invalidType);
  }
  const pages = meta.pages ?? 1;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  if ((meta.width ?? 0) * frameHeight * pages > MAX_IMAGE_PIXELS) {
    throw UploadError.of(422, UPLOAD_MESSAGES.imageTooManyPixels);
  }
  try {
    const pipeline = sharp(data, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: 'error',
      animated,
    }).rotate();
    if (mime === 'image/jpeg') pipeline.jpeg({ quality: 85 });
    else if (mime === 'image/png') pipeline.png();
    else if (mime === 'image/webp') pipeline.webp({ quality: 85 });
    else if (mime === 'image/gif') pipeline.gif();
    else throw new Error(`no encoder for ${mime}`);
    const { data: out, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data: out, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw UploadError.of(422, profile.invalidType);
  }
}

/**
 * Downloadable resources: the file helper of public-site.md §5 on the name, then the bytes:
 * executables, SVG, HTML and scripts are refused whatever the name; the extension comes from the
 * detected type, or from the name for text formats that have no magic bytes.
 */
async function checkResource(
  profile: UploadProfile,
  data: Buffer,
  originalName: string,
): Promise<CheckedFile> {
  const helper = validateFile(
    { name: originalName, size: data.length },
    { maxMb: profile.maxBytes / MB },
  );
  if (helper?.startsWith('File size')) throw UploadError.of(413, profile.tooLarge);
  if (helper || isBlockedFileName(originalName)) {
    throw UploadError.of(415, UPLOAD_MESSAGES.securityBlocked);
  }
  const nameExt = extensionOf(originalName);
  const detected = await fileTypeFromBuffer(data);
  if (detected && EXECUTABLE_TYPES.has(detected.ext)) {
    throw UploadError.of(415, UPLOAD_MESSAGES.securityBlocked);
  }
  if (!detected || detected.ext === 'xml') {
    if (
      looksLikeSvg(data) ||
      looksLikeActiveText(data) ||
      (detected?.ext === 'xml' && looksLikeActiveXml(data))
    ) {
      throw UploadError.of(415, UPLOAD_MESSAGES.securityBlocked);
    }
  }
  if (detected) {
    let ext = detected.ext.split('.').pop()!.toLowerCase();
    if (detected.ext === 'cfb') {
      // Legacy Office documents are CFB files; so are .msi installers.
      if (!CFB_DOCUMENT_EXTENSIONS.has(nameExt)) {
        throw UploadError.of(415, UPLOAD_MESSAGES.securityBlocked);
      }
      ext = nameExt;
    } else if (nameExt && CONTENT_TYPES[nameExt] && CONTENT_TYPES[nameExt] === CONTENT_TYPES[ext]) {
      ext = nameExt; // an alias of the same type, e.g. .jpeg for jpg
    }
    return { data, ext, contentType: CONTENT_TYPES[ext] ?? detected.mime };
  }
  // No magic bytes: text formats (csv, txt, md, json...). A name promising a binary type that
  // the bytes are not is refused; otherwise the name's extension is kept.
  if (nameExt && (supportedExtensions as ReadonlySet<string>).has(nameExt)) {
    throw UploadError.of(415, UPLOAD_MESSAGES.contentMismatch);
  }
  const ext = /^[a-z0-9]{1,10}$/.test(nameExt) ? nameExt : 'bin';
  return { data, ext, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
}
