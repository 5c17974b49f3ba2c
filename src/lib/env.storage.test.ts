import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('storage environment', () => {
  it('defaults to the local driver', () => {
    const env = parseEnv({});
    expect(env.STORAGE_DRIVER).toBe('local');
    expect(env.S3_REGION).toBe('us-east-1');
    expect(env.S3_BUCKET_PREFIX).toBe('');
    expect(env.S3_FORCE_PATH_STYLE).toBeUndefined();
  });

  it('refuses the s3 driver without a public base URL, naming the variable', () => {
    expect(() => parseEnv({ STORAGE_DRIVER: 's3' })).toThrow(
      /S3_PUBLIC_BASE_URL: required when STORAGE_DRIVER is s3/,
    );
    expect(() =>
      parseEnv({ STORAGE_DRIVER: 's3', S3_PUBLIC_BASE_URL: 'https://cdn.lizit.com' }),
    ).not.toThrow();
  });

  it('checks the S3 values', () => {
    expect(() => parseEnv({ STORAGE_DRIVER: 'gcs' })).toThrow(/STORAGE_DRIVER/);
    expect(() => parseEnv({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => parseEnv({ S3_BUCKET_PREFIX: 'Lizit_' })).toThrow(/S3_BUCKET_PREFIX/);
    expect(() => parseEnv({ S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => parseEnv({ S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
  });

  it('reads boolean-ish path-style values', () => {
    expect(parseEnv({ S3_FORCE_PATH_STYLE: 'TRUE' }).S3_FORCE_PATH_STYLE).toBe(true);
    expect(parseEnv({ S3_FORCE_PATH_STYLE: '0' }).S3_FORCE_PATH_STYLE).toBe(false);
    expect(parseEnv({ S3_FORCE_PATH_STYLE: '' }).S3_FORCE_PATH_STYLE).toBeUndefined();
  });
});
