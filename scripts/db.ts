/**
 * Database tasks on the configured database (DATABASE_URL, else PGlite in DATA_DIR):
 *   npm run db:migrate   apply pending migrations
 *   npm run db:seed      seed demo content, only into an empty database
 * Never run these while a server holds the same PGlite data dir.
 */
import { migrateDatabase } from '../src/db/client';
import { ensureReferenceData, isContentEmpty, seedDemoContent } from '../src/db/seed';
import { parseEnv } from '../src/lib/env';
import { openConfiguredDatabase } from './lib/open-database';

const task = process.argv[2];
const env = parseEnv(process.env);
const handle = openConfiguredDatabase(env);

try {
  await migrateDatabase(handle);
  await ensureReferenceData(handle.db);
  if (task === 'migrate') {
    console.log('Migrations applied.');
  } else if (task === 'seed') {
    if (await isContentEmpty(handle.db)) {
      const counts = await seedDemoContent(handle.db);
      console.log(
        `Seeded ${counts.posts} posts, ${counts.resources} resources, ${counts.banners} banners.`,
      );
    } else {
      console.log('The database already has content: nothing seeded.');
    }
  } else {
    console.error('Usage: tsx scripts/db.ts migrate|seed');
    process.exitCode = 2;
  }
} finally {
  await handle.close();
}
