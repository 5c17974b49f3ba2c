'use client';

import { Copy, Eye, EyeOff, KeyRound, Pencil, Plus, Send, Webhook } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import type { WebhookEventType, WebhookFormat } from '@/lib/webhooks';
import {
  createWebhookEndpointAction,
  deleteWebhookEndpointAction,
  rotateWebhookSecretAction,
  sendWebhookTestAction,
  updateWebhookEndpointAction,
} from '@/server/webhooks/actions';
import { ActionButton, ActiveLabel, DeleteButton, EmptyState } from '../controls';
import { ToolSection } from '../tool-section';
import { useAdminAction } from '../use-admin-action';
import { useDraftDialog } from '../use-dialog-form';
import { DeliveryLog, type DeliveryLogHandle, type DeliveryLogPage } from './delivery-log';
import { WebhookDialog, type WebhookDraft, type WebhookFormOutput } from './webhook-dialog';

/** An endpoint as the list shows it (admins only: it carries the signing secret). */
export type WebhookEndpointRow = {
  id: number;
  name: string;
  url: string;
  secret: string;
  events: WebhookEventType[];
  format: WebhookFormat;
  is_active: boolean;
};

const FORMAT_LABEL: Record<WebhookFormat, string> = {
  standard: 'Standard Webhooks',
  slack: 'Slack',
};

/** The signing secret, hidden until shown, with Copy and Rotate (after a confirmation). */
function SecretField({ endpoint }: { endpoint: WebhookEndpointRow }) {
  const { run } = useAdminAction();
  const [shown, setShown] = React.useState(false);
  const id = `webhook-secret-${endpoint.id}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(endpoint.secret);
      toast.success('Secret copied');
    } catch {
      toast.error('Could not copy', { description: 'Select the secret and copy it by hand.' });
    }
  };
  return (
    <div className="mt-3">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        Signing secret
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <Input
          id={id}
          readOnly
          type={shown ? 'text' : 'password'}
          value={endpoint.secret}
          className="max-w-md font-mono text-xs"
          data-testid="webhook-secret"
        />
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={shown}
          aria-label={`${shown ? 'Hide' : 'Show'} the secret of ${endpoint.name}`}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}{' '}
          {shown ? 'Hide' : 'Show'}
        </Button>
        <ActionButton
          icon={Copy}
          text="Copy"
          label={`Copy the secret of ${endpoint.name}`}
          onClick={() => void copy()}
        />
        <ConfirmDialog
          title={`Rotate the secret of "${endpoint.name}"?`}
          description="A new secret signs every delivery from now on, retries included. Put it in the receiver, or its signature checks will fail."
          confirmLabel="Rotate secret"
          tone="primary"
          onConfirm={() =>
            run(() => rotateWebhookSecretAction({ id: endpoint.id }), {
              success: 'Secret rotated',
              errorTitle: 'Error rotating the secret',
            })
          }
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Rotate the secret of ${endpoint.name}`}>
              <KeyRound aria-hidden="true" /> Rotate secret
            </Button>
          }
        />
      </div>
    </div>
  );
}

/**
 * The Webhooks section of the Integrations tab: the endpoints (name, URL, events,
 * format, on/off) with Add / Edit / Delete, the signing secret (Copy, Rotate) and Send test, and
 * the delivery log below.
 */
export function WebhooksManager({
  endpoints,
  log,
}: {
  endpoints: WebhookEndpointRow[];
  log: DeliveryLogPage;
}) {
  const { run } = useAdminAction();
  const dialog = useDraftDialog<WebhookDraft>(null);
  const logRef = React.useRef<DeliveryLogHandle>(null);

  const save = (values: WebhookFormOutput) => {
    const id = dialog.props.draft?.id;
    return run(
      () =>
        id === undefined
          ? createWebhookEndpointAction(values)
          : updateWebhookEndpointAction({ id, endpoint: values }),
      {
        success: id === undefined ? 'Webhook added' : 'Webhook saved',
        errorTitle: id === undefined ? 'Error adding webhook' : 'Error saving webhook',
      },
    );
  };

  const sendTest = async (endpoint: WebhookEndpointRow) => {
    const result = await run(() => sendWebhookTestAction({ id: endpoint.id }), {
      success: 'Test event queued',
      successDescription: 'Its outcome shows in the delivery log below.',
      errorTitle: 'Error sending the test',
    });
    if (!result.ok) return;
    logRef.current?.reload();
    // The sender posts it in the background: look again once it has had time to answer.
    setTimeout(() => logRef.current?.reload(), 1500);
  };

  return (
    <ToolSection
      headingId="webhooks-heading"
      title="Webhooks"
      description={
        <>
          Post new leads, status changes and newsletter sign-ups to another system (a CRM, Zapier,
          Slack). Deliveries are signed (Standard Webhooks) and retried when the receiver fails.
          Slack messages never include e-mail addresses or phone numbers.
        </>
      }
      actions={
        <Button onClick={() => dialog.edit(null)}>
          <Plus aria-hidden="true" /> Add webhook
        </Button>
      }
    >
      {endpoints.length === 0 ? (
        <div className="mt-6">
          <EmptyState icon={Webhook} title="No webhooks yet." />
        </div>
      ) : (
        <ul className="mt-6 space-y-4" aria-label="Webhook endpoints">
          {endpoints.map((e) => (
            <li
              key={e.id}
              className="rounded-lg border border-slate-200 p-4"
              data-testid="webhook-endpoint"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-navy-900">
                    {e.name}{' '}
                    <span className="ml-2 text-xs font-normal">
                      <ActiveLabel active={e.is_active} /> · {FORMAT_LABEL[e.format]}
                    </span>
                  </p>
                  <p className="mt-1 font-mono text-xs break-all text-slate-700">{e.url}</p>
                  <p className="mt-1 text-xs text-slate-600">Events: {e.events.join(', ')}</p>
                </div>
                <div className="flex flex-wrap gap-1">
                  <ActionButton
                    icon={Send}
                    text="Send test"
                    label={`Send a test to ${e.name}`}
                    onClick={() => void sendTest(e)}
                  />
                  <ActionButton
                    icon={Pencil}
                    text="Edit"
                    label={`Edit webhook ${e.name}`}
                    onClick={() => dialog.edit(e)}
                  />
                  <DeleteButton
                    name={e.name}
                    label={`Delete webhook ${e.name}`}
                    description="Its deliveries, sent and waiting, are deleted with it."
                    onConfirm={() =>
                      run(() => deleteWebhookEndpointAction({ id: e.id }), {
                        success: 'Webhook deleted',
                        errorTitle: 'Error deleting webhook',
                      })
                    }
                  />
                </div>
              </div>
              <SecretField endpoint={e} />
            </li>
          ))}
        </ul>
      )}
      <DeliveryLog
        initial={log}
        endpoints={endpoints.map((e) => ({ id: e.id, name: e.name }))}
        ref={logRef}
      />
      <WebhookDialog {...dialog.props} onSubmit={save} />
    </ToolSection>
  );
}
