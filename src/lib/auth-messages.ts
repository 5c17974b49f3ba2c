/**
 * The sign-in screen's answer to a refused attempt, for the per-account
 * back-off and better-auth's per-IP limit alike.
 * @param seconds - the real remaining wait, in whole seconds (values below 1 are shown as 1)
 * @returns e.g. "Too many attempts. Try again in 45 seconds."
 */
export function tooManyAttemptsMessage(seconds: number): string {
  const n = Math.max(1, Math.ceil(seconds));
  return `Too many attempts. Try again in ${n} ${n === 1 ? 'second' : 'seconds'}.`;
}

/**
 * The wait a 429 answer of /api/auth announces: better-auth sends X-Retry-After, the back-off and
 * standard proxies Retry-After (both in seconds).
 * @param headers - the response headers
 * @returns whole seconds, or null when neither header holds a positive number
 */
export function retryAfterSeconds(headers: Headers): number | null {
  for (const name of ['x-retry-after', 'retry-after']) {
    const value = Number(headers.get(name));
    if (Number.isFinite(value) && value > 0) return Math.ceil(value);
  }
  return null;
}

/**
 * Remembers the wait a refused (429) better-auth call announced: pass `fetchOptions` to the
 * client call, then read `seconds()`.
 * @returns the options to pass and a reader (null when the last answer was not a 429 with a wait)
 */
export function retryCapture(): {
  fetchOptions: { onError: (context: { response: Response }) => void };
  seconds: () => number | null;
} {
  let seconds: number | null = null;
  return {
    fetchOptions: {
      onError: ({ response }) => {
        seconds = response.status === 429 ? retryAfterSeconds(response.headers) : null;
      },
    },
    seconds: () => seconds,
  };
}
