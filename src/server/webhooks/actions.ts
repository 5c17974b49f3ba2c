'use server';

import {
  webhookDeliveryIdSchema,
  webhookEndpointIdSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
} from '@/lib/validation/webhooks';
import { adminAction } from '../actions/admin-action';
import { answeringId } from '../actions/record-actions';
import { kickOutbox } from '../mail/worker';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  retryWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
} from './service';

// The Integrations tab's Webhooks section: admins only ('settings'); editors never
// see an endpoint's secret. Writes are audited as webhook.<verb>.

/** Adds an endpoint; the answer carries its new secret (shown to the admin). */
export const createWebhookEndpointAction = adminAction(
  'webhook.create',
  'settings',
  webhookEndpointSchema,
  (input, admin, db) => createWebhookEndpoint(db, input, admin.id),
);

/** Changes an endpoint's name, URL, events, format or on/off. */
export const updateWebhookEndpointAction = adminAction(
  'webhook.update',
  'settings',
  webhookEndpointUpdateSchema,
  ({ id, endpoint }, admin, db) => updateWebhookEndpoint(db, id, endpoint, admin.id),
);

/** Deletes an endpoint and its delivery log. */
export const deleteWebhookEndpointAction = adminAction(
  'webhook.delete',
  'settings',
  webhookEndpointIdSchema,
  answeringId(deleteWebhookEndpoint),
);

/** Gives an endpoint a new secret; the answer carries it. */
export const rotateWebhookSecretAction = adminAction(
  'webhook.rotate_secret',
  'settings',
  webhookEndpointIdSchema,
  ({ id }, admin, db) => rotateWebhookSecret(db, id, admin.id),
);

/** Queues a test event to one endpoint and wakes the sender. */
export const sendWebhookTestAction = adminAction(
  'webhook.test',
  'settings',
  webhookEndpointIdSchema,
  async ({ id }, admin, db) => {
    const result = await sendWebhookTest(db, id, admin.id);
    kickOutbox();
    return result;
  },
);

/** Sends a failed or dead delivery again now and wakes the sender. */
export const retryWebhookDeliveryAction = adminAction(
  'webhook.retry',
  'settings',
  webhookDeliveryIdSchema,
  answeringId(async (db, id: number, actorId) => {
    await retryWebhookDelivery(db, id, actorId);
    kickOutbox();
  }),
);
