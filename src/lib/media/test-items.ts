/** A library item as the media rules read it (the columns `duplicates` and `usage` look at). */
export type TestMediaItem = {
  id: number;
  name: string;
  file_size: string | null;
  slot_id: string | null;
  file_url: string;
};

/**
 * A library item for the media rules' unit tests: named `item-{id}`, 1.00 MB, unassigned, stored
 * under site-assets, with `over` applied on top.
 */
export const mediaItem = (over: Partial<TestMediaItem> & { id: number }): TestMediaItem => ({
  name: `item-${over.id}`,
  file_size: '1.00 MB',
  slot_id: null,
  file_url: `/storage/site-assets/item-${over.id}.png`,
  ...over,
});
