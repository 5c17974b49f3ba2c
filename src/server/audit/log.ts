import 'server-only';
import type { Db } from '@/db/client';
import { audit_log } from '@/db/schema';

/** One audit entry: who did what to which record. */
export type AuditEntry = {
  /** The admin's user id (null for the system). */
  actorUserId: string | null;
  /** Dotted action name, e.g. "banner.delete" or "customer_data.unmasked". */
  action: string;
  resourceType?: string;
  resourceId?: string | number;
  details?: Record<string, unknown>;
  ip?: string | null;
};

/**
 * Writes an audit_log row (back-office.md §6: unmasked customer data access is logged; every
 * admin write is logged here too). Pass the transaction so the entry commits with the change.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(audit_log).values({
    actor_user_id: entry.actorUserId,
    action: entry.action,
    resource_type: entry.resourceType ?? null,
    resource_id: entry.resourceId === undefined ? null : String(entry.resourceId),
    details: entry.details ?? null,
    ip: entry.ip ?? null,
  });
}

/**
 * The table each audited domain writes to: an action's domain (the part before the first dot)
 * names its resource type, so a call cannot pair "post.update" with the wrong table.
 */
const RESOURCE_TYPES = {
  banner: 'homepage_banners',
  invitation: 'admin_invitations',
  lead: 'leads',
  media: 'site_media',
  newsletter: 'newsletter_campaigns',
  not_found: 'not_found_paths',
  page: 'pages',
  post: 'blog_posts',
  post_category: 'post_categories',
  redirect: 'redirects',
  resource: 'downloadable_resources',
  settings: 'app_settings',
  team: 'admin_users',
  video: 'video_content',
  webhook: 'webhook_endpoints',
} as const;

/** An admin write to one record: "<domain>.<verb>", e.g. "post.update" or "media.slot_assign". */
export type RecordAction = `${keyof typeof RESOURCE_TYPES}.${string}`;

/**
 * Audits an admin write to one record (back-office.md §6; every admin write is logged), with the
 * resource type taken from the action's domain ({@link RESOURCE_TYPES}). Pass the transaction of
 * the change so the entry commits with it.
 * @param db - the transaction (or database) of the change
 * @param actorUserId - the admin's user id (null for the system)
 * @param action - e.g. "banner.delete"; its domain picks the table recorded as resource type
 * @param resourceId - the record's id (null for a write to many, e.g. an import)
 * @param details - what the entry keeps of the change (JSON), if anything
 * @throws the database error when the insert fails
 */
export async function auditChange(
  db: Db,
  actorUserId: string | null,
  action: RecordAction,
  resourceId: string | number | null,
  details?: Record<string, unknown>,
): Promise<void> {
  const domain = action.slice(0, action.indexOf('.')) as keyof typeof RESOURCE_TYPES;
  await recordAudit(db, {
    actorUserId,
    action,
    resourceType: RESOURCE_TYPES[domain],
    resourceId: resourceId ?? undefined,
    details,
  });
}
