'use server';

import { headers } from 'next/headers';
import {
  leadIdSchema,
  leadInboxQuerySchema,
  leadNoteSchema,
  leadOwnerSchema,
  leadStatusSchema,
} from '@/lib/validation/lead-inbox';
import { adminAction } from '../actions/admin-action';
import { answeringId } from '../actions/record-actions';
import type { StaffUser } from '../auth/guard';
import { clientIpFromHeaders } from '../http/client-ip';
import { kickOutbox } from '../mail/worker';
import { leadDetail } from './history';
import { listInboxAudited } from './inbox';
import { addLeadNote, assignLead, deleteSpamLead, markNotSpam, setLeadStatus } from './work';

// The lead inbox. The masked page is rendered on the server
// (components/admin/leads/customers-panel.tsx). A masked detail and working a lead
// (status, owner, notes, "Not spam"): admins and editors. Unmasked reads (audited) and deleting spam: admins only.

/** Who reads, for the audit of an unmasked read. */
async function actorOf(admin: StaffUser) {
  const h = await headers();
  return {
    userId: admin.id,
    ip: clientIpFromHeaders(h),
    userAgent: h.get('user-agent') ?? undefined,
  };
}

/** Wakes the mail sender when a change queued e-mails (a lead let out of Spam). */
function sent<R extends { queued: number }>(result: R): R {
  if (result.queued > 0) kickOutbox();
  return result;
}

/** A page of the inbox, unmasked and audited. */
export const listLeadsUnmaskedAction = adminAction(
  'lead.list_unmasked',
  'leads.full',
  leadInboxQuerySchema,
  async (q, admin, db) => listInboxAudited(db, q, { masked: false, actor: await actorOf(admin) }),
);

/** A lead with its history, masked. */
export const leadDetailAction = adminAction(
  'lead.detail',
  'leads.masked',
  leadIdSchema,
  async ({ id }, admin, db) => leadDetail(db, id, { masked: true, actor: await actorOf(admin) }),
);

/** A lead with its history, unmasked; audited and recorded in the lead's history. */
export const leadDetailUnmaskedAction = adminAction(
  'lead.detail_unmasked',
  'leads.full',
  leadIdSchema,
  async ({ id }, admin, db) => leadDetail(db, id, { masked: false, actor: await actorOf(admin) }),
);

/** Changes a lead's status (out of Spam queues the withheld notifications). */
export const setLeadStatusAction = adminAction(
  'lead.status',
  'leads.masked',
  leadStatusSchema,
  async ({ id, status }, admin, db) => sent(await setLeadStatus(db, admin.id, id, status)),
);

/** Assigns a lead to a team member, or to nobody. */
export const assignLeadAction = adminAction(
  'lead.assign',
  'leads.masked',
  leadOwnerSchema,
  ({ id, owner }, admin, db) => assignLead(db, admin.id, id, owner),
);

/** Adds a note to a lead's history. */
export const addLeadNoteAction = adminAction(
  'lead.note',
  'leads.masked',
  leadNoteSchema,
  ({ id, body }, admin, db) => addLeadNote(db, admin.id, id, body),
);

/** "Not spam": out of the quarantine to New, with the notifications it would have sent. */
export const markNotSpamAction = adminAction(
  'lead.not_spam',
  'leads.masked',
  leadIdSchema,
  async ({ id }, admin, db) => sent(await markNotSpam(db, admin.id, id)),
);

/** Deletes a lead held in Spam, with its submission. */
export const deleteSpamLeadAction = adminAction(
  'lead.delete_spam',
  'leads.full',
  leadIdSchema,
  answeringId((db, id: number, actorId) => deleteSpamLead(db, actorId, id)),
);
