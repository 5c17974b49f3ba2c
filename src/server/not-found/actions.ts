'use server';

import type { Db } from '@/db/client';
import { notFoundRowSchema } from '@/lib/validation/not-found';
import { adminAction } from '../actions/admin-action';
import { ActionError } from '../actions/errors';
import { auditChange } from '../audit/log';
import { setNotFoundIgnored } from './service';

// The 404 monitor's row actions, on the SEO & Sitemap tab: admins and editors.

async function setIgnored(
  db: Db,
  id: number,
  ignored: boolean,
  actorId: string,
): Promise<{ path: string }> {
  return db.transaction(async (tx) => {
    const path = await setNotFoundIgnored(tx, id, ignored, actorId);
    if (path === null) throw new ActionError('This path is no longer in the 404 monitor.', 404);
    await auditChange(tx, actorId, ignored ? 'not_found.ignore' : 'not_found.unignore', id, {
      path,
    });
    return { path };
  });
}

/** "Ignore": hides a path from the 404 monitor (it is still counted). */
export const ignoreNotFoundPathAction = adminAction(
  'not_found.ignore',
  'content',
  notFoundRowSchema,
  ({ id }, admin, db) => setIgnored(db, id, true, admin.id),
);

/** "Un-ignore": shows an ignored path in the 404 monitor again. */
export const unignoreNotFoundPathAction = adminAction(
  'not_found.unignore',
  'content',
  notFoundRowSchema,
  ({ id }, admin, db) => setIgnored(db, id, false, admin.id),
);
