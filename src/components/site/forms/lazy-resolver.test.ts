import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import { newsletterSchema } from '@/lib/validation/leads';
import { lazyResolver } from './lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('lazyResolver', () => {
  it('loads the schema once, on first use, and validates exactly as the schema does', async () => {
    const load = vi.fn(async () => zodResolver(newsletterSchema));
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const bad = await resolver({ name: '', email: 'nope' }, undefined, options);
    expect(Object.keys(bad.errors).sort()).toEqual(['email', 'name']);
    const good = await resolver({ name: 'Ann', email: 'ann@example.com' }, undefined, options);
    expect(good.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads without validating, and tries again after a failed download', async () => {
    const resolve = zodResolver(newsletterSchema);
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return resolve;
    });
    const { resolver, preload } = lazyResolver(load);
    preload();
    await new Promise((r) => setTimeout(r, 0));
    expect(load).toHaveBeenCalledTimes(1);
    const result = await resolver({ name: 'Ann', email: 'ann@example.com' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
