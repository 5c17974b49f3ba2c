import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  assertBucketAndKey,
  assertWritable,
  cacheControlFor,
  StorageObjectExistsError,
  type BucketName,
} from './buckets';
import { contentDispositionFor, contentTypeForKey } from './http';
import type {
  ByteRange,
  ObjectInfo,
  PutOptions,
  PutResult,
  StorageDriver,
  StoredObject,
} from './types';

/** Settings of {@link S3Storage} (from the S3_* variables, see `createStorage`). */
export type S3StorageOptions = {
  /** e.g. "us-east-1". */
  region: string;
  /** S3 API endpoint of a non-AWS store, e.g. "http://127.0.0.1:4568"; unset = AWS. */
  endpoint?: string;
  /** {endpoint}/{bucket}/{key} addressing instead of {bucket}.{endpoint}. */
  forcePathStyle: boolean;
  /** Prefixed to each logical bucket name to form the real one, e.g. "lizit-prod-". */
  bucketPrefix: string;
  /** Public URL under which objects are reachable as {base}/{real bucket}/{key}. */
  publicBaseUrl: string;
  /** Static credentials; unset = the AWS SDK's default chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

type AwsError = { name?: string; $metadata?: { httpStatusCode?: number } };
const statusOf = (error: unknown) => (error as AwsError | undefined)?.$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as AwsError | undefined)?.name ?? '';

/**
 * The S3-compatible storage driver (ARCHITECTURE.md "Files", "Scale"). Each logical bucket maps
 * to the real bucket `{bucketPrefix}{bucket}`, which must exist. Objects carry their content
 * type, the bucket's Cache-Control and `Content-Disposition: attachment` for anything that is
 * not a (non-SVG) image or video, so a public bucket or CDN serves them as safely as /storage.
 *
 * `overwrite: false` is enforced twice: a HeadObject check first (the only check s3rver and older
 * S3-compatible stores honour; racy on its own), and `If-None-Match: *` on the PutObject, which
 * AWS S3, MinIO and R2 evaluate atomically (412 → StorageObjectExistsError). s3rver ignores the
 * header on PUT, so against s3rver the refusal rests on the HeadObject check.
 *
 * Stream bodies are read into memory before the PutObject (a plain PutObject needs the length
 * up front); the upload pipeline only passes bounded buffers (at most 50 MB).
 */
export class S3Storage implements StorageDriver {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly base: string;

  /** @param opts - see {@link S3StorageOptions} */
  constructor(private readonly opts: S3StorageOptions) {
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle,
      credentials: opts.credentials,
      // S3-compatible stores often reject the SDK's default CRC trailers; send checksums only
      // where the API requires them.
      ...(opts.endpoint
        ? {
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {}),
    });
    this.base = opts.publicBaseUrl.replace(/\/+$/, '');
  }

  /** The real bucket name of a logical bucket: `{bucketPrefix}{bucket}`. */
  realBucket(bucket: BucketName): string {
    return `${this.opts.bucketPrefix}${bucket}`;
  }

  /** {@inheritDoc StorageDriver.put} */
  async put(
    bucket: BucketName,
    key: string,
    body: Buffer | Readable,
    opts: PutOptions,
  ): Promise<PutResult> {
    assertWritable(bucket, key, opts.overwrite);
    const data = Buffer.isBuffer(body) ? body : await readAll(body);
    if (!opts.overwrite && (await this.exists(bucket, key))) {
      throw new StorageObjectExistsError(bucket, key);
    }
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.realBucket(bucket),
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: opts.contentType,
          CacheControl: cacheControlFor(bucket),
          ContentDisposition: contentDispositionFor(key, opts.contentType) ?? undefined,
          ...(opts.overwrite ? {} : { IfNoneMatch: '*' }),
        }),
      );
    } catch (error) {
      if (
        statusOf(error) === 412 ||
        nameOf(error) === 'PreconditionFailed' ||
        nameOf(error) === 'ConditionalRequestConflict'
      ) {
        throw new StorageObjectExistsError(bucket, key);
      }
      throw error;
    }
    return { url: this.publicUrl(bucket, key), bucket, key, size: data.length };
  }

  /** {@inheritDoc StorageDriver.get} */
  async get(bucket: BucketName, key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertBucketAndKey(bucket, key);
    const wanted = range && range.start >= 0 && range.start <= range.end ? range : undefined;
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.realBucket(bucket),
          Key: key,
          Range: wanted ? `bytes=${wanted.start}-${wanted.end}` : undefined,
        }),
      );
      const body = res.Body as Readable | undefined;
      if (!body) return null;
      const total = /\/(\d+)$/.exec(res.ContentRange ?? '')?.[1];
      const span = /^bytes (\d+)-(\d+)\//.exec(res.ContentRange ?? '');
      return {
        body,
        size: total ? Number(total) : (res.ContentLength ?? 0),
        contentType: res.ContentType ?? contentTypeForKey(key),
        etag: res.ETag ?? '""',
        lastModified: res.LastModified ?? new Date(0),
        ...(span ? { range: { start: Number(span[1]), end: Number(span[2]) } } : {}),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      // A range past the end (the object changed): read it whole, as the local driver does.
      if (wanted && statusOf(error) === 416) return this.get(bucket, key);
      throw error;
    }
  }

  /** {@inheritDoc StorageDriver.head} */
  async head(bucket: BucketName, key: string): Promise<ObjectInfo | null> {
    assertBucketAndKey(bucket, key);
    try {
      const res = await this.client.send(
        new HeadObjectCommand({ Bucket: this.realBucket(bucket), Key: key }),
      );
      return {
        size: res.ContentLength ?? 0,
        contentType: res.ContentType ?? contentTypeForKey(key),
        etag: res.ETag ?? '""',
        lastModified: res.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** {@inheritDoc StorageDriver.exists} */
  async exists(bucket: BucketName, key: string): Promise<boolean> {
    return (await this.head(bucket, key)) !== null;
  }

  /** {@inheritDoc StorageDriver.delete} */
  async delete(bucket: BucketName, key: string): Promise<boolean> {
    assertBucketAndKey(bucket, key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.realBucket(bucket), Key: key }));
    return true;
  }

  /** {@inheritDoc StorageDriver.publicUrl} "{S3_PUBLIC_BASE_URL}/{real bucket}/{key}". */
  publicUrl(bucket: BucketName, key: string): string {
    assertBucketAndKey(bucket, key);
    return `${this.base}/${this.realBucket(bucket)}/${key}`;
  }
}

function isMissing(error: unknown): boolean {
  const name = nameOf(error);
  return statusOf(error) === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
