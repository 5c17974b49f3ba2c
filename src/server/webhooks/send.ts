import http from 'node:http';
import https from 'node:https';
import { blockedAddressRange, publicOnlyLookup, targetAgent } from './targets';

/** What a receiver answered. */
export type WebhookResponse = {
  status: number;
  /** The start of the response body (at most 300 characters), for the delivery log. */
  snippet: string;
};

export type PostOptions = {
  /** Whole-request time limit in ms (connect, send, answer). */
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: skip the public-address checks. */
  allowPrivate: boolean;
};

const SNIPPET_MAX = 300;

/**
 * Posts one webhook body. Redirects are not followed (a 3xx is an answer like any
 * other); unless `allowPrivate`, an IP literal is checked here and a host name by the connection's
 * own lookup, so the request goes to the address that was checked.
 * @param url - the endpoint's URL (validated when saved)
 * @param body - the JSON text to post
 * @param headers - extra headers (the signature's)
 * @returns the status and the start of the answer
 * @throws Error on a refused address, a connection failure or the timeout
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: PostOptions,
): Promise<WebhookResponse> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    return Promise.reject(new Error('Only http(s) targets are allowed'));
  }
  if (!opts.allowPrivate) {
    const host = target.hostname.replace(/^\[|\]$/g, '');
    const range = host.includes(':') || /^[\d.]+$/.test(host) ? blockedAddressRange(host) : null;
    if (range) return Promise.reject(new Error(`Refused: ${host} is a non-public address`));
  }
  const request = target.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, value?: WebhookResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(value!);
    };
    const req = request(
      target,
      {
        method: 'POST',
        agent: targetAgent(target, opts.allowPrivate),
        ...(opts.allowPrivate ? {} : { lookup: publicOnlyLookup }),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Lizit-Webhooks/1.0',
          ...headers,
        },
      },
      (res) => {
        let snippet = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (snippet.length < SNIPPET_MAX) snippet += chunk.slice(0, SNIPPET_MAX - snippet.length);
        });
        res.on('end', () => finish(null, { status: res.statusCode ?? 0, snippet }));
        res.on('error', (e) => finish(e));
      },
    );
    const timer = setTimeout(() => {
      const error = new Error(`Timed out after ${opts.timeoutMs} ms`);
      req.destroy(error);
      finish(error);
    }, opts.timeoutMs);
    req.on('error', (e) => finish(e));
    req.end(body);
  });
}
