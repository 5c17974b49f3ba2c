import 'server-only';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { pgErrorCode } from '@/db/errors';
import { site_media, type NewSiteMedia } from '@/db/schema';
import { SEO_SCORE_COMPLETE, seoScore, slotUsageLocation } from '@/lib/media/rules';
import { shippedImageOf, slotCatalogue, type SlotDefinition } from '@/lib/media/slots';
import { formatFileSizeMb } from '@/lib/validation/uploads';
import { auditChange } from '../audit/log';
import { getLogger } from '../log';
import { showingInSlot } from '../media/service';
import {
  describeShippedDefault,
  loadCategoryResolver,
  scanShippedDefaults,
  SHIPPED_DEFAULTS_DIR,
  statShippedDefault,
  type ImportCandidate,
} from './scan';

/** Inserts one site_media row; tests replace it to make one insert fail. */
export type InsertSiteMedia = (db: Db, row: NewSiteMedia) => Promise<unknown>;

const insertSiteMedia: InsertSiteMedia = (db, row) => db.insert(site_media).values(row);

/** Options shared by the import and the migration. */
export type MediaImportOptions = {
  /** The site's `public/` folder (default `./public`). */
  publicDir?: string;
  /** Replaces the row insert (tests inject a failure). */
  insert?: InsertSiteMedia;
};

/** What an import did (back-office.md §8 "Import Complete"). */
export type ImportSummary = {
  /** Rows inserted. */
  imported: number;
  /** Candidates skipped because a row with their file_url already existed. */
  skipped: number;
  /** Candidates whose insert failed (logged; the import went on). */
  failed: number;
};

/** What a migration did (back-office.md §4 "Migration tool", §8 "Migration Successful!"). */
export type MigrationSummary = {
  /** Slot ids that received their shipped default, in catalogue order. */
  filled: string[];
  /** Eligible slots left alone because they already had active media. */
  skipped: number;
};

/** Whether the migration is done (back-office.md §4: the button reads "Migration Complete"). */
export type MigrationStatus = {
  /** Eligible slots (see {@link migrationSlots}) without active media. */
  emptySlots: number;
  /** True when no eligible slot is empty. */
  complete: boolean;
  /** All of the 28 slots without active media (the Page Slots tab's "Available Empty Slots"). */
  allEmptySlots: number;
};

/**
 * Key of the transaction-level advisory lock that serialises imports: site_media has no unique
 * file_url, so two admins importing at once would otherwise both insert every new file.
 */
const IMPORT_LOCK_KEY = 8_000_801;

const defaultPublicDir = () => path.join(process.cwd(), 'public');

/** The site_media row an import inserts for a candidate: unassigned, active, intent "imported". */
function importRow(c: ImportCandidate): NewSiteMedia {
  return {
    category_id: c.category_id,
    name: c.suggested_name,
    file_url: c.url,
    alt_text: c.alt_text,
    seo_title: c.title,
    seo_score: seoScore({ alt_text: c.alt_text, seo_title: c.title }),
    is_active: true,
    usage_locations: [],
    usage_intent: 'imported',
    file_size: formatFileSizeMb(c.size_bytes),
    file_size_kb: Math.round(c.size_bytes / 1024),
    file_type: c.file_type,
    original_filename: c.filename,
  };
}

/**
 * Imports the site's shipped default images into the media library (back-office.md §2 "Import
 * Existing Media from Codebase", §4 "Scan and import", §8 "Import"): re-scans `public/defaults/`
 * on the server (the browser's list is never trusted), skips every file a site_media row already
 * points at, and inserts one active, unassigned row per new file with usage_intent "imported",
 * the candidate's name, alt text, title (as seo_title), category, size (file_size in MB with two
 * decimals, file_size_kb rounded), type and original file name, and the rules' SEO score.
 *
 * Runs in one transaction holding an advisory lock, so concurrent imports never insert a file
 * twice; each insert runs in its own savepoint, so one failing insert is logged and counted and
 * the rest continue. One audit entry "media.import" records the counts.
 * @param db - the database
 * @param actorUserId - the admin's user id, for the audit log
 * @param options - `publicDir` and an `insert` override (tests)
 * @returns imported, skipped and failed counts
 * @throws the driver's or file system's error when the scan, the lock or the audit fails
 */
export async function importShippedDefaults(
  db: Db,
  actorUserId: string,
  options: MediaImportOptions = {},
): Promise<ImportSummary> {
  const insert = options.insert ?? insertSiteMedia;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const candidates = await scanShippedDefaults(tx, options.publicDir ?? defaultPublicDir());
    const summary: ImportSummary = { imported: 0, skipped: 0, failed: 0 };
    for (const candidate of candidates) {
      if (candidate.status === 'already_imported') {
        summary.skipped++;
        continue;
      }
      try {
        await tx.transaction(async (sp) => {
          await insert(sp, importRow(candidate));
        });
        summary.imported++;
      } catch (error) {
        summary.failed++;
        getLogger().error(
          { err: error, url: candidate.url },
          'media import: insert failed; continuing with the next file',
        );
      }
    }
    const details = { ...summary, scanned: candidates.length };
    await auditChange(tx, actorUserId, 'media.import', null, details);
    return summary;
  });
}

/**
 * The slots the migration covers (back-office.md §9 "the hardcoded slot list excluding any id
 * containing 'banner'"): every catalogue slot whose id does not contain "banner" and which ships an
 * image under `/defaults/` ({@link shippedImageOf}: its default, or for the three solutions slots
 * the image placed as their media), so every slot but the product demo video.
 */
export function migrationSlots(): SlotDefinition[] {
  return slotCatalogue.filter(
    (s) =>
      !s.id.includes('banner') &&
      Boolean(shippedImageOf(s)?.startsWith(`/${SHIPPED_DEFAULTS_DIR}/`)),
  );
}

/** Slot ids that have an active site_media item (one in the Trash, fills none). */
async function activeSlotIds(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ slot_id: site_media.slot_id })
    .from(site_media)
    .where(showingInSlot());
  return new Set(rows.map((r) => r.slot_id as string));
}

/**
 * Fills the empty page slots with the site's shipped defaults (back-office.md §4 "Migration
 * tool", §9 "only fills empty slots", "Migrated slot media always gets 85"): for each slot of
 * {@link migrationSlots} without active media, inserts an active site_media row with the slot's
 * id, usage_locations [page:slotId], usage_intent "display", the slot's shipped file, default alt
 * text, name (as seo_title) and description (as seo_description), seo_score 85, and the file's
 * size and type (null when the file cannot be read: the row then shows exactly what the empty
 * slot showed).
 *
 * One transaction; each insert in its own savepoint. The partial unique index (one active item
 * per slot) is the real guard: when another admin fills a slot meanwhile, the unique violation is
 * counted as skipped, not an error. One audit entry "media.migrate" lists the filled slots.
 * @param db - the database
 * @param actorUserId - the admin's user id, for the audit log
 * @param options - `publicDir` and an `insert` override (tests)
 * @returns the filled slot ids and the number of eligible slots skipped
 * @throws the driver's error for any failure other than a unique violation (nothing is kept)
 */
export async function runSlotMigration(
  db: Db,
  actorUserId: string,
  options: MediaImportOptions = {},
): Promise<MigrationSummary> {
  const insert = options.insert ?? insertSiteMedia;
  const publicDir = options.publicDir ?? defaultPublicDir();
  return db.transaction(async (tx) => {
    const active = await activeSlotIds(tx);
    const resolveCategory = await loadCategoryResolver(tx);
    const summary: MigrationSummary = { filled: [], skipped: 0 };
    for (const slot of migrationSlots()) {
      if (active.has(slot.id)) {
        summary.skipped++;
        continue;
      }
      const url = shippedImageOf(slot)!;
      const relativePath = url.slice(`/${SHIPPED_DEFAULTS_DIR}/`.length);
      const info = describeShippedDefault(relativePath, [slot]);
      const file = await statShippedDefault(url, publicDir);
      if (!file)
        getLogger().warn({ slotId: slot.id, url }, 'media migration: default file missing');
      const row: NewSiteMedia = {
        category_id: resolveCategory(info.categoryName)?.id ?? null,
        name: info.suggestedName,
        file_url: url,
        alt_text: slot.defaultAlt,
        seo_title: slot.name,
        seo_description: slot.description,
        seo_score: SEO_SCORE_COMPLETE,
        is_active: true,
        slot_id: slot.id,
        usage_locations: [slotUsageLocation(slot.id)],
        usage_intent: 'display',
        file_size: file ? formatFileSizeMb(file.bytes) : null,
        file_size_kb: file ? Math.round(file.bytes / 1024) : null,
        file_type: file?.fileType ?? null,
        original_filename: relativePath.split('/').pop()!,
      };
      try {
        await tx.transaction(async (sp) => {
          await insert(sp, row);
        });
        summary.filled.push(slot.id);
      } catch (error) {
        if (pgErrorCode(error) !== '23505') throw error;
        summary.skipped++;
      }
    }
    const details = { filled: summary.filled, skipped: summary.skipped };
    await auditChange(tx, actorUserId, 'media.migrate', null, details);
    return summary;
  });
}

/**
 * Whether the migration still has work (back-office.md §4 "After success the start button is
 * disabled and reads 'Migration Complete'"), so the card shows the finished state after a reload
 * too. Read-only.
 * @param db - database or transaction
 * @returns the number of eligible slots without active media, whether that is zero, and the
 *   number of all slots without active media
 */
export async function migrationStatus(db: Db): Promise<MigrationStatus> {
  const active = await activeSlotIds(db);
  const emptySlots = migrationSlots().filter((s) => !active.has(s.id)).length;
  const allEmptySlots = slotCatalogue.filter((s) => !active.has(s.id)).length;
  return { emptySlots, complete: emptySlots === 0, allEmptySlots };
}
