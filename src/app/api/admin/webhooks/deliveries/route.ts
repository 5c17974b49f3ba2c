import { webhookDeliveryListSchema } from '@/lib/validation/webhooks';
import { adminReadRoute } from '@/server/http/admin-read';
import { listWebhookDeliveries } from '@/server/webhooks/service';

export const dynamic = 'force-dynamic';

/** GET /api/admin/webhooks/deliveries?endpointId=&before= — a page of the delivery log (admins). */
export const GET = adminReadRoute('settings', webhookDeliveryListSchema, (opts, db) =>
  listWebhookDeliveries(db, opts),
);
