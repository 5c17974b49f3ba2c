import 'server-only';
import type { WebhookEventType } from '@/lib/webhooks';
import { loadBookingWebhook } from '@/server/settings/queries';
import { loadIntegrationsTab } from '@/server/webhooks/queries';
import { BookingWebhookCard } from './booking-webhook-card';
import { WebhooksManager } from './webhooks-manager';

/**
 * Server part of the Integrations tab (admins only: the dashboard renders it only
 * for the `settings` capability, and every action it calls checks it again): webhook endpoints,
 * their secrets, and the delivery log.
 */
export async function IntegrationsPanel() {
  const [{ endpoints, log }, booking] = await Promise.all([
    loadIntegrationsTab(),
    loadBookingWebhook(),
  ]);
  return (
    <div className="space-y-10">
      <BookingWebhookCard {...booking} />
      <WebhooksManager
        endpoints={endpoints.map((e) => ({
          id: e.id,
          name: e.name,
          url: e.url,
          secret: e.secret,
          events: e.events as WebhookEventType[],
          format: e.format,
          is_active: e.is_active,
        }))}
        log={{
          more: log.more,
          rows: log.rows.map((r) => ({
            id: r.id,
            endpoint_id: r.endpoint_id,
            endpoint_name: r.endpoint_name,
            event_type: r.event_type,
            status: r.status,
            attempts: r.attempts,
            last_status_code: r.last_status_code,
            last_error: r.last_error,
            created_at: r.created_at.toISOString(),
            next_attempt_at: r.next_attempt_at.toISOString(),
          })),
        }}
      />
    </div>
  );
}
