import { describe, expect, it } from 'vitest';
import { findDuplicates, isDuplicate } from './duplicates';
import { mediaItem as item, type TestMediaItem } from './test-items';

describe('isDuplicate', () => {
  type Fields = Partial<TestMediaItem>;
  it.each<[string, Fields, Fields, boolean]>([
    [
      'matches two items with the same name and file size',
      { name: 'logo' },
      { name: 'logo' },
      true,
    ],
    [
      'ignores surrounding whitespace in name and size',
      { name: ' logo ', file_size: '2.10 MB ' },
      { name: 'logo', file_size: '2.10 MB' },
      true,
    ],
    ['is case-sensitive on the name', { name: 'Logo' }, { name: 'logo' }, false],
    [
      'needs the same file size',
      { name: 'logo', file_size: '2.10 MB' },
      { name: 'logo', file_size: '2.11 MB' },
      false,
    ],
    [
      'never matches on a null file size',
      { name: 'x', file_size: null },
      { name: 'x', file_size: null },
      false,
    ],
    [
      'never matches on a blank file size',
      { name: 'x', file_size: ' ' },
      { name: 'x', file_size: '' },
      false,
    ],
    ['never matches on a blank name', { name: '  ' }, { name: '' }, false],
  ])('%s', (_case, a, b, duplicate) => {
    expect(isDuplicate(item({ ...a, id: 1 }), item({ ...b, id: 2 }))).toBe(duplicate);
  });

  it('does not call an item a duplicate of itself', () => {
    const a = item({ id: 1 });
    expect(isDuplicate(a, { ...a })).toBe(false);
  });
});

describe('findDuplicates', () => {
  it('returns every member of each group of twins and nothing else', () => {
    const items = [
      item({ id: 1, name: 'a' }),
      item({ id: 2, name: 'b' }),
      item({ id: 3, name: 'a' }),
      item({ id: 4, name: 'a', file_size: '9.99 MB' }),
      item({ id: 5, name: 'b' }),
      item({ id: 6, name: 'c', file_size: null }),
      item({ id: 7, name: 'c', file_size: null }),
    ];
    expect([...findDuplicates(items)].sort()).toEqual([1, 2, 3, 5]);
  });

  it('returns an empty set when there are no twins (or no items)', () => {
    expect(findDuplicates([item({ id: 1 }), item({ id: 2 })]).size).toBe(0);
    expect(findDuplicates([]).size).toBe(0);
  });

  it('does not count the same row listed twice as a duplicate', () => {
    const a = item({ id: 1 });
    expect(findDuplicates([a, a]).size).toBe(0);
  });

  it('keeps names containing separators apart', () => {
    const items = [
      item({ id: 1, name: 'a|b', file_size: 'c' }),
      item({ id: 2, name: 'a', file_size: 'b|c' }),
    ];
    expect(findDuplicates(items).size).toBe(0);
  });
});
