import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cached, clearCache, invalidateTags, onInvalidate } from './cache';

beforeEach(() => clearCache());

describe('cached', () => {
  it('loads once and serves the cached value until its tag is invalidated', async () => {
    const load = vi.fn(async () => ({ n: Math.random() }));
    const a = await cached('k', ['posts'], load);
    const b = await cached('k', ['posts'], load);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
    invalidateTags(['banners']);
    await cached('k', ['posts'], load);
    expect(load).toHaveBeenCalledTimes(1);
    invalidateTags(['posts']);
    const c = await cached('k', ['posts'], load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(c).not.toBe(a);
  });

  it('shares one pending load between concurrent callers', async () => {
    const load = vi.fn(() => new Promise<number>((r) => setTimeout(() => r(7), 10)));
    const [x, y] = await Promise.all([cached('p', ['t'], load), cached('p', ['t'], load)]);
    expect([x, y]).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValueOnce(3);
    await expect(cached('f', ['t'], load)).rejects.toThrow('db down');
    await expect(cached('f', ['t'], load)).resolves.toBe(3);
  });

  it('expires by time and by an expiry derived from the value', async () => {
    let now = 1_000;
    const clock = () => now;
    const load = vi.fn(async () => ({ until: 1_500 }));
    await cached('e', ['t'], load, { ttlMs: 10_000, now: clock, expiresAt: (v) => v.until });
    now = 1_400;
    await cached('e', ['t'], load, { ttlMs: 10_000, now: clock, expiresAt: (v) => v.until });
    expect(load).toHaveBeenCalledTimes(1);
    now = 1_500;
    await cached('e', ['t'], load, { ttlMs: 10_000, now: clock, expiresAt: (v) => v.until });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('notifies invalidation listeners', () => {
    const seen: string[][] = [];
    const off = onInvalidate((tags) => seen.push([...tags]));
    invalidateTags(['media']);
    off();
    invalidateTags(['posts']);
    expect(seen).toEqual([['media']]);
  });
});
