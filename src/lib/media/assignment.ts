/**
 * Broken URLs and slot assignment of the media system (back-office.md §4, §5 "Broken
 * URL", §7). Pure: the admin screens and the server actions both read them.
 */
import { hasText, trimmed } from './text';

/**
 * Whether a media URL is broken (back-office.md §5 "Broken URL": "URL begins with blob:"): a
 * browser-local `blob:` URL that nobody else can load. Case-insensitive, after trimming;
 * null/empty is not broken by this rule.
 * @param url - file_url
 * @returns true for a `blob:` URL (never throws)
 */
export function isBrokenUrl(url: string | null | undefined): boolean {
  return trimmed(url).toLowerCase().startsWith('blob:');
}

/**
 * Whether a media item may be assigned to a slot (back-office.md §4 "Media is unassigned when
 * slot_id is empty", §5 "Broken URL ... cannot be assigned", §7 unassigned = no slot_id and
 * active): no slot_id (null or blank), active, and its URL is not broken.
 * @param item - slot_id, is_active and file_url of the item
 * @returns true when the item may be assigned (never throws)
 */
export function canAssign(item: {
  slot_id: string | null;
  is_active: boolean;
  file_url: string;
}): boolean {
  return !hasText(item.slot_id) && item.is_active && !isBrokenUrl(item.file_url);
}
