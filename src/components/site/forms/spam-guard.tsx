'use client';

import { useCallback, useEffect, useRef } from 'react';

/**
 * The visit's `{ first, last }` touches, as the site layout's inline touch script keeps them
 * (`lib/touch-script.ts`); none when the script did not run. The server validates and bounds them.
 */
function currentAttribution(): unknown {
  const read = (window as { lizitAttribution?: () => unknown }).lizitAttribution;
  return read?.() ?? { first: null, last: null };
}

/**
 * The spam guard of every public form: a honeypot field people never see and the time
 * since the form appeared. `guardFields()` returns both for the request body, with the
 * visit's attribution.
 */
export function useSpamGuard() {
  const honeypotRef = useRef<HTMLInputElement>(null);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  const guardFields = useCallback(
    () => ({
      website: honeypotRef.current?.value ?? '',
      fill_ms: Math.round(performance.now() - shownAt.current),
      attribution: currentAttribution(),
    }),
    [],
  );
  const honeypot = (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          ref={honeypotRef}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
  return { honeypot, guardFields };
}
