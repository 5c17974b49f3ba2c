import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { admin_users, user } from '@/db/schema';
import { getEnv, getSiteUrl } from '@/lib/env';
import { escapeHtml } from '@/lib/escape';
import type { NotifyKind } from '@/lib/validation/settings';
import { activeAdminEmails } from '../admin/users';
import type { OutgoingMail } from '../mail/outbox';
import { adminNotifications } from '../mail/templates';
import { readSetting } from '../settings/store';

/**
 * Who is told about a lead, and the visitor's confirmation e-mail (the Notifications setting of
 * the lead inbox). Every lead kind notifies someone: the team members and addresses chosen for
 * it; when none are chosen, the addresses of ADMIN_NOTIFY_EMAILS (a deployment's default); when
 * that is empty too, every active admin.
 */

/** Where the recipients of a kind come from, for the settings screen and the inbox's warning. */
export type RecipientSource = 'setting' | 'environment' | 'admins';

/**
 * The addresses notified of a lead kind, lower-cased and without duplicates, and where they came
 * from. Disabled team members are left out.
 * @param db - the database, or the caller's transaction
 */
export async function notificationRecipients(
  db: Db,
  kind: NotifyKind,
): Promise<{ emails: string[]; source: RecipientSource }> {
  const settings = await readSetting(db, 'notifications');
  const chosen = settings.recipients[kind];
  const members =
    chosen.members.length > 0
      ? await db
          .select({ email: user.email })
          .from(user)
          .innerJoin(admin_users, eq(admin_users.user_id, user.id))
          .where(and(inArray(user.id, chosen.members), eq(admin_users.is_active, true)))
      : [];
  const unique = (list: string[]) => [...new Set(list.map((e) => e.trim().toLowerCase()))];
  const fromSetting = unique([...members.map((m) => m.email), ...chosen.emails]);
  if (fromSetting.length > 0) return { emails: fromSetting, source: 'setting' };
  const fromEnv = unique((getEnv().ADMIN_NOTIFY_EMAILS ?? '').split(',').filter((s) => s.trim()));
  if (fromEnv.length > 0) return { emails: fromEnv, source: 'environment' };
  return { emails: unique(await activeAdminEmails(db)), source: 'admins' };
}

/**
 * The e-mails a new lead sends (public-site.md §7, and the Notifications setting): one admin
 * notification per recipient of its kind, tied to the lead (its history lists them, an erase
 * deletes them); and, for a demo request, a contact message or a landing page form when the
 * setting is on, the confirmation to the person who wrote (`{name}` in its text becomes their
 * name).
 * @param db - the caller's transaction (the mails are queued with the lead)
 * @param kind - the lead's kind
 * @param fields - the fields the notification lists (label → value)
 * @param leadId - the lead's id
 * @param visitor - the person's address and name, for the confirmation; with `page`, the landing
 *   page they wrote from, which the confirmation names in a closing line
 */
export async function leadNotifications(
  db: Db,
  kind: NotifyKind,
  fields: Record<string, string | null | undefined>,
  leadId: number,
  visitor?: { email: string; name: string; page?: { title: string; url: string } },
): Promise<OutgoingMail[]> {
  const { emails } = await notificationRecipients(db, kind);
  const mails = adminNotifications(kind, fields, emails, `${getSiteUrl()}/admin`).map((mail) => ({
    ...mail,
    leadId,
  }));
  if (visitor && kind !== 'newsletter_signup') {
    const { confirmation } = await readSetting(db, 'notifications');
    if (confirmation.enabled) {
      const body = confirmation.body.replaceAll('{name}', visitor.name.trim() || 'there');
      const text = visitor.page
        ? `${body}\n\nYou wrote to us from our page "${visitor.page.title}": ${visitor.page.url}`
        : body;
      mails.push({
        to: visitor.email,
        subject: confirmation.subject,
        text,
        html: text
          .split(/\n{2,}/)
          .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
          .join(''),
        kind: `confirmation.${kind}`,
        leadId,
      });
    }
  }
  return mails;
}
