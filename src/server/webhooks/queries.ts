import 'server-only';
import { getDb } from '@/db/client';
import type { WebhookEndpoint } from '@/db/schema';
import { listWebhookDeliveries, listWebhookEndpoints, type WebhookDeliveryRow } from './service';

/**
 * What the Integrations tab's server panel shows (admins only): the endpoints with
 * their secrets, and the newest page of the delivery log.
 */
export async function loadIntegrationsTab(): Promise<{
  endpoints: WebhookEndpoint[];
  log: { rows: WebhookDeliveryRow[]; more: boolean };
}> {
  const db = getDb();
  const [endpoints, log] = await Promise.all([listWebhookEndpoints(db), listWebhookDeliveries(db)]);
  return { endpoints, log };
}
