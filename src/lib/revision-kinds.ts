/**
 * The kinds of record whose saves keep revisions in `record_revisions` and restore through the
 * generic History panel (resources, banners, videos and media items).
 */
export const RECORD_REVISION_KINDS = ['resource', 'banner', 'video', 'media'] as const;
export type RecordRevisionKind = (typeof RECORD_REVISION_KINDS)[number];

/**
 * Every kind of record with revisions: the generic kinds, posts (which also autosave) and the
 * marketing pages (a revision per publication).
 */
export const REVISED_RECORD_KINDS = [...RECORD_REVISION_KINDS, 'post', 'page'] as const;
export type RevisedRecordKind = (typeof REVISED_RECORD_KINDS)[number];

/** What made a revision: a save (create, update, restore) or an autosave of the post editor. */
export const REVISION_TYPES = ['save', 'autosave'] as const;
export type RevisionType = (typeof REVISION_TYPES)[number];
