import { isIP } from 'node:net';

/** The request header the custom server sets to the resolved client IP (never trusted from outside). */
export const CLIENT_IP_HEADER = 'x-lizit-client-ip';

/**
 * Resolves the client IP of a request (the rate limits are per client IP): with `hops` trusted
 * proxies in front, the address those proxies recorded in X-Forwarded-For (counted from the right,
 * so a client cannot spoof it by sending its own header); otherwise the socket address.
 * @param forwardedFor - the X-Forwarded-For header value, if any
 * @param socketAddress - the TCP peer address
 * @param hops - number of trusted proxies (0 = trust none)
 * @returns a normalised IP, or "unknown"
 */
export function resolveClientIp(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  hops: number,
): string {
  let candidate = socketAddress;
  if (hops > 0 && forwardedFor) {
    const chain = forwardedFor
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    // Each trusted proxy appends the address it received the request from.
    const fromRight = chain[chain.length - hops];
    if (fromRight) candidate = fromRight;
  }
  const ip = (candidate ?? '').replace(/^::ffff:/, '');
  return isIP(ip) ? ip : 'unknown';
}

/** The client IP the custom server resolved for this request ("unknown" outside it). */
export function clientIpFromHeaders(headers: Headers): string {
  const ip = headers.get(CLIENT_IP_HEADER) ?? '';
  return isIP(ip) ? ip : 'unknown';
}
