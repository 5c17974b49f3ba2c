import { describe, expect, it } from 'vitest';
import { signPreviewToken, verifyPreviewToken } from './preview-token';

const secret = 'x'.repeat(40);
const now = Date.parse('2026-11-29T10:00:00Z');

describe('page preview tokens', () => {
  it('open the preview of their page until they expire, and nothing else', () => {
    const token = signPreviewToken('home', { now, secret, ttlMs: 60_000 });
    expect(verifyPreviewToken('home', token, { now, secret })).toBe(true);
    expect(verifyPreviewToken('home', token, { now: now + 60_000, secret })).toBe(false);
    expect(verifyPreviewToken('product', token, { now, secret })).toBe(false);
    expect(verifyPreviewToken('home', token, { now, secret: 'y'.repeat(40) })).toBe(false);
  });

  it('refuse a forged expiry, junk and nothing', () => {
    const token = signPreviewToken('home', { now, secret, ttlMs: 60_000 });
    const [, mac] = token.split('.');
    expect(verifyPreviewToken('home', `${now + 10 * 60_000}.${mac}`, { now, secret })).toBe(false);
    for (const junk of [undefined, '', '1', `${token}x`, token.replace('.', '-')])
      expect(verifyPreviewToken('home', junk, { now, secret })).toBe(false);
  });
});
