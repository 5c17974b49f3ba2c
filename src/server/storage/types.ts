import type { Readable } from 'node:stream';
import type { BucketName } from './buckets';

/** Options of {@link StorageDriver.put}. */
export type PutOptions = {
  /** MIME type of the body, e.g. "image/png" (the local driver serves by extension instead). */
  contentType: string;
  /**
   * Replace an existing object with the same key. false: refuse with StorageObjectExistsError.
   * true only in buckets that allow it (back-office.md §7), else StorageError 'overwrite-forbidden'.
   */
  overwrite: boolean;
};

/** What {@link StorageDriver.put} stored. */
export type PutResult = {
  /** Public URL of the object: "/storage/{bucket}/{key}" (local) or "{base}/{bucket}/{key}" (s3). */
  url: string;
  bucket: BucketName;
  key: string;
  /** Bytes stored. */
  size: number;
};

/** Metadata of a stored object. */
export type ObjectInfo = {
  /** Total size in bytes (of the whole object, also when a range was read). */
  size: number;
  contentType: string;
  /** A strong entity tag, quoted as in HTTP, e.g. "\"1a2b-3c\"". Changes on every write. */
  etag: string;
  lastModified: Date;
};

/** A stored object opened for reading. */
export type StoredObject = ObjectInfo & {
  /** The bytes (all of them, or the requested range); destroy it when not consumed. */
  body: Readable;
  /** The byte range the body holds, inclusive, when a range was asked for. */
  range?: { start: number; end: number };
};

/** An inclusive byte range: bytes `start` to `end` (0-based). */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live (ARCHITECTURE.md "Files", back-office.md §7 "File storage").
 * Implementations: `LocalStorage` (DATA_DIR/storage) and `S3Storage` (S3-compatible).
 * Every method validates the bucket (a {@link BucketName}) and the key (`isValidKey`) first and
 * throws StorageError 'invalid-bucket' / 'invalid-key' before any I/O.
 */
export interface StorageDriver {
  /** Which driver this is; the /storage route serves only `local`. */
  readonly kind: 'local' | 's3';
  /**
   * Stores an object.
   * @param bucket - logical bucket, e.g. 'home-banners'
   * @param key - object key, see `isValidKey`
   * @param body - the bytes (a Buffer, or a stream that is read to its end)
   * @returns the public URL, bucket, key and bytes stored
   * @throws StorageObjectExistsError when `overwrite` is false and the key exists;
   *   StorageError on a bad bucket/key or a forbidden overwrite; the I/O error otherwise
   */
  put(
    bucket: BucketName,
    key: string,
    body: Buffer | Readable,
    opts: PutOptions,
  ): Promise<PutResult>;
  /**
   * Opens an object for reading.
   * @param range - optional inclusive byte range; `end` is clamped to the last byte
   * @returns the stream and metadata, or null when there is no such object
   */
  get(bucket: BucketName, key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The metadata of an object, or null when there is no such object. */
  head(bucket: BucketName, key: string): Promise<ObjectInfo | null>;
  /** Whether an object exists. */
  exists(bucket: BucketName, key: string): Promise<boolean>;
  /**
   * Deletes an object; deleting a missing object is not an error.
   * @returns true when an object was there (the S3 driver always answers true: S3 does not say)
   */
  delete(bucket: BucketName, key: string): Promise<boolean>;
  /** The public URL of a key (whether or not it exists). */
  publicUrl(bucket: BucketName, key: string): string;
}
