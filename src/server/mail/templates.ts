import { siteConfig } from '@/config/site';
import { escapeHtml } from '@/lib/escape';
import type { OutgoingMail } from './outbox';

/** The notification types of public-site.md §7 "send-admin-notification". */
export type NotificationType =
  'newsletter_signup' | 'demo_request' | 'general_inquiry' | 'landing_form';

const TITLES: Record<NotificationType, string> = {
  newsletter_signup: 'New newsletter subscriber',
  demo_request: 'New demo request',
  general_inquiry: 'New contact message',
  landing_form: 'New landing page form submission',
};

/**
 * Admin notifications for a submission, one per address of ADMIN_NOTIFY_EMAILS.
 * @param data - the submitted fields, label → value (empty values are left out)
 */
export function adminNotifications(
  type: NotificationType,
  data: Record<string, string | null | undefined>,
  recipients: readonly string[],
  adminUrl: string,
): OutgoingMail[] {
  const entries = Object.entries(data).filter(
    ([, v]) => v !== null && v !== undefined && v !== '',
  ) as [string, string][];
  const who = data.Name ?? data.Email ?? '';
  const subject = `${TITLES[type]}${who ? `: ${who}` : ''}`.replace(/[\r\n]+/g, ' ').slice(0, 200);
  const text = [
    `${TITLES[type]} from the website.`,
    '',
    ...entries.map(([k, v]) => `${k}: ${v}`),
    '',
    `Open the admin: ${adminUrl}`,
  ].join('\n');
  const html = `<p>${escapeHtml(TITLES[type])} from the website.</p><table>${entries
    .map(
      ([k, v]) =>
        `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')}</table><p><a href="${escapeHtml(adminUrl)}">Open the admin</a></p>`;
  return recipients.map((to) => ({ to, subject, text, html, kind: `notification.${type}` }));
}

/**
 * The newsletter welcome e-mail the success text promises, with the personal
 * unsubscribe link and the RFC 8058 one-click headers.
 * @param pageUrl - the /unsubscribe/{token} page
 * @param oneClickUrl - POST /api/unsubscribe?token=... for mail clients
 */
export function newsletterWelcome(
  to: string,
  name: string,
  pageUrl: string,
  oneClickUrl: string,
): OutgoingMail {
  const text = [
    `Hi ${name},`,
    '',
    `Thanks for subscribing to the ${siteConfig.name} newsletter. Once a month you will get practical guides, industry trends and tips for running a rental business.`,
    '',
    `Unsubscribe at any time: ${pageUrl}`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(name)},</p><p>Thanks for subscribing to the ${escapeHtml(siteConfig.name)} newsletter. Once a month you will get practical guides, industry trends and tips for running a rental business.</p><p style="font-size:12px;color:#555">Don't want these e-mails? <a href="${escapeHtml(pageUrl)}">Unsubscribe</a>.</p>`;
  return {
    to,
    subject: `Welcome to the ${siteConfig.name} newsletter`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    kind: 'newsletter.welcome',
  };
}
