import 'server-only';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  downloadable_resources,
  homepage_banners,
  site_media,
  video_content,
  type RecordRevisionKind,
} from '@/db/schema';
import { seoScore } from '@/lib/media/seo-score';
import { deriveVideoFields } from '@/lib/validation/videos';
import { TRASH_CONFIG, type TrashKindConfig } from '../trash/kinds';
import { storedImageWidth } from '../uploads/image-width';

export type { RecordRevisionKind };

/** A kept field's value: text, or null when empty. */
export type RevisionValues = Record<string, string | null>;

/**
 * How revisions and edit versions reach one kind of record: the table and its
 * columns as the Trash knows them, plus the edit version column, the fields a revision keeps (in
 * the order the History panel shows them), the name a revision is listed by, and the columns a
 * restore must compute again from the restored fields.
 */
export type RevisionKindConfig = Pick<TrashKindConfig, 'table' | 'id' | 'deletedAt' | 'what'> & {
  editVersion: PgColumn;
  /** `[column, label]`: the fields a revision keeps; a save that changes none makes no revision. */
  fields: readonly (readonly [string, string])[];
  /**
   * Columns a revision also keeps and a restore brings back without the History panel listing
   * them apart (a media file's type, size and pixels change with the file the panel shows).
   */
  alsoKeeps?: readonly string[];
  /** What the History panel lists a revision as. */
  name: (values: RevisionValues) => string;
  /** Columns derived from the restored fields (a video's type and thumbnail, a media SEO score). */
  derive?: (values: RevisionValues) => Promise<Record<string, unknown>> | Record<string, unknown>;
};

const text = (v: string | null | undefined) => v ?? '';

/** Every kind of record with revisions besides posts. */
export const REVISION_CONFIG: Record<RecordRevisionKind, RevisionKindConfig> = {
  resource: {
    ...TRASH_CONFIG.resource,
    editVersion: downloadable_resources.version,
    fields: [
      ['name', 'Name'],
      ['description', 'Description'],
      ['category', 'Category'],
      ['file_url', 'File URL'],
      ['file_name', 'File name'],
      ['file_size', 'File size'],
      ['document_version', 'Version'],
    ],
    name: (v) => text(v.name),
  },
  banner: {
    ...TRASH_CONFIG.banner,
    editVersion: homepage_banners.version,
    fields: [
      ['image_url', 'Image'],
      ['redirect_url', 'Link'],
      ['alt_text', 'Alt text'],
      ['headline', 'Headline'],
      ['subtext', 'Text under the headline'],
      ['cta_label', 'Button label'],
    ],
    name: (v) => text(v.headline || v.alt_text || v.redirect_url),
    derive: async (v) => ({ image_width: await storedImageWidth(text(v.image_url)) }),
  },
  video: {
    ...TRASH_CONFIG.video,
    editVersion: video_content.version,
    fields: [
      ['title', 'Title'],
      ['slot_identifier', 'Slot'],
      ['video_url', 'Video URL'],
      ['seo_title', 'SEO title'],
      ['seo_description', 'SEO description'],
    ],
    name: (v) => text(v.title),
    derive: (v) => deriveVideoFields(text(v.video_url)),
  },
  media: {
    ...TRASH_CONFIG.media,
    editVersion: site_media.version,
    // The file too: after "Replace" the previous file is in the history and can be put back.
    fields: [
      ['file_url', 'File'],
      ['original_filename', 'File name'],
      ['file_size', 'File size'],
      ['name', 'Name'],
      ['description', 'Description'],
      ['alt_text', 'Alt text'],
      ['redirect_url', 'Link'],
      ['seo_title', 'SEO title'],
      ['seo_description', 'SEO description'],
    ],
    alsoKeeps: ['file_type', 'file_size_kb', 'width', 'height'],
    name: (v) => text(v.name),
    derive: (v) => ({
      seo_score: seoScore({ alt_text: v.alt_text, seo_title: v.seo_title }),
      // Kept as text like every kept field; these columns are numbers. A revision made before
      // files were kept has none of them, and a restore of it leaves the file as it is.
      ...Object.fromEntries(
        (['file_size_kb', 'width', 'height'] as const)
          .filter((k) => k in v)
          .map((k) => [k, v[k] === null || v[k] === undefined ? null : Number(v[k])]),
      ),
    }),
  },
};

/**
 * The kept fields of a row, each as text or null.
 * @param row - a full row of the kind's table
 */
export function revisionValues(kind: RecordRevisionKind, row: object): RevisionValues {
  const r = row as Record<string, unknown>;
  const cfg = REVISION_CONFIG[kind];
  return Object.fromEntries(
    [...cfg.fields.map(([key]) => key), ...(cfg.alsoKeeps ?? [])].map((key) => [
      key,
      r[key] === null || r[key] === undefined ? null : String(r[key]),
    ]),
  );
}

/**
 * The stored-file URLs a set of revisions names (any kept value that is a URL or a path), so the
 * orphan sweep can look at them once those revisions are gone.
 */
export function revisionFileUrls(revisions: readonly { fields: RevisionValues }[]): string[] {
  return revisions.flatMap(({ fields }) =>
    Object.values(fields).filter((v): v is string => Boolean(v && /^(\/|https?:)/.test(v))),
  );
}
