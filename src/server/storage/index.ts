import path from 'node:path';
import { getEnv, type Env } from '@/lib/env';
import { processSingleton, setProcessSingleton } from '@/lib/runtime';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { StorageDriver } from './types';

export * from './buckets';
export * from './http';
export * from './types';
export { LocalStorage } from './local';
export { S3Storage, type S3StorageOptions } from './s3';

/** The variables the storage drivers read (src/lib/env.ts). */
export type StorageEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'STORAGE_DRIVER'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET_PREFIX'
  | 'S3_PUBLIC_BASE_URL'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/**
 * Builds the driver an environment asks for, without touching global state (tests call this).
 * @param env - `local`: files under `{DATA_DIR}/storage`; `s3`: the S3_* settings, path-style
 *   addressing defaulting to true when S3_ENDPOINT is set
 * @returns a new driver
 * @throws Error when STORAGE_DRIVER is s3 and S3_PUBLIC_BASE_URL is missing (parseEnv already
 *   refuses that environment)
 */
export function createStorage(env: StorageEnv): StorageDriver {
  if (env.STORAGE_DRIVER === 'local') {
    return new LocalStorage(path.join(path.resolve(env.DATA_DIR), 'storage'));
  }
  if (!env.S3_PUBLIC_BASE_URL) throw new Error('S3_PUBLIC_BASE_URL is required for the s3 driver');
  return new S3Storage({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    bucketPrefix: env.S3_BUCKET_PREFIX,
    publicBaseUrl: env.S3_PUBLIC_BASE_URL,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

declare module '@/lib/runtime' {
  interface RuntimeSlots {
    /** The storage driver ({@link getStorage}). */
    storage: StorageDriver;
  }
}

/**
 * The process-wide storage driver, chosen by `STORAGE_DRIVER` on first use (a process singleton,
 * `lib/runtime.ts`, so Next's module copies share it).
 * @throws as `getEnv()` when the environment is invalid
 */
export function getStorage(): StorageDriver {
  return processSingleton('storage', () => createStorage(getEnv()));
}

/**
 * Replaces the process-wide driver (tests: a LocalStorage on a temp dir, or an S3Storage on
 * s3rver); `undefined` makes the next `getStorage()` build it from the environment again.
 */
export function setStorage(driver: StorageDriver | undefined): void {
  setProcessSingleton('storage', driver);
}
