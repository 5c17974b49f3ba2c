import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffRoles } from '../../lib/roles';
import { user } from './auth';
import {
  bigserialId,
  createdAt,
  deliveryState,
  isActive,
  outboxConstraints,
  serialId,
  timestamps,
  tstz,
} from './columns';
import { userRef } from './user-columns';

/**
 * Who is on the back-office team: an active row for the user (public-site.md §6), with the role
 * it has (`is_active` keeps the spec's meaning: false = disabled).
 */
export const admin_users = pgTable(
  'admin_users',
  {
    ...serialId(),
    user_id: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...isActive(),
    role: text('role', { enum: staffRoles }).notNull().default('admin'),
    /** The last successful sign-in (any method), shown on the Team section. */
    last_sign_in_at: tstz('last_sign_in_at'),
    ...timestamps(),
  },
  (t) => [check('admin_users_role_check', sql`${t.role} in ('admin', 'editor')`)],
);

/**
 * Invitations to the team: the link's token is stored only as its SHA-256 hash;
 * single use (`accepted_at`), valid until `expires_at` (7 days), withdrawable (`revoked_at`).
 * At most one open invitation per address (partial unique index).
 */
export const admin_invitations = pgTable(
  'admin_invitations',
  {
    ...serialId(),
    email: text('email').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    token_hash: text('token_hash').notNull().unique(),
    invited_by: userRef('invited_by'),
    /** Kept so that an expired link can still say who to ask, even if that account is gone. */
    invited_by_email: text('invited_by_email'),
    expires_at: tstz('expires_at').notNull(),
    accepted_at: tstz('accepted_at'),
    accepted_user_id: userRef('accepted_user_id'),
    revoked_at: tstz('revoked_at'),
    /**
     * Who withdrew it (an admin, or the admin who disabled or demoted its sender): the withdrawn
     * link names them as the person to ask.
     */
    revoked_by_email: text('revoked_by_email'),
    ...createdAt(),
  },
  (t) => [
    check('admin_invitations_role_check', sql`${t.role} in ('admin', 'editor')`),
    uniqueIndex('admin_invitations_open_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.accepted_at} is null and ${t.revoked_at} is null`),
  ],
);

/** Security audit trail, e.g. `customer_data.unmasked` (back-office.md §6). */
export const audit_log = pgTable(
  'audit_log',
  {
    ...bigserialId(),
    actor_user_id: userRef('actor_user_id'),
    action: text('action').notNull(),
    resource_type: text('resource_type'),
    resource_id: text('resource_id'),
    details: jsonb('details'),
    ip: text('ip'),
    ...createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.created_at)],
);

export const mailStatuses = ['pending', 'sent', 'dead'] as const;

/** Outgoing mail, written in the same transaction as the row that caused it (ARCHITECTURE.md). */
export const mail_outbox = pgTable(
  'mail_outbox',
  {
    ...bigserialId(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    kind: text('kind').notNull(),
    /**
     * The lead the message is about (a lead's history lists its e-mails; erasing
     * the lead deletes them, sent or pending). No foreign key: the outbox is written first by some
     * callers and outlives nothing; erase deletes by this id.
     */
    lead_id: integer('lead_id'),
    ...deliveryState(mailStatuses),
    ...createdAt(),
    sent_at: tstz('sent_at'),
  },
  (t) => outboxConstraints('mail_outbox', mailStatuses, t),
);

/**
 * Settings the team changes in the back office (who is notified of each lead kind, the booking
 * providers' webhook secrets): one row per setting, its value validated by the setting's own zod
 * schema when read and when written (`server/settings/store.ts`).
 */
export const app_settings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
  updated_by: userRef('updated_by'),
});

/** Small key/value facts about this installation (demo seed marker, sitemap generation time). */
export const app_meta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value'),
  updated_at: tstz('updated_at').notNull().defaultNow(),
});
