/** One entry of the Access Log view (an audited unmasked read or export). */
export type AccessEntry = {
  id: number;
  at: string;
  email: string | null;
  table: string | null;
  count: number | null;
  action: string;
  ip: string | null;
};

/** The Access Log (back-office.md §6): the last audited unmasked reads and exports. */
export function AccessLog({ entries }: { entries: AccessEntry[] }) {
  return (
    <section aria-labelledby="access-log-title" className="rounded-xl border border-slate-200 p-4">
      <h4 id="access-log-title" className="font-semibold text-navy-900">
        Access Log
      </h4>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No unmasked access yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="access-log">
          {entries.map((e) => (
            <li key={e.id} className="py-2 text-slate-700">
              {new Date(e.at).toLocaleString('en-US')} · {e.email ?? 'unknown'} ·{' '}
              {e.action === 'customer_data.exported_unmasked' ? 'exported' : 'viewed'}{' '}
              {e.count ?? 0} {e.table ?? ''} records · {e.ip ?? ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
