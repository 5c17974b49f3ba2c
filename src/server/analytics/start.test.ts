import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { parseEnv } from '@/lib/env';
import { startPageViewRecorder } from './start';

describe('startPageViewRecorder', () => {
  const getDb = () => ({}) as Db;
  it('counts by default and nothing with ANALYTICS=off', async () => {
    expect(parseEnv({}).ANALYTICS).toBe('on');
    expect(startPageViewRecorder(parseEnv({ ANALYTICS: 'off' }), getDb)).toBeNull();
    const recorder = startPageViewRecorder(parseEnv({}), getDb);
    expect(recorder).not.toBeNull();
    await recorder!.flush();
  });
});
