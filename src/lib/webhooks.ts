/**
 * Webhook events and formats, shared by the admin's forms and the server.
 */

/** The events an endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'lead.created',
  'lead.status_changed',
  'newsletter.subscribed',
  'newsletter.unsubscribed',
] as const;

/** One subscribable event type. */
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The event "Send test" delivers to one endpoint (never subscribable). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** What each event means, as the endpoint form lists it. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'lead.created': 'A demo request or inquiry arrives',
  'lead.status_changed': "A lead's status changes",
  'newsletter.subscribed': 'Someone subscribes to the newsletter',
  'newsletter.unsubscribed': 'Someone unsubscribes from the newsletter',
};

/**
 * How deliveries are written: `standard` = the Standard Webhooks JSON body and signature
 * headers; `slack` = a Slack incoming-webhook message (`{ text, blocks }`).
 */
export const WEBHOOK_FORMATS = ['standard', 'slack'] as const;

/** One delivery format. */
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** The formats as the form's select offers them. */
export const WEBHOOK_FORMAT_OPTIONS = [
  { value: 'standard', label: 'Standard Webhooks (signed JSON)' },
  { value: 'slack', label: 'Slack incoming webhook' },
] as const;

/** The states of a delivery: waiting (first try or a retry), delivered, or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'dead'] as const;

/** One delivery state. */
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
