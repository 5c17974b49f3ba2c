import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/*
 * better-auth's four core tables (user, session, account, verification), present from the
 * first migration so that admin_users.user_id can reference user.id (ARCHITECTURE.md).
 * JS keys are camelCase because better-auth's Drizzle adapter addresses fields by those names.
 */

/** createdAt / updatedAt with defaults, in better-auth's camelCase. */
const authTimestamps = () => ({
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** The owning user of a session, account or 2FA row, deleted with the user. */
const ownerUserId = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** better-auth twoFactor plugin: true once a TOTP enrolment is verified. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  ...authTimestamps(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: tstz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ...authTimestamps(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: ownerUserId(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: ownerUserId(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: tstz('access_token_expires_at'),
    refreshTokenExpiresAt: tstz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...authTimestamps(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    ...authTimestamps(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** better-auth's rate-limit counters (rateLimit.storage = "database"), shared by all instances. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * better-auth's twoFactor plugin table: the encrypted TOTP secret and backup
 * codes of a user; `verified` stays false until the first code confirms the enrolment.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: ownerUserId(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: tstz('locked_until'),
  },
  (t) => [
    index('two_factor_user_id_idx').on(t.userId),
    index('two_factor_secret_idx').on(t.secret),
  ],
);

/**
 * The two-factor codes an account has signed in with in the last few minutes, as hashes: a TOTP
 * code is valid for up to 90 seconds (its 30-second step and one on each side), and one already
 * used must not open a second session in that time. Rows older than the validity are deleted at
 * the account's next use.
 */
export const twoFactorUsedCodes = pgTable(
  'two_factor_used_codes',
  {
    userId: ownerUserId(),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * Counters of rate-limiter-flexible's Drizzle store: the public forms' limits
 * per IP, the per-account sign-in back-off and the per-address confirmation e-mail limit, shared
 * by every instance and kept across restarts (PGlite and PostgreSQL alike).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: tstz('expire'),
});

export type User = typeof user.$inferSelect;
