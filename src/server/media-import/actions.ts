'use server';

import { z } from 'zod';
import { getDb } from '@/db/client';
import { adminAction } from '../actions/admin-action';
import { invalidateTags } from '../cache';
import { scanShippedDefaults } from './scan';
import { importShippedDefaults, runSlotMigration } from './service';

// Media System tab: the migration tool card and "Import Existing Media from Codebase"
// (back-office.md §2, §4, §8). None of these actions takes input: the server decides what to
// scan, import and fill, so the browser's candidate list is never trusted.
const noInput = z.object({});

/**
 * Scans the shipped default images (read-only).
 * @param input - `{}`
 * @returns `{ candidates, total, newCount }` (see scanShippedDefaults)
 */
export const scanMediaAction = adminAction('media.import.scan', noInput, async () => {
  const candidates = await scanShippedDefaults(getDb());
  return {
    candidates,
    total: candidates.length,
    newCount: candidates.filter((c) => c.status === 'new').length,
  };
});

/**
 * Imports every new shipped default into the media library; already-imported files are skipped
 * and one failing insert does not stop the others.
 * @param input - `{}`
 * @returns `{ imported, skipped, failed }`
 */
export const importMediaAction = adminAction('media.import', noInput, async (_input, admin) => {
  const summary = await importShippedDefaults(getDb(), admin.id);
  // Imported rows hold no slot, so no page shows them; the tag keeps every media read honest.
  if (summary.imported > 0) invalidateTags(['media']);
  return summary;
});

/**
 * Fills every empty, non-banner slot with its shipped default (seo_score 85); slots with active
 * media are left alone.
 * @param input - `{}`
 * @returns `{ filled: slotId[], skipped }`
 */
export const runMigrationAction = adminAction('media.migrate', noInput, async (_input, admin) => {
  const summary = await runSlotMigration(getDb(), admin.id);
  if (summary.filled.length > 0) {
    invalidateTags(['media', ...summary.filled.map((id) => `media-slot:${id}`)]);
  }
  return summary;
});
