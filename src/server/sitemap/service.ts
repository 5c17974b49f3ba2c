import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { app_meta } from '@/db/schema';

const GENERATED_KEY = 'sitemap_generated_at';

/** When an admin last generated the sitemap in the SEO & Sitemap tab (app_meta), or null. */
export async function getSitemapGeneratedAt(db: Db): Promise<Date | null> {
  const [row] = await db.select().from(app_meta).where(eq(app_meta.key, GENERATED_KEY)).limit(1);
  return row ? new Date(row.value as string) : null;
}

/** Records the time of a generation (app_meta). */
export async function recordSitemapGenerated(db: Db, at: Date): Promise<void> {
  await db
    .insert(app_meta)
    .values({ key: GENERATED_KEY, value: at.toISOString() })
    .onConflictDoUpdate({ target: app_meta.key, set: { value: at.toISOString(), updated_at: at } });
}
