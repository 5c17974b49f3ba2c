/**
 * Upload purposes on the server: the shared rules of `src/lib/validation/uploads.ts` plus where
 * each file goes (bucket, key, overwrite) and which extra form fields it needs.
 * back-office.md §5, §7, §9; public-site.md §5. Issue #8 adds its own purposes here.
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

/** The profile of every purpose. */
export const UPLOAD_PROFILES: Readonly<Record<UploadPurpose, UploadProfile>> = {
  'banner-image': {
    ...UPLOAD_RULES['banner-image'],
    purpose: 'banner-image',
    bucket: 'home-banners',
    overwrite: false,
    requiredFields: {},
    key: ({ ext, seed }) => bannerKey(ext, seed),
  },
  'blog-featured': {
    ...UPLOAD_RULES['blog-featured'],
    purpose: 'blog-featured',
    bucket: 'blog-images',
    overwrite: false,
    requiredFields: {},
    key: ({ ext, seed }) => blogFeaturedKey(ext, seed),
  },
  'blog-inline': {
    ...UPLOAD_RULES['blog-inline'],
    purpose: 'blog-inline',
    bucket: 'blog-images',
    overwrite: false,
    requiredFields: {},
    key: ({ ext, seed }) => blogInlineKey(ext, seed),
  },
  'resource-file': {
    ...UPLOAD_RULES['resource-file'],
    purpose: 'resource-file',
    bucket: 'resources',
    overwrite: false,
    requiredFields: {},
    key: ({ ext, originalName, seed }) => resourceKey(originalName, ext, seed),
  },
  // New slot media never overwrite (§7); replacing a slot's file is issue #8's to add.
  'slot-media': {
    ...UPLOAD_RULES['slot-media'],
    purpose: 'slot-media',
    bucket: 'site-media',
    overwrite: false,
    requiredFields: { slotId: /^[a-z0-9][a-z0-9-]{0,79}$/ },
    key: ({ ext, fields, seed }) => slotMediaKey(fields.slotId ?? '', ext, seed),
  },
  // "Store for Later": named after the file, the same name overwrites (§5, §7).
  'media-library': {
    ...UPLOAD_RULES['media-library'],
    purpose: 'media-library',
    bucket: 'site-assets',
    overwrite: true,
    requiredFields: {},
    key: ({ ext, originalName }) => mediaLibraryKey(originalName, ext),
  },
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
