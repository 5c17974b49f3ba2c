'use server';

import { leadRetentionSchema, privacyEmailSchema } from '@/lib/validation/lead-inbox';
import { adminAction } from '../actions/admin-action';
import { setLeadRetention } from './retention';
import { eraseByEmail, findByEmail } from './service';

// Privacy requests and retention: admins only ('leads.full'), every one audited.

/** Everything held about an address (audited). */
export const findByEmailAction = adminAction(
  'privacy.find',
  'leads.full',
  privacyEmailSchema,
  ({ email }, admin, db) => findByEmail(db, email, { actorId: admin.id }),
);

/** Erases everything held about an address; the audit record keeps counts only. */
export const eraseByEmailAction = adminAction(
  'privacy.erase',
  'leads.full',
  privacyEmailSchema,
  ({ email }, admin, db) => eraseByEmail(db, email, { actorId: admin.id }),
);

/** Sets the retention period, or turns it off (null). */
export const setLeadRetentionAction = adminAction(
  'privacy.retention_set',
  'leads.full',
  leadRetentionSchema,
  async ({ months }, admin, db) => {
    await setLeadRetention(db, admin.id, months);
    return { months };
  },
);

/** Everything held about an address, for a JSON download (audited as an export). */
export const exportByEmailAction = adminAction(
  'privacy.export',
  'leads.full',
  privacyEmailSchema,
  ({ email }, admin, db) => findByEmail(db, email, { actorId: admin.id, export: true }),
);
