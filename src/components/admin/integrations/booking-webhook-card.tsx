'use client';

import { CalendarCheck, Copy, KeyRound, Save } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import {
  bookingWebhookSettingsSchema,
  type BookingWebhookSettings,
} from '@/lib/validation/settings';
import { saveBookingWebhookAction } from '@/server/settings/actions';
import { ToolSection } from '../tool-section';
import { useAdminAction } from '../use-admin-action';

const PROVIDERS = [
  {
    id: 'calcom',
    label: 'Cal.com',
    where:
      'Settings → Developer → Webhooks: the subscriber URL, the secret, and the events Booking created, rescheduled and cancelled.',
  },
  {
    id: 'calendly',
    label: 'Calendly',
    where:
      'a webhook subscription (its API) with this URL as its url, this secret as its signing_key, and the events invitee.created and invitee.canceled.',
  },
] as const;

/** A new random secret (32 bytes, hex), made in the browser. */
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The demo booking webhooks (Integrations, admins): for Cal.com and Calendly, the address to give
 * the provider and the secret it signs its deliveries with. A provider with a secret is on: each
 * booking made, moved or cancelled on its page reaches the lead inbox with the visitor's
 * attribution; a delivery with a bad signature is refused and stores nothing.
 */
export function BookingWebhookCard({
  settings,
  urls,
}: {
  settings: BookingWebhookSettings;
  urls: Record<'calcom' | 'calendly', string>;
}) {
  const { run } = useAdminAction();
  const [value, setValue] = React.useState(settings);
  const [error, setError] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = bookingWebhookSettingsSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the secrets.');
      return;
    }
    setError(null);
    setSaving(true);
    await run(() => saveBookingWebhookAction(parsed.data), {
      success: 'Booking webhooks saved',
      errorTitle: 'Could not save the booking webhooks',
    });
    setSaving(false);
  }

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Copied');
    } catch {
      toast.error('Could not copy. Select the text and copy it.');
    }
  };

  return (
    <ToolSection
      headingId="booking-webhooks-heading"
      title="Demo bookings"
      actions={null}
      description={
        <>
          Demos booked on the booking page land in the lead inbox with their time and the campaign
          that brought the visitor. Give the provider the address below and a secret; deliveries it
          does not sign with that secret are refused.
        </>
      }
    >
      <form onSubmit={save} className="mt-4 space-y-6" aria-label="Demo booking webhooks">
        {PROVIDERS.map((p) => (
          <fieldset
            key={p.id}
            className="rounded-lg border border-slate-200 p-4"
            data-testid={`booking-${p.id}`}
          >
            <legend className="flex items-center gap-2 px-1 font-semibold text-navy-900">
              <CalendarCheck aria-hidden="true" className="size-4" /> {p.label}
              <span
                className={
                  value[p.id]
                    ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800'
                    : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700'
                }
              >
                {settings[p.id] ? 'On' : 'Off'}
              </span>
            </legend>
            <p className="text-xs text-slate-600">
              In {p.label}: {p.where}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <code className="rounded bg-slate-100 px-2 py-1 text-xs break-all">{urls[p.id]}</code>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Copy the ${p.label} webhook address`}
                onClick={() => void copy(urls[p.id])}
              >
                <Copy aria-hidden="true" /> Copy
              </Button>
            </div>
            <label
              htmlFor={`${p.id}-secret`}
              className="mt-3 block text-xs font-medium text-slate-700"
            >
              Signing secret (empty: off)
            </label>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <Input
                id={`${p.id}-secret`}
                type="password"
                autoComplete="off"
                className="max-w-md font-mono text-xs"
                value={value[p.id]}
                onChange={(e) => setValue({ ...value, [p.id]: e.target.value })}
              />
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  const secret = newSecret();
                  setValue({ ...value, [p.id]: secret });
                  void copy(secret);
                }}
              >
                <KeyRound aria-hidden="true" /> New secret
              </Button>
            </div>
          </fieldset>
        ))}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={saving}>
          <Save aria-hidden="true" /> {saving ? 'Saving…' : 'Save booking webhooks'}
        </Button>
      </form>
    </ToolSection>
  );
}
