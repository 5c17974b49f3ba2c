/**
 * The logical storage buckets (back-office.md §7 "File storage") and the key rules every driver
 * applies. Pure: no I/O, safe to import from the custom server and from tests.
 */

/** One logical bucket: what it holds and whether a write may replace an existing key. */
export type BucketInfo = {
  /** What the bucket holds. */
  description: string;
  /**
   * Whether `put(..., { overwrite: true })` is allowed (§7: media library uploads and slot
   * replacement overwrite; banner and new slot uploads do not). Buckets that never overwrite are
   * served as immutable.
   */
  allowsOverwrite: boolean;
};

/**
 * The buckets of back-office.md §7, plus `resources` for uploaded downloadable resources (a
 * documented addition: the spec only says a resource has a file_url).
 */
export const BUCKETS = {
  'home-banners': {
    description: 'homepage banner images, {timestamp}-{random}.{ext}',
    allowsOverwrite: false,
  },
  'site-assets': { description: 'media library (default bucket)', allowsOverwrite: true },
  'team-photos': { description: 'team photos of the media library', allowsOverwrite: true },
  'certification-logos': {
    description: 'certification logos of the media library',
    allowsOverwrite: true,
  },
  'video-content': { description: 'videos of the media library', allowsOverwrite: true },
  'site-media': {
    description: 'page slot media, slot-{slotId}-{timestamp}...; replacement overwrites',
    allowsOverwrite: true,
  },
  'blog-images': {
    description: 'blog featured images (featured/...) and inline images (content/...)',
    allowsOverwrite: false,
  },
  resources: {
    description: 'downloadable resource files (addition to §7)',
    allowsOverwrite: false,
  },
} as const satisfies Record<string, BucketInfo>;

/** A logical bucket name, e.g. 'home-banners'. */
export type BucketName = keyof typeof BUCKETS;

/** Every logical bucket name. */
export const BUCKET_NAMES = Object.keys(BUCKETS) as BucketName[];

/**
 * Whether `value` names a logical bucket.
 * @param value - any input, e.g. a URL segment
 */
export function isBucketName(value: unknown): value is BucketName {
  return typeof value === 'string' && Object.hasOwn(BUCKETS, value);
}

/** Longest accepted key, in characters. */
export const MAX_KEY_LENGTH = 512;

const KEY_CHARS = /^[a-z0-9._/-]+$/;

/**
 * Whether a key is acceptable in every driver: 1-512 characters of `[a-z0-9._/-]`, no leading or
 * trailing slash, no empty segment, no segment that starts with a dot (so no `.` or `..`, no
 * hidden files) and no `..` anywhere.
 * @param key - the object key inside its bucket, e.g. "featured/1700000000000-ab12cd.png"
 */
export function isValidKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  if (!KEY_CHARS.test(key) || key.includes('..')) return false;
  return key.split('/').every((segment) => segment.length > 0 && !segment.startsWith('.'));
}

/** Why a storage call was refused. */
export type StorageErrorCode = 'invalid-bucket' | 'invalid-key' | 'exists' | 'overwrite-forbidden';

/** A refused storage call (bad bucket or key, existing key, forbidden overwrite). */
export class StorageError extends Error {
  constructor(
    public readonly code: StorageErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** `put` with `overwrite: false` found the key already taken. */
export class StorageObjectExistsError extends StorageError {
  constructor(
    public readonly bucket: string,
    public readonly key: string,
  ) {
    super('exists', `object already exists: ${bucket}/${key}`);
    this.name = 'StorageObjectExistsError';
  }
}

/**
 * Checks a bucket and key before any I/O.
 * @throws StorageError 'invalid-bucket' or 'invalid-key'
 */
export function assertBucketAndKey(bucket: string, key: string): asserts bucket is BucketName {
  if (!isBucketName(bucket)) throw new StorageError('invalid-bucket', `unknown bucket: ${bucket}`);
  if (!isValidKey(key)) throw new StorageError('invalid-key', 'invalid storage key');
}

/**
 * Checks a write: valid bucket and key, and `overwrite: true` only where the bucket allows it
 * (back-office.md §7), so immutable buckets stay immutable and can be cached forever.
 * @throws StorageError 'invalid-bucket', 'invalid-key' or 'overwrite-forbidden'
 */
export function assertWritable(bucket: string, key: string, overwrite: boolean): void {
  assertBucketAndKey(bucket, key);
  if (overwrite && !BUCKETS[bucket].allowsOverwrite) {
    throw new StorageError('overwrite-forbidden', `bucket ${bucket} never overwrites`);
  }
}

/**
 * The Cache-Control of a stored object: a year and immutable where keys are never overwritten,
 * five minutes and revalidate where they may be replaced.
 * @param bucket - logical bucket
 */
export function cacheControlFor(bucket: BucketName): string {
  return BUCKETS[bucket].allowsOverwrite
    ? 'public, max-age=300, must-revalidate'
    : 'public, max-age=31536000, immutable';
}
