import 'server-only';
import { can } from '@/lib/roles';
import type { StaffUser } from '@/server/auth/guard';
import { loadCustomerDataTab } from '@/server/customer-data/queries';
import { CustomersManager } from './customers-manager';

/**
 * Server part of the Customer Data tab: the three lists masked (a masked read is not audited and
 * carries no raw value, so the page payload has none either), their counts, the same three lists
 * of suspected spam with their counts (issue #18 item 10), and the access log. An editor (issue
 * #21) gets the masked lists only: no unmask switch, no export, no access log.
 */
export async function CustomersPanel({ member }: { member: StaffUser }) {
  const full = can(member.role, 'leads.full');
  const {
    counts,
    spamCounts,
    masked,
    maskedSpam,
    accessLog: log,
  } = await loadCustomerDataTab(member.id, { accessLog: full });
  return (
    <CustomersManager
      canUnmask={full}
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
