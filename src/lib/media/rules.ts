/**
 * The pure rules of the media system: duplicates, usage, SEO score and badge, the
 * advisory dimension check, stored file names, broken URLs, placement targets and usage
 * locations, priority slots and video thumbnails. back-office.md §3, §4, §5, §7 and §9.
 *
 * No React, no database and no server imports: the admin screens (browser) and the server
 * actions both read these. Slot ids always come from the catalogue in `./slots`.
 *
 * Each family lives in its own module; this one re-exports them all, so importers may keep
 * using `@/lib/media/rules`.
 */
export * from './assignment';
export * from './dimensions';
export * from './duplicates';
export * from './file-name';
export * from './placement';
export * from './priority-slots';
export * from './seo-score';
export * from './usage';
export * from './video-id';
