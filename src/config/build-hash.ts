import path from 'node:path';

/**
 * Where a production build records the hash of the inputs it was made from, relative to the
 * project root: written by scripts/lib/build-hash.ts, read as the release by server/seo.
 */
export const BUILD_HASH_FILE = path.join('.next', 'lizit-build-hash');
