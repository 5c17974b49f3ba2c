'use client';

import { useCallback, useEffect, useRef } from 'react';
import { currentAttribution } from './attribution';

/**
 * The spam guard of every public form (issue #5): a honeypot field people never see and the time
 * since the form appeared. `guardFields()` returns both for the request body, with the
 * visit's attribution (issue #24 §1).
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
