import { WEBHOOK_EVENTS, WEBHOOK_FORMATS } from '../webhooks';
import { queryRecordId, recordId } from './fields';
import { z } from './zod';

/**
 * The Webhooks section's forms. These check the shape in the browser and on the
 * server; the server also requires https in production and refuses a private address written as
 * an IP (server/webhooks/targets.ts), and checks every address again when it sends.
 */

/** Longest target URL accepted (characters). */
export const WEBHOOK_URL_MAX = 2000;

/** A target URL: absolute http(s), no user name or password in it. */
export const webhookUrl = z
  .string()
  .trim()
  .min(1, 'Enter the URL that receives the webhooks.')
  .max(WEBHOOK_URL_MAX, 'This URL is too long.')
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Enter a full URL, e.g. https://example.com/hook.' });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      ctx.addIssue({ code: 'custom', message: 'Use an https:// (or http://) URL.' });
    else if (url.username || url.password)
      ctx.addIssue({
        code: 'custom',
        message: 'Do not put a user name or password in the URL.',
      });
  });

/** An endpoint as the Add / Edit form gives it. */
export const webhookEndpointSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(100, 'At most 100 characters.'),
  url: webhookUrl,
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .max(WEBHOOK_EVENTS.length)
    .min(1, 'Choose at least one event.')
    .transform((list) => [...new Set(list)]),
  format: z.enum(WEBHOOK_FORMATS, 'Choose a format.'),
  is_active: z.boolean(),
});

/** Edit an endpoint. */
export const webhookEndpointUpdateSchema = z.object({
  id: recordId(),
  endpoint: webhookEndpointSchema,
});

/** Delete, rotate the secret of, or send a test to one endpoint. */
export const webhookEndpointIdSchema = z.object({ id: recordId() });

/** The delivery log: one endpoint's, or all of them (newest first, at most 50 per page). */
export const webhookDeliveryListSchema = z.object({
  endpointId: queryRecordId().optional(),
  /** Deliveries older than this id (the next page). */
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

/** Retry one delivery now. */
export const webhookDeliveryIdSchema = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER, 'Unknown record'),
});

/** Nothing (the endpoint list). */
export const webhookEmptySchema = z.object({});
