/**
 * Upload rules shared by the browser (pre-checks before sending) and the server (the upload
 * pipeline re-checks everything by magic bytes): purposes, accepted types, size limits and the
 * messages users see. back-office.md §5 "Banner image upload", §8 "Featured image", §9;
 * public-site.md §5 "File helper" and "Featured image upload". No server imports here.
 */
import { BLOCKED_EXTENSIONS, DEFAULT_MAX_FILE_MB, validateFile } from './file';

/** One megabyte as the spec counts it (2 MB = 2 * 1024 * 1024 bytes). */
export const MB = 1024 * 1024;

/**
 * What an upload is for; decides bucket, naming, accepted types and limit (server:
 * `src/server/uploads/profiles.ts`).
 * - `banner-image`: homepage banner image (home-banners)
 * - `blog-featured`: a post's featured image (blog-images, featured/)
 * - `blog-inline`: an image inside a post's content (blog-images, content/)
 * - `resource-file`: a downloadable resource (resources)
 * - `slot-media`: media for a page slot (site-media)
 * - `media-library`: the media library, "Store for Later" (site-assets)
 */
export const UPLOAD_PURPOSES = [
  'banner-image',
  'blog-featured',
  'blog-inline',
  'resource-file',
  'slot-media',
  'media-library',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** The purposes whose files are web images (JPEG, PNG, WebP, at most 2 MB). */
export type ImageUploadPurpose = 'banner-image' | 'blog-featured' | 'blog-inline';

/** Whether `value` is one of {@link UPLOAD_PURPOSES}. */
export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === 'string' && (UPLOAD_PURPOSES as readonly string[]).includes(value);
}

/** A user-facing failure: the toast's title and description. */
export type UploadMessage = { title: string; description: string };

/** A type an upload accepts: its MIME type and the file-name extensions that mean it. */
export type AcceptedType = { mime: string; extensions: readonly string[] };

/** JPEG, PNG and WebP (back-office.md §5: "JPEG, JPG, PNG and WebP"). */
export const WEB_IMAGE_TYPES: readonly AcceptedType[] = [
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/png', extensions: ['png'] },
  { mime: 'image/webp', extensions: ['webp'] },
];

/** Slot media (back-office.md §5 "Slot media replacement"): JPEG, PNG, WebP, GIF, MP4, WebM. */
export const SLOT_MEDIA_TYPES: readonly AcceptedType[] = [
  ...WEB_IMAGE_TYPES,
  { mime: 'image/gif', extensions: ['gif'] },
  { mime: 'video/mp4', extensions: ['mp4', 'm4v'] },
  { mime: 'video/webm', extensions: ['webm'] },
];

/** Banner and blog images: at most 2 MB (back-office.md §9). */
export const IMAGE_MAX_BYTES = 2 * MB;
/** Slot and library media: at most 50 MB (back-office.md §9). */
export const MEDIA_MAX_BYTES = 50 * MB;
/** Downloadable resources: the file helper's default, 10 MB (public-site.md §9). */
export const RESOURCE_MAX_BYTES = DEFAULT_MAX_FILE_MB * MB;

/**
 * Names refused for resources on top of the file helper's {@link BLOCKED_EXTENSIONS}: other
 * executables, installers, scripts and active documents a browser or OS would run or render. A
 * stricter server rule than the spec's list (docs/decisions.md "Server-side rules").
 */
export const EXTRA_BLOCKED_EXTENSIONS = [
  'msi',
  'msix',
  'appx',
  'dll',
  'cpl',
  'msc',
  'hta',
  'lnk',
  'reg',
  'ps1',
  'psm1',
  'sh',
  'wsf',
  'wsh',
  'jse',
  'vbe',
  'apk',
  'app',
  'dmg',
  'deb',
  'rpm',
  'html',
  'htm',
  'xhtml',
  'mht',
  'mhtml',
  'svg',
  'svgz',
  // Server-side pages some web servers execute when they serve a folder of uploads.
  'shtml',
  'php',
  'phtml',
  'asp',
  'aspx',
  'jsp',
  'cgi',
] as const;

/** The messages of every upload failure (titles are the toasts' titles). */
export const UPLOAD_MESSAGES = {
  imageInvalidType: {
    title: 'Invalid file type',
    description: 'Please upload a JPG, PNG, or WebP image',
  },
  imageTooLarge: {
    title: 'File too large',
    description: 'Please upload an image smaller than 2MB',
  },
  mediaInvalidType: {
    title: 'Invalid file type',
    description: 'Please upload a JPG, PNG, WebP or GIF image, or an MP4 or WebM video',
  },
  mediaTooLarge: { title: 'File too large', description: 'File size must be less than 50MB' },
  resourceTooLarge: {
    title: 'File too large',
    description: `File size must be less than ${DEFAULT_MAX_FILE_MB}MB`,
  },
  /** Blocked names, executables found by magic bytes, SVG and HTML in resources. */
  securityBlocked: {
    title: 'Invalid file type',
    description: 'File type not allowed for security reasons',
  },
  /** A resource whose name says a binary type its bytes do not have. */
  contentMismatch: {
    title: 'Invalid file type',
    description: "The file's contents do not match its name",
  },
  imageTooManyPixels: {
    title: 'Image too large',
    description: 'Please upload an image of at most 50 megapixels',
  },
  emptyFile: { title: 'Empty file', description: 'The selected file is empty' },
  noFile: { title: 'No file selected', description: 'Please select a file to upload' },
  missingPurpose: {
    title: 'Upload failed',
    description: 'The upload purpose must be sent before the file',
  },
  unknownPurpose: { title: 'Upload failed', description: 'Unknown upload purpose' },
  missingField: { title: 'Upload failed', description: 'A required upload field is missing' },
  malformed: {
    title: 'Upload failed',
    description: 'The upload could not be read. Please try again.',
  },
  /** Client side: the request never got an answer. */
  network: { title: 'Upload failed', description: 'Please check your connection and try again.' },
  /** Client side: the server failed without a usable answer. */
  server: { title: 'Upload failed', description: 'Something went wrong. Please try again.' },
} as const satisfies Record<string, UploadMessage>;

/**
 * The JSON answer of POST /api/admin/uploads for an accepted file (HTTP 201).
 * `url` is the public URL to store in the database.
 */
export type UploadResult = {
  ok: true;
  purpose: UploadPurpose;
  /** "/storage/{bucket}/{key}" (local driver) or "{S3_PUBLIC_BASE_URL}/{bucket}/{key}" (s3). */
  url: string;
  /** Logical bucket, e.g. "home-banners". */
  bucket: string;
  /** Object key in the bucket, e.g. "1700000000000-ab12cd34ef.png". */
  key: string;
  /** MIME type of the stored bytes (from the magic bytes, never from the name). */
  contentType: string;
  /** Bytes stored (after re-encoding images). */
  size: number;
  /** `size` as people read it (`formatFileSize`), e.g. "70 B", "12 KB", "2.1 MB". */
  fileSizeText: string;
  /** `size` in kilobytes, rounded. */
  fileSizeKb: number;
  /** Pixel size of images (after EXIF orientation; one frame of an animation). */
  width?: number;
  height?: number;
  /** The file's name as chosen by the user (path and control characters removed). */
  originalFilename: string;
  /** WebP copies of a raster image at the widths the site renders (src/lib/media/variants.ts). */
  variants?: { width: number; url: string }[];
};

/**
 * The JSON answer for a refused upload: 400 (bad request), 413 (too large), 415 (wrong or
 * dangerous type), 422 (unreadable content), 500 (server failure); 401/403 from the admin check
 * carry only `error`.
 */
export type UploadFailureBody = { ok: false; error: string; description?: string };

/** The client-visible rules of one purpose. */
export type UploadRules = {
  /** `image`: re-encoded web image; `media`: image or video; `file`: any type not blocked. */
  kind: 'image' | 'media' | 'file';
  /** Largest accepted file, in bytes (inclusive). */
  maxBytes: number;
  /** Accepted types; null = any type that is not blocked (resources). */
  types: readonly AcceptedType[] | null;
  invalidType: UploadMessage;
  tooLarge: UploadMessage;
  /** Title of the toast when the request itself fails ("Error uploading image" for images). */
  failureTitle: string;
  /** Value for the file input's `accept` attribute. */
  accept: string;
};

const acceptOf = (types: readonly AcceptedType[]) =>
  [...types.map((t) => t.mime), ...types.flatMap((t) => t.extensions.map((e) => `.${e}`))].join(
    ',',
  );

const IMAGE_RULES: UploadRules = {
  kind: 'image',
  maxBytes: IMAGE_MAX_BYTES,
  types: WEB_IMAGE_TYPES,
  invalidType: UPLOAD_MESSAGES.imageInvalidType,
  tooLarge: UPLOAD_MESSAGES.imageTooLarge,
  failureTitle: 'Error uploading image',
  accept: acceptOf(WEB_IMAGE_TYPES),
};

const MEDIA_RULES: UploadRules = {
  kind: 'media',
  maxBytes: MEDIA_MAX_BYTES,
  types: SLOT_MEDIA_TYPES,
  invalidType: UPLOAD_MESSAGES.mediaInvalidType,
  tooLarge: UPLOAD_MESSAGES.mediaTooLarge,
  failureTitle: 'Upload failed',
  accept: acceptOf(SLOT_MEDIA_TYPES),
};

/** The rules of every purpose (both sides read these; the server adds bucket and naming). */
export const UPLOAD_RULES: Readonly<Record<UploadPurpose, UploadRules>> = {
  'banner-image': IMAGE_RULES,
  'blog-featured': IMAGE_RULES,
  'blog-inline': IMAGE_RULES,
  'resource-file': {
    kind: 'file',
    maxBytes: RESOURCE_MAX_BYTES,
    types: null,
    invalidType: UPLOAD_MESSAGES.securityBlocked,
    tooLarge: UPLOAD_MESSAGES.resourceTooLarge,
    failureTitle: 'Upload failed',
    accept: '',
  },
  'slot-media': MEDIA_RULES,
  'media-library': MEDIA_RULES,
};

/** The lower-cased extension of a file name ('' when it has none), e.g. "A.Tar.GZ" → "gz". */
export function extensionOf(name: string): string {
  const base = name.trim().toLowerCase().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1) : '';
}

/**
 * Whether a resource's file name is refused for security (public-site.md §5 file helper list
 * plus {@link EXTRA_BLOCKED_EXTENSIONS}).
 */
export function isBlockedFileName(name: string): boolean {
  const ext = extensionOf(name);
  return (
    ext !== '' &&
    ((BLOCKED_EXTENSIONS as readonly string[]).includes(ext) ||
      (EXTRA_BLOCKED_EXTENSIONS as readonly string[]).includes(ext))
  );
}

/**
 * The browser-side pre-check of a chosen file, before any byte is sent: type by the browser's
 * MIME type (or the extension when the browser gives none), then size. The server repeats every
 * check on the real bytes.
 * @param purpose - what the upload is for
 * @param file - `name`, `size` in bytes and the browser's MIME `type` ('' when unknown)
 * @returns the failure to show, or null when the file may be sent
 */
export function checkUpload(
  purpose: UploadPurpose,
  file: { name: string; size: number; type?: string },
): UploadMessage | null {
  const rules = UPLOAD_RULES[purpose];
  if (rules.types) {
    const mime = (file.type ?? '').toLowerCase();
    const ext = extensionOf(file.name);
    const ok = rules.types.some((t) =>
      mime ? t.mime === mime : ext !== '' && t.extensions.includes(ext),
    );
    if (!ok) return rules.invalidType;
    if (file.size > rules.maxBytes) return rules.tooLarge;
    return null;
  }
  // Resources: the file helper of public-site.md §5 (size, then blocked names), then our list.
  const helper = validateFile({ name: file.name, size: file.size }, { maxMb: rules.maxBytes / MB });
  if (helper) return helper.startsWith('File size') ? rules.tooLarge : rules.invalidType;
  if (isBlockedFileName(file.name) || (file.type ?? '').toLowerCase() === 'image/svg+xml') {
    return rules.invalidType;
  }
  if (file.size === 0) return UPLOAD_MESSAGES.emptyFile;
  return null;
}

/**
 * A byte count as the back office shows and stores it: megabytes with two decimals
 * (back-office.md §9 "Media file size is stored as megabytes with two decimals").
 * @param bytes - size in bytes
 * @returns e.g. "2.10 MB"
 */
export function formatFileSizeMb(bytes: number): string {
  return `${(bytes / MB).toFixed(2)} MB`;
}

/**
 * A byte count as people read it: bytes under 1 KB ("70 B"), whole kilobytes
 * under 1 MB ("12 KB"), then megabytes with one decimal ("2.1 MB"); never "0.00 MB".
 * @param bytes - size in bytes (negative or non-finite reads "0 B")
 * @returns the display text
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  const kb = Math.round(bytes / 1024);
  if (kb < 1024) return `${kb} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
