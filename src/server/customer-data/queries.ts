import 'server-only';
import { getDb } from '@/db/client';
import {
  customerDataCounts,
  getCustomerDataSecure,
  listAccessLog,
  suspectedSpamCounts,
} from './service';

/**
 * The Customer Data tab's data (back-office.md §2 "Customer Data tab"): the three lists masked (a
 * masked read is not audited and carries no raw value, so the page payload has none either), their
 * counts, the same three lists of suspected spam with their counts (issue #18 item 10), and the
 * last 20 entries of the access log. The caller has checked the admin role.
 * @param adminId - the signed-in admin's user id (the reads' actor)
 * @param opts.accessLog - false: no access log (an editor's tab, issue #21)
 */
export async function loadCustomerDataTab(adminId: string, opts: { accessLog: boolean }) {
  const db = getDb();
  const actor = { userId: adminId };
  const lists = (spam: boolean) =>
    Promise.all([
      getCustomerDataSecure(db, { table: 'demo_requests', mask: true, spam, actor }),
      getCustomerDataSecure(db, { table: 'general_inquiries', mask: true, spam, actor }),
      getCustomerDataSecure(db, { table: 'newsletter_subscribers', mask: true, spam, actor }),
    ]).then(([demo_requests, general_inquiries, newsletter_subscribers]) => ({
      demo_requests,
      general_inquiries,
      newsletter_subscribers,
    }));
  const [counts, spamCounts, masked, maskedSpam, accessLog] = await Promise.all([
    customerDataCounts(db),
    suspectedSpamCounts(db),
    lists(false),
    lists(true),
    opts.accessLog ? listAccessLog(db, 20) : Promise.resolve([]),
  ]);
  return { counts, spamCounts, masked, maskedSpam, accessLog };
}
