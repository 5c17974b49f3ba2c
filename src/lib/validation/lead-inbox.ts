import { LEAD_STATUSES, LEAD_TYPES, MAX_LEAD_NOTE } from '../leads';
import { searchText } from '../search-params';
import { recordId, requiredText } from './fields';
import { z } from './zod';

/**
 * The lead inbox's view: what the admin URL says (`?type=&status=&owner=&source=
 * &campaign=&from=&to=&q=&page=`), cleaned. Also the input of the inbox's read action and the
 * CSV export, so the three agree. Anything not understood falls back to its default, so a stale
 * or hostile link still shows a clean list.
 */

/** Longest search text kept. */
export const LEAD_SEARCH_MAX = 100;
/** Longest source or campaign filter kept. */
const FILTER_MAX = 200;
/** Highest page number kept (past the last page shows the last page). */
const PAGE_MAX = 100_000;

/**
 * The type filter: demo requests, contact messages and landing page forms together (the
 * default), or one type.
 */
export const LEAD_TYPE_FILTERS = ['leads', ...LEAD_TYPES] as const;
export type LeadTypeFilter = (typeof LEAD_TYPE_FILTERS)[number];

/** The owner filter's value for leads nobody owns. */
export const NO_OWNER = '-';

/** A free-text filter, cleaned as every list's search is (`searchText`). */
const text = (max: number) =>
  z
    .string()
    .catch('')
    .transform((v) => searchText(v, max));

const day = z
  .string()
  .catch('')
  .transform((v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) && Number.isFinite(Date.parse(v)) ? v : ''));

/** The inbox view's schema; every field falls back to its default. */
export const leadInboxQuerySchema = z.object({
  type: z.enum(LEAD_TYPE_FILTERS).catch('leads'),
  /** A status, or '' for every status but Spam. */
  status: z.enum([...LEAD_STATUSES, '']).catch(''),
  /** An owner's user id, {@link NO_OWNER} for nobody's, or '' for anyone's. */
  owner: text(64),
  source: text(FILTER_MAX),
  campaign: text(FILTER_MAX),
  /** First day shown (YYYY-MM-DD, UTC), or ''. */
  from: day,
  /** Last day shown (YYYY-MM-DD, UTC, inclusive), or ''. */
  to: day,
  q: text(LEAD_SEARCH_MAX),
  page: z.coerce.number().int().min(1).max(PAGE_MAX).catch(1),
});

/** The inbox view, cleaned. */
export type LeadInboxQuery = z.output<typeof leadInboxQuerySchema>;

type Params = Record<string, string | string[] | undefined>;

/**
 * Reads the inbox view from the admin URL's search parameters (first value of each).
 * @returns the cleaned view; never throws
 */
export function parseLeadInboxQuery(params: Params): LeadInboxQuery {
  const flat = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
  );
  return leadInboxQuerySchema.parse({ ...flat, page: flat.page ?? 1 });
}

/** The default view: every lead but spam, page 1. */
export const DEFAULT_LEAD_QUERY: LeadInboxQuery = parseLeadInboxQuery({});

/** One lead, by id. */
export const leadIdSchema = z.object({ id: recordId() });

/** A lead's new status. */
export const leadStatusSchema = z.object({ id: recordId(), status: z.enum(LEAD_STATUSES) });

/** A lead's new owner: a team member's user id, or null for nobody. */
export const leadOwnerSchema = z.object({
  id: recordId(),
  owner: z.string().min(1).max(64).nullable(),
});

/** A note on a lead: "Note is required", at most {@link MAX_LEAD_NOTE} characters. */
export const leadNoteSchema = z.object({
  id: recordId(),
  body: requiredText('Note', MAX_LEAD_NOTE),
});

/**
 * The search part of an inbox view's admin URL: only what differs from the default, in a fixed
 * order (`type=newsletter&status=won&page=2`); '' for the default view.
 */
export function leadInboxSearch(query: Partial<LeadInboxQuery>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_LEAD_QUERY) as (keyof LeadInboxQuery)[]) {
    const value = query[key];
    if (value !== undefined && value !== DEFAULT_LEAD_QUERY[key]) params.set(key, String(value));
  }
  return params.toString();
}

/** The admin URL of an inbox view (the Customer Data tab). */
export function leadInboxHref(query: Partial<LeadInboxQuery>): string {
  const search = leadInboxSearch(query);
  return `/admin/leads${search ? `?${search}` : ''}`;
}

/** A privacy request's address: any address, trimmed, at most 254 characters. */
export const privacyEmailSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(3, 'Enter an e-mail address')
    .max(254, 'Email address is too long')
    .regex(/^[^\s@]+@[^\s@]+$/, 'Enter an e-mail address'),
});

/** The lead retention setting: 1 to 120 months, or null for off. */
export const leadRetentionSchema = z.object({
  months: z.number().int().min(1, 'At least 1 month').max(120, 'At most 120 months').nullable(),
});

/** A dry run of a retention period. */
export const retentionDryRunSchema = z.object({
  months: z.coerce.number().int().min(1, 'At least 1 month').max(120, 'At most 120 months'),
});
