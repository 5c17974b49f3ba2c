import dns, { type LookupAddress } from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * Where webhooks may be sent (server-side request forgery). A target must be an
 * http(s) URL (https in production unless WEBHOOK_ALLOW_HTTP) and, unless
 * WEBHOOK_ALLOW_PRIVATE_TARGETS, every address its host resolves to must be public: loopback,
 * private, link-local (cloud metadata), CGNAT, multicast, unspecified, reserved and IPv4-mapped or
 * -embedding IPv6 forms are refused. The check is made again on each send by the connection's own
 * DNS lookup (request-filtering-agent), so the address checked is the address connected to: no
 * window for DNS rebinding.
 */

/**
 * IPv6 forms that ipaddr.js calls "unicast" but that embed an IPv4 address (IPv4-compatible
 * `::a.b.c.d`): refused as well.
 */
const EXTRA_DENY = ['::/96'];

/**
 * Why an IP address may not be a webhook target, or null when it is a public unicast address.
 * @param address - an IPv4 or IPv6 address as text (no brackets)
 * @returns the range name ("loopback", "private", "linkLocal", "ipv4Mapped", ...) or null
 */
export function blockedAddressRange(address: string): string | null {
  if (net.isIP(address) === 0) return 'invalid';
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  if (range !== 'unicast') return range;
  if (parsed.kind() === 'ipv6') {
    for (const cidr of EXTRA_DENY) {
      if ((parsed as ipaddr.IPv6).match(ipaddr.parseCIDR(cidr) as [ipaddr.IPv6, number])) {
        return 'ipv4Compatible';
      }
    }
  }
  return null;
}

/** The URL's host as an IP literal (brackets removed), or null when it is a name. */
function ipLiteral(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return net.isIP(host) === 0 ? null : host;
}

/** The policy a target is checked against. */
export type TargetPolicy = { allowHttp: boolean; allowPrivate: boolean };

/**
 * Checks a target URL when an endpoint is saved: an http(s) URL without credentials, https unless
 * `allowHttp`, and no private address written as an IP unless `allowPrivate` (names are checked
 * when sending, since what they resolve to may change).
 * @returns the admin's message, or null when the URL is acceptable
 */
export function targetUrlProblem(value: string, policy: TargetPolicy): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a full URL, e.g. https://example.com/hook.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Use an https:// URL.';
  if (url.protocol === 'http:' && !policy.allowHttp) return 'Use an https:// URL.';
  if (url.username || url.password) return 'Do not put a user name or password in the URL.';
  if (!policy.allowPrivate) {
    const ip = ipLiteral(url);
    if (ip && blockedAddressRange(ip))
      return 'This address is private or reserved; webhooks go to public addresses only.';
    if (url.hostname === 'localhost' || url.hostname.endsWith('.localhost'))
      return 'This address is private or reserved; webhooks go to public addresses only.';
  }
  return null;
}

/**
 * A DNS lookup for `net.connect` that fails when any address found is refused by
 * {@link blockedAddressRange} (the agents check the ranges too; this adds the IPv4-compatible
 * forms). Used when private targets are not allowed.
 */
export const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = found.find((a) => blockedAddressRange(a.address));
    if (refused) {
      const err = new Error(
        `${hostname} resolves to a non-public address`,
      ) as NodeJS.ErrnoException;
      err.code = 'EADDRNOTPUBLIC';
      return callback(err, '', 0);
    }
    if (options.all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, found);
    const first = found[0]!;
    callback(null, first.address, first.family);
  });
};

type Agents = { http: RequestFilteringHttpAgent; https: RequestFilteringHttpsAgent };
const agents = new Map<boolean, Agents>();

/**
 * The HTTP agents webhook requests go through: their connection lookup refuses non-public
 * addresses (unless `allowPrivate`), before connecting, to the address the check saw.
 */
export function targetAgent(url: URL, allowPrivate: boolean) {
  let pair = agents.get(allowPrivate);
  if (!pair) {
    const options = {
      allowPrivateIPAddress: allowPrivate,
      allowMetaIPAddress: allowPrivate,
      keepAlive: false,
    };
    pair = {
      http: new RequestFilteringHttpAgent(options),
      https: new RequestFilteringHttpsAgent(options),
    };
    agents.set(allowPrivate, pair);
  }
  return url.protocol === 'https:' ? pair.https : pair.http;
}
