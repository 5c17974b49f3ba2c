/**
 * The kinds of record whose saves keep revisions in `record_revisions` (resources,
 * banners and media metadata keep revisions of their fields too); a post keeps its own.
 */
export const RECORD_REVISION_KINDS = ['resource', 'banner', 'video', 'media'] as const;
export type RecordRevisionKind = (typeof RECORD_REVISION_KINDS)[number];
