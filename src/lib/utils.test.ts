import { beforeEach, describe, expect, it, vi } from 'vitest';

const merge = vi.hoisted(() => ({ calls: 0 }));
vi.mock('tailwind-merge', async (importOriginal) => {
  const actual = await importOriginal<typeof import('tailwind-merge')>();
  return {
    ...actual,
    twMerge: (...args: Parameters<typeof actual.twMerge>) => {
      merge.calls += 1;
      return actual.twMerge(...args);
    },
  };
});

const { cn, pickFields } = await import('./utils');

describe('cn', () => {
  beforeEach(() => {
    merge.calls = 0;
  });

  it('resolves conflicts between inputs, the later class winning', () => {
    expect(cn('h-10 px-4 text-sm', 'px-2')).toBe('h-10 text-sm px-2');
    expect(cn('rounded-lg', { 'rounded-full': true, hidden: false })).toBe('rounded-full');
    expect(merge.calls).toBe(2);
  });

  it('returns a single class list as it is, without the resolver', () => {
    const base = 'inline-flex h-10 items-center px-4';
    expect(cn(base)).toBe(base);
    expect(cn(base, undefined, false, null, '')).toBe(base);
    expect(cn(false && 'px-2', base)).toBe(base);
    expect(merge.calls).toBe(0);
  });

  it('joins arrays and objects through clsx', () => {
    expect(cn(['a', 'b'])).toBe('a b');
    expect(cn({ a: true, b: false })).toBe('a');
    expect(cn()).toBe('');
  });
});

describe('pickFields', () => {
  it('copies the keys asked for, in their order, and nothing else', () => {
    const row = { id: 1, name: 'a', secret: 's', active: false };
    const picked = pickFields(row, ['name', 'id', 'active']);
    expect(picked).toEqual({ name: 'a', id: 1, active: false });
    expect(Object.keys(picked)).toEqual(['name', 'id', 'active']);
  });
});
