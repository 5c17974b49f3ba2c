import type { ServerResponse } from 'node:http';
import { inlineScriptHashes } from './security-headers';

/**
 * The strict Content-Security-Policy of a page the rendered-HTML cache (`html-cache.ts`) buffered:
 * its own inline scripts allowed by hash, no other.
 */

/** Builds the policy of a page from the hash sources of its inline scripts. */
export type CspForHashes = (hashes: readonly string[]) => string;

/**
 * The strict CSP of a buffered response: the policy `cspForHashes` builds from the
 * hashes of the document's inline scripts (`inlineScriptHashes`), when the response is HTML
 * (text/html) and not content-encoded; otherwise none, and the response keeps the CSP it has.
 * @param res - the response, whose Content-Type and Content-Encoding are read
 * @param identity - the whole buffered body, uncompressed
 * @param cspForHashes - the policy builder, or undefined when the cache was given none
 * @returns the policy, or undefined
 * @throws whatever `cspForHashes` throws
 */
export function bufferedPageCsp(
  res: ServerResponse,
  identity: Buffer,
  cspForHashes: CspForHashes | undefined,
): string | undefined {
  const type = String(res.getHeader('content-type') ?? '');
  const encoded = res.getHeader('content-encoding') !== undefined;
  return cspForHashes && type.startsWith('text/html') && !encoded
    ? cspForHashes(inlineScriptHashes(identity))
    : undefined;
}
