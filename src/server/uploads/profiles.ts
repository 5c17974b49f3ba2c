/**
 * Upload purposes on the server: the shared rules of `src/lib/validation/uploads.ts` plus where
 * each file goes (bucket, key, overwrite) and which extra form fields it needs.
 * back-office.md §5, §7, §9; public-site.md §5. The media system's purposes are here too.
 */
import {
  UPLOAD_PURPOSES,
  UPLOAD_RULES,
  type UploadPurpose,
  type UploadRules,
} from '@/lib/validation/uploads';
import type { BucketName } from '@/server/storage/buckets';
import {
  bannerKey,
  blogFeaturedKey,
  blogInlineKey,
  mediaLibraryKey,
  resourceKey,
  slotMediaKey,
  type NameSeed,
} from '@/server/storage/naming';

/** What a profile's key function gets. */
export type KeyInput = {
  /** Lower-case extension to store under, from the detected type (never trusted from the name). */
  ext: string;
  /** The uploaded file's name as the browser sent it (path removed). */
  originalName: string;
  /** The profile's required form fields, validated. */
  fields: Readonly<Record<string, string>>;
  /** Fixed timestamp and random part (tests). */
  seed?: NameSeed;
};

/** Everything the pipeline needs to know about one purpose. */
export type UploadProfile = UploadRules & {
  purpose: UploadPurpose;
  bucket: BucketName;
  /** Whether an upload replaces an object with the same key (back-office.md §7). */
  overwrite: boolean;
  /** Form fields, besides `purpose`, that must come before the file, with their pattern. */
  requiredFields: Readonly<Record<string, RegExp>>;
  /** The object key of an accepted file. */
  key: (input: KeyInput) => string;
};

/**
 * A purpose's profile: its rules, bucket and key, never overwriting and asking for no fields
 * before the file unless `extra` says otherwise.
 */
function profile(
  purpose: UploadPurpose,
  bucket: BucketName,
  key: UploadProfile['key'],
  extra: Partial<Pick<UploadProfile, 'overwrite' | 'requiredFields'>> = {},
): UploadProfile {
  return {
    ...UPLOAD_RULES[purpose],
    purpose,
    bucket,
    key,
    overwrite: false,
    requiredFields: {},
    ...extra,
  };
}

/** The profile of every purpose. */
export const UPLOAD_PROFILES: Readonly<Record<UploadPurpose, UploadProfile>> = {
  'banner-image': profile('banner-image', 'home-banners', ({ ext, seed }) => bannerKey(ext, seed)),
  'blog-featured': profile('blog-featured', 'blog-images', ({ ext, seed }) =>
    blogFeaturedKey(ext, seed),
  ),
  'blog-inline': profile('blog-inline', 'blog-images', ({ ext, seed }) => blogInlineKey(ext, seed)),
  'resource-file': profile('resource-file', 'resources', ({ ext, originalName, seed }) =>
    resourceKey(originalName, ext, seed),
  ),
  // New slot media never overwrite (§7); this profile never replaces a slot's file.
  'slot-media': profile(
    'slot-media',
    'site-media',
    ({ ext, fields, seed }) => slotMediaKey(fields.slotId ?? '', ext, seed),
    { requiredFields: { slotId: /^[a-z0-9][a-z0-9-]{0,79}$/ } },
  ),
  // "Store for Later": named after the file, the same name overwrites (§5, §7).
  'media-library': profile(
    'media-library',
    'site-assets',
    ({ ext, originalName }) => mediaLibraryKey(originalName, ext),
    { overwrite: true },
  ),
};

/**
 * The profile of a purpose.
 * @param purpose - one of `UPLOAD_PURPOSES`
 */
export function getUploadProfile(purpose: UploadPurpose): UploadProfile {
  return UPLOAD_PROFILES[purpose];
}

/** The largest limit of any purpose, in bytes (the pipeline's hard cap before it knows one). */
export const MAX_UPLOAD_BYTES = Math.max(...UPLOAD_PURPOSES.map((p) => UPLOAD_RULES[p].maxBytes));

/**
 * Types found by magic bytes that are refused as resources whatever the file's name: programs,
 * installers, packages, shortcuts and browser extensions.
 */
export const EXECUTABLE_TYPES: ReadonlySet<string> = new Set([
  'exe',
  'elf',
  'macho',
  'dmg',
  'swf',
  'wasm',
  'crx',
  'xpi',
  'deb',
  'rpm',
  'apk',
  'jar',
  'class',
  'lnk',
  'reg',
  'cab',
  'msi',
]);

/**
 * Extensions a Compound File Binary (file-type "cfb") may keep: the legacy Office formats. A CFB
 * under any other name (an .msi installer, typically) is refused.
 */
export const CFB_DOCUMENT_EXTENSIONS: ReadonlySet<string> = new Set([
  'doc',
  'xls',
  'ppt',
  'msg',
  'pub',
  'vsd',
]);
