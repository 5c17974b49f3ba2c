import 'server-only';
import { getDb } from '@/db/client';
import type { LeadInboxQuery, LeadTypeFilter } from '@/lib/validation/lead-inbox';
import { getLeadRetention } from '../privacy/retention';
import { listAccessLog } from './access-log';
import { customerDataCounts } from './customer-reads';
import { inboxFilterChoices, listInbox } from './inbox';
import { leadSources, type SourcesRange } from './sources';

/**
 * The Customer Data tab's data (back-office.md §2): the inbox page of `query`, masked; the counts
 * of each type ("All leads" is every kind but newsletter sign-ups; suspected spam not counted);
 * the filter choices; and, for admins, the last 20 entries of the access log. The caller has checked the role.
 * @param query - the cleaned view from the URL
 * @param opts.accessLog - false: no access log (an editor's tab)
 */
export async function loadLeadInbox(query: LeadInboxQuery, opts: { accessLog: boolean }) {
  const db = getDb();
  const [page, counts, choices, accessLog] = await Promise.all([
    listInbox(db, query, { masked: true }),
    customerDataCounts(db),
    inboxFilterChoices(db),
    opts.accessLog ? listAccessLog(db, 20) : Promise.resolve([]),
  ]);
  const typeCounts: Record<LeadTypeFilter, number> = {
    leads: counts.demo_requests + counts.general_inquiries + counts.form_submissions,
    demo_request: counts.demo_requests,
    contact: counts.general_inquiries,
    newsletter: counts.newsletter_subscribers,
    form: counts.form_submissions,
  };
  return { page, typeCounts, choices, accessLog };
}

/**
 * The Sources view's data: leads per first-touch source / medium / campaign and
 * per landing page in the range. The caller has checked the role.
 * @param range - YYYY-MM-DD bounds (UTC, inclusive), '' for open
 */
export function loadLeadSources(range: SourcesRange) {
  return leadSources(getDb(), range);
}

/** The Privacy view's data: the retention period in months, or null (off). */
export function loadLeadRetention(): Promise<number | null> {
  return getLeadRetention(getDb());
}
