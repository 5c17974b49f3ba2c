import { Webhook } from 'standardwebhooks';
import type { WebhookPayload } from '@/db/schema';
import type { WebhookFormat } from '@/lib/webhooks';

/**
 * What a delivery posts: the Standard Webhooks body and headers, or a Slack
 * incoming-webhook message. Pure, so it is unit-tested without a server.
 */

/** The body and headers of one attempt. */
export type WebhookRequest = { body: string; headers: Record<string, string> };

/**
 * Signs a Standard Webhooks delivery: `webhook-id` (the delivery's message id, the same on every
 * attempt), `webhook-timestamp` (this attempt, in seconds) and `webhook-signature`
 * (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the endpoint's `whsec_` secret).
 * @param secret - the endpoint's `whsec_…` secret
 * @param messageId - e.g. "msg_2Kx…"
 * @param body - the exact text posted
 * @param at - the attempt's time
 */
export function signatureHeaders(
  secret: string,
  messageId: string,
  body: string,
  at: Date,
): Record<string, string> {
  const signature = new Webhook(secret).sign(messageId, at, body);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

const EVENT_TITLES: Record<string, string> = {
  'lead.created': 'New lead',
  'lead.status_changed': 'Lead status changed',
  'newsletter.subscribed': 'New newsletter subscriber',
  'newsletter.unsubscribed': 'Newsletter unsubscribe',
  'webhook.test': 'Test message from Lizit',
};

/** Keys never copied into a Slack message, whatever the event: contact details. */
const PRIVATE_KEY = /e-?mail|phone|tel|mobile|address|ip|message|note/i;

/** A short text value of `source[key]`, when it is one and not private. */
function text(source: unknown, key: string): string | null {
  if (PRIVATE_KEY.test(key) || !source || typeof source !== 'object') return null;
  const value = (source as Record<string, unknown>)[key];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  // Slack reads <…> and & as markup: escape them so a visitor's text cannot add links or mentions.
  return value
    .trim()
    .slice(0, 120)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function first(sources: unknown[], keys: string[]): string | null {
  for (const s of sources)
    for (const k of keys) {
      const v = text(s, k);
      if (v) return v;
    }
  return null;
}

/**
 * The Slack message of an event: a readable line with the lead's name, company, kind, source and
 * status, and a link to the admin. E-mail addresses, phone numbers and free text are never put
 * in it (a channel is a wide audience): only the fields named here are read, and a value that
 * looks like an e-mail address is dropped.
 * @param event - the stored payload
 * @param siteUrl - the site's origin, for the admin link
 * @returns `{ text, blocks }` for an incoming webhook
 */
export function slackMessage(
  event: WebhookPayload,
  siteUrl: string,
): { text: string; blocks: unknown[] } {
  const data = event.data ?? {};
  const lead = (data as Record<string, unknown>).lead;
  const sources = [lead, data];
  const nameParts = [first(sources, ['first_name']), first(sources, ['last_name'])].filter(Boolean);
  const name = first(sources, ['name', 'full_name']) ?? (nameParts.join(' ') || null);
  const company = first(sources, ['company', 'company_name', 'organization']);
  const kind = first(sources, ['kind', 'form', 'lead_type']);
  const source = [
    first(sources, ['source', 'utm_source']),
    first(sources, ['campaign', 'utm_campaign']),
  ]
    .filter(Boolean)
    .join(' / ');
  const from = first(sources, ['previous_status', 'from_status', 'from']);
  const to = first(sources, ['status', 'to_status', 'to']);
  const title = EVENT_TITLES[event.type] ?? event.type;

  const who = [name, company].filter((v) => v && !v.includes('@')).join(', ');
  const parts = [who || null, kind ? `(${kind})` : null].filter(Boolean).join(' ');
  let line = parts ? `${title}: ${parts}` : title;
  if (event.type === 'lead.status_changed' && to) line += ` — ${from ? `${from} → ` : ''}${to}`;
  if (source) line += ` — source ${source}`;
  if (event.type === 'webhook.test') line += ' — this endpoint is set up correctly';
  const section = event.type === 'webhook.test' ? 'integrations' : 'leads';
  const admin = `${siteUrl}/admin/${section}`;
  const textLine = `${line}. Open in admin: <${admin}|Lizit admin>`;
  return {
    text: textLine,
    blocks: [{ type: 'section', text: { type: 'mrkdwn', text: textLine } }],
  };
}

/**
 * The request of one attempt for an endpoint's format: the Standard Webhooks JSON body, signed;
 * or the Slack message (signed too: Slack ignores the headers).
 */
export function buildWebhookRequest(
  format: WebhookFormat,
  secret: string,
  messageId: string,
  payload: WebhookPayload,
  siteUrl: string,
  at: Date,
): WebhookRequest {
  const body =
    format === 'slack' ? JSON.stringify(slackMessage(payload, siteUrl)) : JSON.stringify(payload);
  return { body, headers: signatureHeaders(secret, messageId, body, at) };
}
