'use client';

import { useSyncExternalStore } from 'react';
import { postStateText } from '@/lib/post-state';

const subscribe = () => () => {};

/**
 * The preview banner's state: "Draft", "Scheduled for Dec 15, 2026, 9:00 AM",
 * "Published" or "Archived", the time in the admin's own time zone (the server's on the first
 * paint, the browser's once hydrated).
 */
export function PreviewState({
  status,
  publishedAt,
}: {
  status: string;
  publishedAt: string | null;
}) {
  const post = { status, published_at: publishedAt };
  const text = useSyncExternalStore(
    subscribe,
    () => postStateText(post),
    () => postStateText(post),
  );
  return (
    <span
      className="rounded-full bg-navy-950 px-2.5 py-0.5 text-xs font-semibold text-white"
      data-testid="preview-status"
    >
      {text}
    </span>
  );
}
