import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { admin_users, user } from '@/db/schema';
import { getEnv, getSiteUrl } from '@/lib/env';
import { NOTIFY_KINDS, type NotifyKind } from '@/lib/validation/settings';
import { notificationRecipients, type RecipientSource } from '../leads/notify';
import { readSetting } from './store';

/** Who would be notified of each kind now, and from where that list comes. */
export type NotificationPreview = Record<NotifyKind, { emails: string[]; source: RecipientSource }>;

/** Whether e-mail goes out at all: without SMTP_URL it is written to the server's mail folder. */
export function mailIsConfigured(): boolean {
  return Boolean(getEnv().SMTP_URL);
}

/**
 * The Notifications view: the setting, the active team members to choose from, who each kind
 * notifies now, and whether e-mail is set up.
 */
export async function loadNotificationSettings() {
  const db = getDb();
  const [settings, members] = await Promise.all([
    readSetting(db, 'notifications'),
    db
      .select({ id: user.id, name: user.name, email: user.email })
      .from(user)
      .innerJoin(admin_users, eq(admin_users.user_id, user.id))
      .where(and(eq(admin_users.is_active, true)))
      .orderBy(asc(user.name)),
  ]);
  const preview = Object.fromEntries(
    await Promise.all(
      NOTIFY_KINDS.map(async (k) => [k, await notificationRecipients(db, k)] as const),
    ),
  ) as NotificationPreview;
  return { settings, members, preview, mailConfigured: mailIsConfigured() };
}

/**
 * The inbox's warnings: e-mail not set up, or a lead kind that notifies nobody.
 * @returns the kinds whose notification reaches no one, and whether e-mail goes out
 */
export async function loadNotificationWarnings(): Promise<{
  mailConfigured: boolean;
  silentKinds: NotifyKind[];
}> {
  const db = getDb();
  const silent: NotifyKind[] = [];
  for (const k of NOTIFY_KINDS)
    if ((await notificationRecipients(db, k)).emails.length === 0) silent.push(k);
  return { mailConfigured: mailIsConfigured(), silentKinds: silent };
}

/** The Integrations section's booking webhook: the secrets and the addresses to give providers. */
export async function loadBookingWebhook() {
  const settings = await readSetting(getDb(), 'booking_webhook');
  const base = getSiteUrl();
  return {
    settings,
    urls: {
      calcom: `${base}/api/integrations/booking/calcom`,
      calendly: `${base}/api/integrations/booking/calendly`,
    },
  };
}
