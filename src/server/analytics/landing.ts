import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { executeRows } from '@/db/rows';
import { form_submissions, leads, pages } from '@/db/schema';
import { addDays, type DayRange } from '@/lib/analytics-range';
import { pathTotals } from './report';

/**
 * What the landing pages convert, for the Analytics tab: per landing page and per form, the
 * views of the page's address (the same path aggregates as every other view figure of the tab,
 * never a counter of their own), the form submissions of the range, and where the leads those
 * submissions made came from (their first touch, as the lead inbox stores it). No cookie is
 * involved: views are the server's count, attribution the lead's own columns.
 */

/** How many sources, and how many campaigns, a landing page lists (the most leads first). */
export const LANDING_TOP_ATTRIBUTION = 5;

/** Where a landing page stands: live, never published, in the Trash, or deleted forever. */
export type LandingPageStatus = 'published' | 'draft' | 'trashed' | 'deleted';

/** One form of a landing page over the range. */
export type LandingFormStats = {
  /** The form's name as the team gave it (lib/pages/landing-form.ts `name`). */
  name: string;
  /** The page's views: a form is seen with its page. */
  views: number;
  /** Submissions in the range, suspected spam excluded. */
  submissions: number;
  /** False for a form that has submissions in the range but is no longer on the published page. */
  onPage: boolean;
};

/** A first-touch source and medium of a page's leads, and how many leads it brought. */
export type LandingSource = { source: string; medium: string; leads: number };
/** A first-touch campaign of a page's leads, and how many leads it brought. */
export type LandingCampaign = { campaign: string; leads: number };

/** One landing page over the range. */
export type LandingPageStats = {
  /** `pages.id`; null for a page deleted forever (known only by its submissions). */
  id: number | null;
  /** The editor's key ("landing-12"); null for a page deleted forever. */
  key: string | null;
  /** The published name (else the draft's; for a page deleted forever, its last submission's). */
  title: string;
  /** The page's address ("/spring-show"). */
  path: string;
  status: LandingPageStatus;
  /** Page views of the address and visitors (sum of daily uniques) in the range. */
  views: number;
  visitors: number;
  /** Submissions of all its forms in the range, suspected spam excluded. */
  submissions: number;
  /** The published page's forms in page order, then forms no longer on it that had submissions. */
  forms: LandingFormStats[];
  /** At most {@link LANDING_TOP_ATTRIBUTION} of each, most leads first. */
  sources: LandingSource[];
  campaigns: LandingCampaign[];
};

/** The submission rows of the CTE `s` are keyed by page id, or by path for a page gone forever. */
type PageRef = { page_id: number | null; lost_path: string | null };
const refKey = (r: PageRef) => (r.page_id !== null ? `id:${r.page_id}` : `path:${r.lost_path}`);

/**
 * The form submissions of `range` that count, as the body of a CTE: suspected spam left out
 * (the submission's `spam_reason`, and its lead's status, which an admin may have set to Spam),
 * each with the page it belongs to: its `page_id`, or for a page deleted forever (`page_id` set
 * null) the landing page now at its `page_path`, else the path itself as `lost_path`. The lead's
 * first-touch source, medium and campaign come along for the attribution tables.
 */
function countedSubmissions(range: DayRange): SQL {
  const fs = form_submissions;
  const start = `${range.from}T00:00:00Z`;
  const end = `${addDays(range.to, 1)}T00:00:00Z`;
  return sql`select ${fs.id} as id, ${fs.form_name} as form_name, ${fs.page_title} as page_title,
      ${fs.created_at} as created_at, coalesce(${fs.page_id}, p.id) as page_id,
      case when coalesce(${fs.page_id}, p.id) is null then ${fs.page_path} end as lost_path,
      l.source, l.medium, l.campaign
    from ${fs}
      left join ${pages} p on ${fs.page_id} is null and p.path = ${fs.page_path}
      left join ${leads} l on l.form_submission_id = ${fs.id}
    where ${fs.spam_reason} is null and (l.status is null or l.status <> 'spam')
      and ${fs.created_at} >= ${start}::timestamptz and ${fs.created_at} < ${end}::timestamptz`;
}

/** The names of the form blocks of a stored landing page's `blocks` (page order, once each). */
function formNames(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return [];
  const names = blocks.flatMap((b: unknown) => {
    const block = b as { type?: unknown; name?: unknown } | null;
    return block?.type === 'form' && typeof block.name === 'string' ? [block.name] : [];
  });
  return [...new Set(names)];
}

/**
 * Every landing page with its views, form submissions and conversion inputs over `range`, and
 * the first-touch sources and campaigns of the leads its forms brought. Listed: each landing
 * page outside the Trash (published or not), and a page in the Trash or deleted forever when it
 * has views or submissions in the range. Views are those of the page's address from the path
 * aggregates ({@link pathTotals}); a form's views are its page's. Submissions are those created in
 * the range (UTC days), suspected spam excluded, counted by `page_id`, or by `page_path` for a
 * page deleted forever. Conversion (submissions ÷ views) is left to the page.
 * @param range - UTC days, both included ("YYYY-MM-DD")
 * @returns the pages, most views first, then most submissions, then by address
 * @throws the database error when a read fails
 */
export async function landingPagesReport(db: Db, range: DayRange): Promise<LandingPageStats[]> {
  const s = countedSubmissions(range);
  const top = LANDING_TOP_ATTRIBUTION;
  const [pageRows, formRows, sourceRows, campaignRows] = await Promise.all([
    db
      .select({
        id: pages.id,
        key: pages.key,
        path: pages.path,
        trashed: sql<boolean>`${pages.deleted_at} is not null`,
        published: sql<boolean>`${pages.content} is not null`,
        title: sql<
          string | null
        >`coalesce(${pages.content}->'page'->>'title', ${pages.draft}->'page'->>'title')`,
        blocks: sql<unknown>`${pages.content}->'blocks'`,
      })
      .from(pages)
      .where(sql`${pages.key} like 'landing-%' and ${pages.path} is not null`),
    executeRows<PageRef & { form_name: string; n: number; title: string }>(
      db.execute(sql`with s as (${s})
        select page_id, lost_path, form_name, count(*)::int as n,
          (array_agg(page_title order by created_at desc, id desc))[1] as title
        from s group by page_id, lost_path, form_name`),
    ),
    executeRows<PageRef & LandingSource>(
      db.execute(sql`with s as (${s})
        select page_id, lost_path, source, medium, leads from (
          select page_id, lost_path, source, medium, count(*)::int as leads,
            row_number() over (partition by page_id, lost_path
              order by count(*) desc, source, medium) as rank
          from s where source is not null group by page_id, lost_path, source, medium
        ) t where rank <= ${top} order by leads desc, source, medium`),
    ),
    executeRows<PageRef & LandingCampaign>(
      db.execute(sql`with s as (${s})
        select page_id, lost_path, campaign, leads from (
          select page_id, lost_path, campaign, count(*)::int as leads,
            row_number() over (partition by page_id, lost_path
              order by count(*) desc, campaign) as rank
          from s where campaign is not null group by page_id, lost_path, campaign
        ) t where rank <= ${top} order by leads desc, campaign`),
    ),
  ]);

  const byRef = new Map<string, LandingPageStats>();
  for (const p of pageRows)
    byRef.set(`id:${p.id}`, {
      id: p.id,
      key: p.key,
      title: p.title ?? p.path!,
      path: p.path!,
      status: p.trashed ? 'trashed' : p.published ? 'published' : 'draft',
      views: 0,
      visitors: 0,
      submissions: 0,
      forms: formNames(p.blocks).map((name) => ({
        name,
        views: 0,
        submissions: 0,
        onPage: true,
      })),
      sources: [],
      campaigns: [],
    });
  for (const f of formRows) {
    const key = refKey(f);
    let page = byRef.get(key);
    if (!page) {
      // A page deleted forever: known by the address and name its submissions kept. (A page
      // deleted between the two reads has no address here; it is left out until the next load.)
      page = {
        id: null,
        key: null,
        title: f.title,
        path: f.lost_path ?? '',
        status: 'deleted',
        views: 0,
        visitors: 0,
        submissions: 0,
        forms: [],
        sources: [],
        campaigns: [],
      };
      byRef.set(key, page);
    }
    page.submissions += f.n;
    const form = page.forms.find((x) => x.name === f.form_name);
    if (form) form.submissions += f.n;
    else page.forms.push({ name: f.form_name, views: 0, submissions: f.n, onPage: false });
  }
  for (const r of sourceRows)
    byRef.get(refKey(r))?.sources.push({ source: r.source, medium: r.medium, leads: r.leads });
  for (const r of campaignRows)
    byRef.get(refKey(r))?.campaigns.push({ campaign: r.campaign, leads: r.leads });

  const all = [...byRef.values()].filter((p) => p.path !== '');
  const paths = [...new Set(all.map((p) => p.path))];
  if (paths.length > 0) {
    const list = sql.join(
      paths.map((p) => sql`${p}`),
      sql`, `,
    );
    const views = await executeRows<{ path: string; views: number; visitors: number }>(
      db.execute(sql`select path, views, visitors
        from ${pathTotals(range, (path) => sql`${path} in (${list})`)} v`),
    );
    const byPath = new Map(views.map((v) => [v.path, v]));
    for (const page of all) {
      const v = byPath.get(page.path);
      page.views = v?.views ?? 0;
      page.visitors = v?.visitors ?? 0;
      for (const form of page.forms) form.views = page.views;
    }
  }
  return all
    .filter((p) => p.status === 'published' || p.status === 'draft' || p.views + p.submissions > 0)
    .sort(
      (a, b) => b.views - a.views || b.submissions - a.submissions || a.path.localeCompare(b.path),
    );
}
