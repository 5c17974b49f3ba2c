'use client';

import { useEffect } from 'react';
import { recordVisit } from './forms/attribution';

/**
 * Records where this visit came from once per page load (issue #24 §1), in first-party storage
 * only (nothing under Global Privacy Control). Renders nothing.
 */
export function AttributionTracker() {
  useEffect(() => recordVisit(), []);
  return null;
}
