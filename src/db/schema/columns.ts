import { timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz` column read as a JS Date. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at / updated_at with defaults, shared by every content table. */
export const timestamps = () => ({
  created_at: tstz('created_at').notNull().defaultNow(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
});
