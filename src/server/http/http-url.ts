/**
 * An http(s) URL parsed from untrusted text (a Referer header, a referrer's origin: the 404
 * monitor's referrers, the referrer origins analytics classifies).
 * @param raw - the text, e.g. "https://example.com/blog?q=1"
 * @returns the parsed URL, or null when the text is not a URL or its scheme is not http or https
 */
export function parseHttpUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}
