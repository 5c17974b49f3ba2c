import 'server-only';
import { and, count, desc, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { leads } from '@/db/schema';

/**
 * The Sources view: leads per first-touch source / medium / campaign and per
 * landing page over a date range, with how many became qualified or won, the first piece of
 * the analytics that follow. Spam is not counted.
 */

/** One row of the Sources view. */
export type SourceRow = {
  source: string;
  medium: string;
  campaign: string | null;
  leads: number;
  demo_requests: number;
  contacts: number;
  newsletter: number;
  /** Submissions of landing pages' forms. */
  forms: number;
  /** Leads qualified or won. */
  qualified: number;
  won: number;
};

/** One landing page row of the Sources view. */
export type LandingRow = { landing_page: string; leads: number; won: number };

/**
 * The leads created in `range` (YYYY-MM-DD days, UTC, both inclusive; '' leaves that end open),
 * as conditions on `leads.created_at`. Shared by the inbox's date filter and the Sources view.
 */
export function createdBetween(range: SourcesRange): SQL[] {
  const where: SQL[] = [];
  if (range.from) where.push(gte(leads.created_at, new Date(`${range.from}T00:00:00Z`)));
  if (range.to) {
    const end = new Date(`${range.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(leads.created_at, end));
  }
  return where;
}

/** The date range of the view: YYYY-MM-DD (UTC, inclusive), '' for open. */
export type SourcesRange = { from: string; to: string };

function rangeConditions(range: SourcesRange): SQL[] {
  return [ne(leads.status, 'spam'), ...createdBetween(range)];
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

/**
 * Leads per first-touch source, medium and campaign, and per landing page, in `range`,
 * most leads first, at most `limit` rows each (default 50).
 * @returns `{ sources, landingPages, total }`
 * @throws the database error when a read fails
 */
export async function leadSources(
  db: Db,
  range: SourcesRange,
  limit = 50,
): Promise<{ sources: SourceRow[]; landingPages: LandingRow[]; total: number }> {
  const where = and(...rangeConditions(range));
  const [sources, landingPages, [total]] = await Promise.all([
    db
      .select({
        source: leads.source,
        medium: leads.medium,
        campaign: leads.campaign,
        leads: count(),
        demo_requests: countWhere(sql`${leads.type} = 'demo_request'`),
        contacts: countWhere(sql`${leads.type} = 'contact'`),
        newsletter: countWhere(sql`${leads.type} = 'newsletter'`),
        forms: countWhere(sql`${leads.type} = 'form'`),
        qualified: countWhere(sql`${leads.status} in ('qualified', 'won')`),
        won: countWhere(sql`${leads.status} = 'won'`),
      })
      .from(leads)
      .where(where)
      .groupBy(leads.source, leads.medium, leads.campaign)
      .orderBy(desc(count()), leads.source)
      .limit(limit),
    db
      .select({
        landing_page: sql<string>`coalesce(${leads.landing_page}, '(unknown)')`,
        leads: count(),
        won: countWhere(sql`${leads.status} = 'won'`),
      })
      .from(leads)
      .where(where)
      .groupBy(sql`coalesce(${leads.landing_page}, '(unknown)')`)
      .orderBy(desc(count()))
      .limit(limit),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return { sources, landingPages, total: total?.n ?? 0 };
}
