import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { app_settings } from '@/db/schema';
import { SETTING_SCHEMAS, type SettingKey, type SettingValue } from '@/lib/validation/settings';
import { auditChange } from '../audit/log';

/**
 * A setting as stored, read through its schema: its defaults when it was never saved, or when
 * what is stored no longer fits (never an error: a setting must not stop a form from working).
 * @param db - the database, or the caller's transaction
 */
export async function readSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValue<K>> {
  const [row] = await db
    .select({ value: app_settings.value })
    .from(app_settings)
    .where(eq(app_settings.key, key));
  const schema = SETTING_SCHEMAS[key];
  const parsed = schema.safeParse(row?.value ?? {});
  return (parsed.success ? parsed.data : schema.parse({})) as SettingValue<K>;
}

/**
 * Saves a setting (already validated by its schema), audited as `settings.updated` with the key
 * (never the value: it may hold a secret).
 * @param actorId - the admin who saved it
 */
export async function writeSetting<K extends SettingKey>(
  db: Db,
  key: K,
  value: SettingValue<K>,
  actorId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(app_settings)
      .values({ key, value, updated_by: actorId })
      .onConflictDoUpdate({
        target: app_settings.key,
        set: { value, updated_by: actorId, updated_at: new Date() },
      });
    await auditChange(tx, actorId, 'settings.updated', key);
  });
}
