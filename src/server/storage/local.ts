import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertBucketAndKey,
  assertWritable,
  StorageObjectExistsError,
  type BucketName,
} from './buckets';
import { contentTypeForKey } from './http';
import type {
  ByteRange,
  ObjectInfo,
  PutOptions,
  PutResult,
  StorageDriver,
  StoredObject,
} from './types';

/** errno codes of a filesystem that cannot hard-link (some network and FUSE mounts). */
const NO_LINK_CODES = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK']);
/** errno codes that mean "no such object" when opening a key's path. */
const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

const errno = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code ?? '';

/**
 * The local storage driver (ARCHITECTURE.md "Files"): objects are files under
 * `{root}/{bucket}/{key}` (root = DATA_DIR/storage), served by the /storage/{bucket}/{key} route.
 * Writes go to `{root}/.tmp/` first and are moved into place atomically, so readers never see a
 * partial file. `overwrite: false` is atomic too: the file is hard-linked into place, which fails
 * when the name exists (on filesystems without hard links it falls back to check-then-rename).
 * The content type is derived from the key's extension; `PutOptions.contentType` is not stored.
 */
export class LocalStorage implements StorageDriver {
  readonly kind = 'local' as const;

  /**
   * @param root - absolute directory holding one folder per bucket, e.g. "/srv/lizit/.data/storage"
   */
  constructor(readonly root: string) {}

  /** The file of a key. @throws StorageError on a bad bucket or key. */
  filePath(bucket: BucketName, key: string): string {
    assertBucketAndKey(bucket, key);
    const file = path.join(this.root, bucket, ...key.split('/'));
    // isValidKey already excludes traversal; this is the belt to its braces.
    if (!file.startsWith(path.join(this.root, bucket) + path.sep)) {
      throw new Error('storage path escapes its bucket');
    }
    return file;
  }

  /** {@inheritDoc StorageDriver.put} */
  async put(
    bucket: BucketName,
    key: string,
    body: Buffer | Readable,
    opts: PutOptions,
  ): Promise<PutResult> {
    assertWritable(bucket, key, opts.overwrite);
    const target = this.filePath(bucket, key);
    const tmpDir = path.join(this.root, '.tmp');
    await fsp.mkdir(tmpDir, { recursive: true });
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = path.join(tmpDir, `${crypto.randomUUID()}.part`);
    try {
      const size = await writeDurably(tmp, body);
      if (opts.overwrite) {
        await fsp.rename(tmp, target);
      } else {
        await linkIntoPlace(tmp, target, bucket, key);
      }
      return { url: this.publicUrl(bucket, key), bucket, key, size };
    } finally {
      await fsp.rm(tmp, { force: true });
    }
  }

  /** {@inheritDoc StorageDriver.get} */
  async get(bucket: BucketName, key: string, range?: ByteRange): Promise<StoredObject | null> {
    const file = this.filePath(bucket, key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, 'r');
    } catch (error) {
      if (MISSING_CODES.has(errno(error))) return null;
      throw error;
    }
    try {
      const stats = await handle.stat({ bigint: true });
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const info = infoOf(stats, key);
      // A range that no longer fits (the file changed since the caller looked) reads everything.
      const fits = range && range.start >= 0 && range.start <= range.end && range.start < info.size;
      const span = fits
        ? { start: range.start, end: Math.min(range.end, info.size - 1) }
        : undefined;
      const body = handle.createReadStream({ start: span?.start, end: span?.end, autoClose: true });
      return { ...info, body, ...(span ? { range: span } : {}) };
    } catch (error) {
      await handle.close().catch(() => {});
      throw error;
    }
  }

  /** {@inheritDoc StorageDriver.head} */
  async head(bucket: BucketName, key: string): Promise<ObjectInfo | null> {
    const file = this.filePath(bucket, key);
    try {
      const stats = await fsp.stat(file, { bigint: true });
      return stats.isFile() ? infoOf(stats, key) : null;
    } catch (error) {
      if (MISSING_CODES.has(errno(error))) return null;
      throw error;
    }
  }

  /** {@inheritDoc StorageDriver.exists} */
  async exists(bucket: BucketName, key: string): Promise<boolean> {
    return (await this.head(bucket, key)) !== null;
  }

  /** {@inheritDoc StorageDriver.delete} */
  async delete(bucket: BucketName, key: string): Promise<boolean> {
    const file = this.filePath(bucket, key);
    try {
      await fsp.unlink(file);
      return true;
    } catch (error) {
      if (MISSING_CODES.has(errno(error))) return false;
      throw error;
    }
  }

  /** {@inheritDoc StorageDriver.publicUrl} Always "/storage/{bucket}/{key}". */
  publicUrl(bucket: BucketName, key: string): string {
    assertBucketAndKey(bucket, key);
    return `/storage/${bucket}/${key}`;
  }
}

/** Writes the body to a new file and flushes it to disk. @returns bytes written */
async function writeDurably(file: string, body: Buffer | Readable): Promise<number> {
  let size = 0;
  if (Buffer.isBuffer(body)) {
    await fsp.writeFile(file, body, { flag: 'wx' });
    size = body.length;
  } else {
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(body, counter, fs.createWriteStream(file, { flags: 'wx' }));
  }
  const handle = await fsp.open(file, 'r');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
  return size;
}

/** Moves `tmp` to `target` only if `target` does not exist. @throws StorageObjectExistsError */
async function linkIntoPlace(tmp: string, target: string, bucket: string, key: string) {
  try {
    await fsp.link(tmp, target);
  } catch (error) {
    const code = errno(error);
    if (code === 'EEXIST') throw new StorageObjectExistsError(bucket, key);
    if (!NO_LINK_CODES.has(code)) throw error;
    // No hard links here: check, then rename (a narrow race a single server does not hit).
    if (fs.existsSync(target)) throw new StorageObjectExistsError(bucket, key);
    await fsp.rename(tmp, target);
  }
}

function infoOf(stats: fs.BigIntStats, key: string): ObjectInfo {
  // Inode + size + mtime (ns): a write always makes a new inode (temp file + rename), so the tag
  // changes on every overwrite.
  const etag = `"${[stats.ino, stats.size, stats.mtimeNs].map((n) => n.toString(36)).join('-')}"`;
  return {
    size: Number(stats.size),
    contentType: contentTypeForKey(key),
    etag,
    lastModified: new Date(Number(stats.mtimeMs)),
  };
}
