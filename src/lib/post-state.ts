/**
 * What state a post is in for a person: Draft, Scheduled (published
 * with its time still ahead), Published or Archived. The list's badges, its status filter and the
 * preview banner all say the same.
 */
export type PostState = 'Draft' | 'Scheduled' | 'Published' | 'Archived';

type PostLike = { status: string; published_at: Date | string | null };

/**
 * The state of a post at `now`.
 * @example postState({ status: 'published', published_at: tomorrow }) === 'Scheduled'
 */
export function postState(post: PostLike, now: Date = new Date()): PostState {
  if (post.status === 'draft') return 'Draft';
  if (post.status === 'archived') return 'Archived';
  if (post.published_at !== null && new Date(post.published_at).getTime() > now.getTime())
    return 'Scheduled';
  return 'Published';
}

/**
 * A date and time as the back office shows them, e.g. "Dec 15, 2026, 9:00 AM" (en-US, medium
 * date, short time) in `timeZone` (default: the runtime's, the browser's in a client component).
 */
export function formatDateTime(value: Date | string, timeZone?: string): string {
  return new Date(value).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}

/**
 * The preview banner's status text: "Draft", "Scheduled for Dec 15, 2026, 9:00 AM",
 * "Published" or "Archived".
 */
export function postStateText(post: PostLike, now: Date = new Date(), timeZone?: string): string {
  const state = postState(post, now);
  return state === 'Scheduled'
    ? `Scheduled for ${formatDateTime(post.published_at!, timeZone)}`
    : state;
}
