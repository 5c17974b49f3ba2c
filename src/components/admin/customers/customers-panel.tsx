import 'server-only';
import { getDb } from '@/db/client';
import {
  customerDataCounts,
  getCustomerDataSecure,
  listAccessLog,
  suspectedSpamCounts,
} from '@/server/customer-data/service';
import { CustomersManager } from './customers-manager';

/**
 * Server part of the Customer Data tab: the three lists masked (a masked read is not audited and
 * carries no raw value, so the page payload has none either), their counts, the same three lists
 * of suspected spam with their counts (issue #18 item 10), and the access log.
 */
export async function CustomersPanel({ adminId }: { adminId: string }) {
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
  const [counts, spamCounts, masked, maskedSpam, log] = await Promise.all([
    customerDataCounts(db),
    suspectedSpamCounts(db),
    lists(false),
    lists(true),
    listAccessLog(db, 20),
  ]);
  return (
    <CustomersManager
      counts={counts}
      spamCounts={spamCounts}
      masked={masked}
      maskedSpam={maskedSpam}
      accessLog={log.map((e) => ({
        id: e.id,
        at: e.created_at.toISOString(),
        email: e.actor_email,
        table: e.table,
        count: e.count,
        action: e.action,
        ip: e.ip,
      }))}
    />
  );
}
