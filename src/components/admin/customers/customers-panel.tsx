import 'server-only';
import { getDb } from '@/db/client';
import {
  customerDataCounts,
  getCustomerDataSecure,
  listAccessLog,
} from '@/server/customer-data/service';
import { CustomersManager } from './customers-manager';

/**
 * Server part of the Customer Data tab: the three lists masked (a masked read is not audited and
 * carries no raw value, so the page payload has none either), their counts and the access log.
 */
export async function CustomersPanel({ adminId }: { adminId: string }) {
  const db = getDb();
  const actor = { userId: adminId };
  const [counts, demo, inquiries, newsletter, log] = await Promise.all([
    customerDataCounts(db),
    getCustomerDataSecure(db, { table: 'demo_requests', mask: true, actor }),
    getCustomerDataSecure(db, { table: 'general_inquiries', mask: true, actor }),
    getCustomerDataSecure(db, { table: 'newsletter_subscribers', mask: true, actor }),
    listAccessLog(db, 20),
  ]);
  return (
    <CustomersManager
      counts={counts}
      masked={{
        demo_requests: demo,
        general_inquiries: inquiries,
        newsletter_subscribers: newsletter,
      }}
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
