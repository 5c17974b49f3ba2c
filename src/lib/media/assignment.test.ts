import { describe, expect, it } from 'vitest';
import { itCases } from '@/test/cases';
import { canAssign, isBrokenUrl } from './assignment';

describe('isBrokenUrl and canAssign', () => {
  itCases('isBrokenUrl(%j) is %s', isBrokenUrl, [
    ['blob:http://localhost:3000/1234', true],
    ['BLOB:https://x/1', true],
    ['  blob:https://x/1', true],
    ['https://cdn.example.com/blob:1', false],
    ['/storage/site-assets/blob.png', false],
    ['', false],
    [null, false],
  ]);

  const ok = { slot_id: null, is_active: true, file_url: '/storage/site-assets/a.png' };

  it('lets an active, unassigned item with a real URL be assigned', () => {
    expect(canAssign(ok)).toBe(true);
    expect(canAssign({ ...ok, slot_id: ' ' })).toBe(true);
  });

  it('refuses assigned, archived and broken items', () => {
    expect(canAssign({ ...ok, slot_id: 'about-team-1' })).toBe(false);
    expect(canAssign({ ...ok, is_active: false })).toBe(false);
    expect(canAssign({ ...ok, file_url: 'Blob:http://localhost/x' })).toBe(false);
  });
});
