'use client';

import {
  FIRST_TOUCH_DAYS,
  isNewTouch,
  touchFromVisit,
  touchSchema,
  type Attribution,
  type Touch,
} from '@/lib/attribution';

/**
 * The browser side of lead attribution (issue #24 §1). The first visit's touch is kept in
 * localStorage for {@link FIRST_TOUCH_DAYS} days; the latest visit's touch in sessionStorage
 * (a new campaign, ad click or referring site during a session replaces it). With Global Privacy
 * Control on, nothing is stored: this page load's landing page and UTM stay in memory only and
 * are all that is sent. First-party only: no cookie, no third-party script.
 */

const FIRST_KEY = 'lizit.attribution.first';
const LAST_KEY = 'lizit.attribution.last';

/** This page load's touch, kept in memory (the only record under Global Privacy Control). */
let visitTouch: Touch | null = null;

/** Whether the browser sends the Global Privacy Control signal. */
function privacyControl(): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/** A stored touch, or null when absent, unreadable or (for the first touch) expired. */
function readStored(storage: Storage, key: string, maxAgeMs?: number): Touch | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = touchSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const at = parsed.data.at ? Date.parse(parsed.data.at) : Number.NaN;
    if (maxAgeMs !== undefined && !(Date.now() - at < maxAgeMs)) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

function store(storage: Storage, key: string, touch: Touch): void {
  try {
    storage.setItem(key, JSON.stringify(touch));
  } catch {
    // Storage full or refused: attribution is a hint; the form still works.
  }
}

/**
 * Records this page load's arrival once (called by the site layout's tracker on first render):
 * the first touch when none is kept (or it expired), and the last touch when the session has
 * none yet or this arrival is a new one (UTM, click id, another site).
 */
export function recordVisit(): void {
  if (visitTouch) return;
  const url = new URL(window.location.href);
  const gpc = privacyControl();
  visitTouch = touchFromVisit(url, document.referrer, new Date(), { private: gpc });
  if (gpc) return;
  const maxAge = FIRST_TOUCH_DAYS * 86_400_000;
  if (!readStored(localStorage, FIRST_KEY, maxAge)) store(localStorage, FIRST_KEY, visitTouch);
  if (!readStored(sessionStorage, LAST_KEY) || isNewTouch(url, document.referrer)) {
    store(sessionStorage, LAST_KEY, visitTouch);
  }
}

/**
 * What a lead form sends as `attribution` (issue #24 §1): the kept first and last touch; under
 * Global Privacy Control only this visit's landing page and UTM, as the last touch.
 */
export function currentAttribution(): Attribution {
  if (typeof window === 'undefined') return { first: null, last: null };
  recordVisit();
  if (privacyControl()) {
    const t = visitTouch!;
    const last: Touch = { ...t, referrer_host: null, referrer_path: null, click_id: null };
    return { first: null, last };
  }
  const first = readStored(localStorage, FIRST_KEY) ?? visitTouch;
  const last = readStored(sessionStorage, LAST_KEY) ?? visitTouch;
  return { first, last };
}
