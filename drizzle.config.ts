import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied at start (never at build) to PGlite
// or PostgreSQL alike: one dialect, one set of migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
