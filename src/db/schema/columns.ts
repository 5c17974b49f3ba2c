import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';

/*
 * Column builders shared by the schema's tables (drizzle's "reusable columns" pattern): each
 * returns fresh builders, spread into a table's columns, so the generated SQL is the same as
 * writing the columns out. Nothing here references a table (see user-columns.ts for those that do),
 * so every schema file, auth.ts included, may import it.
 */

/** A `timestamptz` column read as a JS Date. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `id serial primary key`, the key of most tables. */
export const serialId = () => ({ id: serial('id').primaryKey() });

/** `id bigserial primary key` (read as a number), the key of the append-only logs and outboxes. */
export const bigserialId = () => ({ id: bigserial('id', { mode: 'number' }).primaryKey() });

/**
 * A required integer reference named `name` to the row `parent` (e.g. `() => blog_posts.id`) that
 * this row belongs to: deleted with it (`on delete cascade`).
 */
export const parentId = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => ({ created_at: tstz('created_at').notNull().defaultNow() });

/** created_at / updated_at with defaults, shared by every content table. */
export const timestamps = () => ({
  ...createdAt(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
});

/** `is_active boolean not null default true` (false = hidden from the site, or disabled). */
export const isActive = () => ({ is_active: boolean('is_active').notNull().default(true) });

/**
 * The edit version of a record (`version`, the optimistic lock of every record edited in the back
 * office, posts included): raised by every save of its form, by a restore of a revision and by a
 * move to or out of the Trash. A save that names an older version is refused as an edit conflict.
 * (A resource's document version label is `document_version`.)
 */
export const editVersion = () => ({
  version: integer('version').notNull().default(1),
});

/** A list of values as the inside of an SQL `in (...)` check (string literals quoted). */
export const sqlList = (values: readonly string[]): SQL =>
  sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The delivery state of an outbox row (the mail outbox and the webhook deliveries, drained alike:
 * pending → sent/delivered | dead, retried with back-off): its status among `statuses` (the first
 * is the default), the attempts made, when the next is due and the last error.
 */
export const deliveryState = <const S extends readonly [string, ...string[]]>(statuses: S) => ({
  status: text('status', { enum: statuses }).notNull().default(statuses[0]),
  attempts: integer('attempts').notNull().default(0),
  next_attempt_at: tstz('next_attempt_at').notNull().defaultNow(),
  last_error: text('last_error'),
});

/**
 * The constraints of an outbox table named `table` with {@link deliveryState} and a `lead_id`:
 * its status check, the drain's due index and the index a privacy erase deletes a lead's rows by.
 */
export const outboxConstraints = (
  table: string,
  statuses: readonly string[],
  t: { status: PgColumn; next_attempt_at: PgColumn; lead_id: PgColumn },
) => [
  check(`${table}_status_check`, sql`${t.status} in (${sqlList(statuses)})`),
  index(`${table}_due_idx`).on(t.status, t.next_attempt_at),
  index(`${table}_lead_idx`).on(t.lead_id),
];
