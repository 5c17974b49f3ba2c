'use server';

import { z } from 'zod';
import { adminAction } from '../actions/admin-action';
import { importShippedDefaults, runSlotMigration } from './service';

// Media System tab: the migration tool card and "Import Existing Media from Codebase"
// (back-office.md §2, §4, §8). None of these actions takes input: the server decides what to
// scan, import and fill, so the browser's candidate list is never trusted.
const noInput = z.object({});

/**
 * Imports every new shipped default into the media library; already-imported files are skipped
 * and one failing insert does not stop the others.
 * @param input - `{}`
 * @returns `{ imported, skipped, failed }`
 */
export const importMediaAction = adminAction(
  'media.import',
  'content',
  noInput,
  (_input, admin, db) => importShippedDefaults(db, admin.id),
  // Imported rows hold no slot, so no page shows them; the tag keeps every media read honest.
  { invalidates: (_input, summary) => (summary.imported > 0 ? ['media'] : []) },
);

/**
 * Fills every empty, non-banner slot with its shipped default (seo_score 85); slots with active
 * media are left alone.
 * @param input - `{}`
 * @returns `{ filled: slotId[], skipped }`
 */
export const runMigrationAction = adminAction(
  'media.migrate',
  'content',
  noInput,
  (_input, admin, db) => runSlotMigration(db, admin.id),
  {
    invalidates: (_input, summary) =>
      summary.filled.length > 0 ? ['media', ...summary.filled.map((id) => `media-slot:${id}`)] : [],
  },
);
