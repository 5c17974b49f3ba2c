import crypto from 'node:crypto';

/** What {@link prepareDatabase} needs of the environment (src/lib/env.ts). */
export type PrepareDatabaseEnv = {
  DATABASE_URL?: string;
  DATA_DIR: string;
  ADMIN_EMAIL_DOMAIN: string;
};

/**
 * Migrates the database, records the release (the build's hash and when it first started) and,
 * outside production, seeds demo content into an empty one
 * (ARCHITECTURE.md "Commands"), with a short-lived connection: the app opens its own lazily.
 * The demo on the embedded database also gets a confirmed demo admin with a random password,
 * printed once.
 * @param mode - "demo", "production" (never seeds) or "dev"
 * @throws when a migration or the seed fails (the caller refuses to start)
 */
export async function prepareDatabase(
  env: PrepareDatabaseEnv,
  mode: 'demo' | 'production' | 'dev',
): Promise<void> {
  const { migrateDatabase } = await import('../../src/db/client');
  const { openConfiguredDatabase } = await import('./open-database');
  const { ensureReferenceData, isContentEmpty, seedDemoContent } =
    await import('../../src/db/seed');
  const handle = openConfiguredDatabase(env);
  try {
    await migrateDatabase(handle);
    await ensureReferenceData(handle.db);
    // The release this server starts with: when the static pages' own content last changed
    // (their sitemap lastmod).
    const { readBuildHash, recordRelease } = await import('../../src/server/seo/release');
    await recordRelease(handle.db, readBuildHash());
    if (mode === 'production' || !(await isContentEmpty(handle.db))) return;
    const counts = await seedDemoContent(handle.db);
    console.log(
      `Seeded demo content: ${counts.posts} posts, ${counts.resources} resources, ${counts.banners} banners.`,
    );
    if (mode === 'demo' && !env.DATABASE_URL) {
      const { createConfirmedAdmin } = await import('../../src/server/admin/users');
      const email = `admin@${env.ADMIN_EMAIL_DOMAIN}`;
      const password = crypto.randomBytes(12).toString('base64url');
      await createConfirmedAdmin(handle.db, email, password);
      console.log(`Demo admin: ${email} ${password}`);
    }
  } finally {
    await handle.close().catch(() => {});
  }
}
