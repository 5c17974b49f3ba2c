import { describe, expect, it } from 'vitest';
import { clientIpFromHeaders, resolveClientIp } from './client-ip';

describe('resolveClientIp', () => {
  it('uses the socket address when no proxy is trusted, ignoring forwarded headers', () => {
    expect(resolveClientIp('1.2.3.4', '::ffff:10.0.0.7', 0)).toBe('10.0.0.7');
  });
  it('takes the address recorded by the trusted proxy, counted from the right', () => {
    expect(resolveClientIp('6.6.6.6, 203.0.113.9', '10.0.0.1', 1)).toBe('203.0.113.9');
    expect(resolveClientIp('6.6.6.6, 203.0.113.9, 10.0.0.2', '10.0.0.1', 2)).toBe('203.0.113.9');
  });
  it('falls back to the socket when the chain is shorter than the hops', () => {
    expect(resolveClientIp('203.0.113.9', '10.0.0.1', 2)).toBe('10.0.0.1');
  });
  it('never returns a non-IP value', () => {
    expect(resolveClientIp('<script>', undefined, 1)).toBe('unknown');
    expect(resolveClientIp(undefined, undefined, 0)).toBe('unknown');
  });
  it('reads only a valid IP from the internal header', () => {
    expect(clientIpFromHeaders(new Headers({ 'x-lizit-client-ip': '2001:db8::1' }))).toBe(
      '2001:db8::1',
    );
    expect(clientIpFromHeaders(new Headers({ 'x-lizit-client-ip': 'evil' }))).toBe('unknown');
  });
});
