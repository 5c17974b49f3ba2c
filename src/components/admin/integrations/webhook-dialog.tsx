'use client';

import * as React from 'react';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/components/ui/use-zod-form';
import { webhookEndpointSchema } from '@/lib/validation/webhooks';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_FORMAT_OPTIONS,
  type WebhookEventType,
  type WebhookFormat,
} from '@/lib/webhooks';
import { CheckboxField } from '../controls';
import { FormDialog } from '../form-dialog';
import { useDialogForm, type DialogFormProps } from '../use-dialog-form';

/** The form's fields. */
type FormValues = {
  name: string;
  url: string;
  events: WebhookEventType[];
  format: WebhookFormat;
  is_active: boolean;
};

/** What the form hands to the action. */
export type WebhookFormOutput = FormValues;

/** An endpoint to edit (with its id), or null to add one. */
export type WebhookDraft = (FormValues & { id: number }) | null;

const toValues = (d: WebhookDraft): FormValues => ({
  name: d?.name ?? '',
  url: d?.url ?? '',
  events: d?.events ?? ['lead.created'],
  format: d?.format ?? 'standard',
  is_active: d?.is_active ?? true,
});

/**
 * The Add / Edit webhook endpoint dialog: name, URL, the events it receives, the
 * format (Standard Webhooks or Slack) and on/off. The server's field messages (a refused URL)
 * show under their fields.
 */
export function WebhookDialog(props: DialogFormProps<WebhookDraft, WebhookFormOutput>) {
  const form = useZodForm<FormValues, WebhookFormOutput>(webhookEndpointSchema, {
    defaultValues: toValues(props.draft),
  });
  const { register, formState } = form;
  const dialog = useDialogForm(form, { ...props, toValues });
  const editing = props.draft !== null;

  return (
    <FormDialog
      {...dialog}
      noun="webhook"
      editing={editing}
      description="Events are posted to this URL as they happen, retried for a while when it fails."
    >
      <TextField form={form} name="name" id="webhook-name" label="Name" required />
      <TextField
        form={form}
        name="url"
        id="webhook-url"
        label="URL"
        required
        type="url"
        hint="https://… (a Slack incoming-webhook URL for the Slack format)."
        placeholder="https://example.com/webhooks/lizit"
      />
      <FormField id="webhook-events" label="Events" error={formState.errors.events?.message} group>
        <div className="grid gap-1">
          {WEBHOOK_EVENTS.map((event) => (
            <CheckboxField
              key={event}
              value={event}
              label={`${event} — ${WEBHOOK_EVENT_LABELS[event]}`}
              {...register('events')}
            />
          ))}
        </div>
      </FormField>
      <FormField id="webhook-format" label="Format">
        <Select {...register('format')} options={WEBHOOK_FORMAT_OPTIONS} />
      </FormField>
      <CheckboxField label="Active (send events to this URL)" {...register('is_active')} />
    </FormDialog>
  );
}
