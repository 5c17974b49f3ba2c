import 'server-only';
import { loadRedirectList } from '@/server/redirects/queries';
import { RedirectsManager } from './redirects-manager';

/** Server part of the Redirects section: the rules as stored, hits included. */
export async function RedirectsPanel() {
  const { rows, total } = await loadRedirectList();
  return (
    <RedirectsManager
      initial={{
        total,
        rows: rows.map((r) => ({
          id: r.id,
          from_path: r.from_path,
          target: r.target,
          status: r.status,
          source: r.source,
          hits: r.hits,
          last_hit_at: r.last_hit_at?.toISOString() ?? null,
          reserved: r.reserved,
        })),
      }}
    />
  );
}
