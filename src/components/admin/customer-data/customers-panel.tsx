import 'server-only';
import { can } from '@/lib/roles';
import { parseLeadInboxQuery } from '@/lib/validation/lead-inbox';
import type { StaffUser } from '@/server/auth/guard';
import { loadLeadInbox } from '@/server/leads/queries';
import { CustomersManager } from './customers-manager';

/**
 * Server part of the Customer Data tab, the lead inbox (back-office.md §2; issue #24 §2): the
 * page of leads the URL's view names, masked (a masked read is not audited and carries no raw
 * value, so the page payload has none either), counts per type and status, the filter choices and
 * the access log. An editor (issue #21) gets the masked inbox only: no unmask switch, no export,
 * no access log.
 */
export async function CustomersPanel({
  member,
  params,
}: {
  member: StaffUser;
  params: Record<string, string | string[] | undefined>;
}) {
  const full = can(member.role, 'leads.full');
  const query = parseLeadInboxQuery(params);
  const data = await loadLeadInbox(query, { accessLog: full });
  return (
    <CustomersManager
      canUnmask={full}
      query={query}
      page={data.page}
      typeCounts={data.typeCounts}
      choices={data.choices}
      accessLog={data.accessLog.map((e) => ({
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
