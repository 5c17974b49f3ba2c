'use server';

import {
  redirectIdSchema,
  redirectImportSchema,
  redirectSchema,
  redirectUpdateSchema,
} from '@/lib/validation/redirects';
import { adminAction } from '../actions/admin-action';
import { answeringId } from '../actions/record-actions';
import { importRedirectRows } from './csv';
import { REDIRECTS_TAG } from './map';
import { createRedirect, deleteRedirect, updateRedirect } from './service';

// The Redirects section of the SEO & Sitemap tab: editors and admins. Every write
// invalidates `redirects`, so every instance reloads its map (the cache bus on PostgreSQL).

/** Adds a rule (the 404 monitor's "Add redirect" opens the same form). */
export const createRedirectAction = adminAction(
  'redirect.create',
  'content',
  redirectSchema,
  (rule, admin, db) => createRedirect(db, rule, admin.id),
  { invalidates: [REDIRECTS_TAG] },
);

/** Changes a rule. */
export const updateRedirectAction = adminAction(
  'redirect.update',
  'content',
  redirectUpdateSchema,
  ({ id, rule }, admin, db) => updateRedirect(db, id, rule, admin.id),
  { invalidates: [REDIRECTS_TAG] },
);

/** Deletes a rule. */
export const deleteRedirectAction = adminAction(
  'redirect.delete',
  'content',
  redirectIdSchema,
  answeringId(deleteRedirect),
  { invalidates: [REDIRECTS_TAG] },
);

/** Imports one batch of a CSV file's lines; reports what was added and updated, and the bad lines. */
export const importRedirectsAction = adminAction(
  'redirect.import',
  'content',
  redirectImportSchema,
  ({ rows }, admin, db) => importRedirectRows(db, rows, admin.id),
  { invalidates: (_d, r) => (r.added + r.updated > 0 ? [REDIRECTS_TAG] : []) },
);
