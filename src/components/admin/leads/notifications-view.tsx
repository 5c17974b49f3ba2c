'use client';

import { BellRing, Save } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { fieldControlClass } from '@/components/ui/variants';
import {
  MAX_RECIPIENTS,
  notificationSettingsSchema,
  NOTIFY_KIND_LABELS,
  NOTIFY_KINDS,
  type NotificationSettings,
  type NotifyKind,
} from '@/lib/validation/settings';
import { saveNotificationSettingsAction } from '@/server/settings/actions';
import { useAdminAction } from '../use-admin-action';

/** Who each kind notifies now, and from where that comes (the server works it out). */
type Preview = Record<
  NotifyKind,
  { emails: string[]; source: 'setting' | 'environment' | 'admins' }
>;

const SOURCE_TEXT = {
  setting: 'as chosen here',
  environment: "nobody is chosen here, so the server's ADMIN_NOTIFY_EMAILS",
  admins: 'nobody is chosen here, so every admin',
} as const;

/** The addresses typed one per line (or separated by commas), as a list. */
const addressesOf = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The Notifications view of Customer Data (admins): for each lead kind, which team members and
 * other addresses get an e-mail (nobody chosen: ADMIN_NOTIFY_EMAILS, else every admin), with who
 * that is right now; and the confirmation e-mail the person who wrote receives, its text editable.
 * A warning says when e-mail is not set up at all.
 */
export function NotificationsView({
  settings,
  members,
  preview,
  mailConfigured,
}: {
  settings: NotificationSettings;
  members: { id: string; name: string; email: string }[];
  preview: Preview;
  mailConfigured: boolean;
}) {
  const { run } = useAdminAction();
  const [chosen, setChosen] = React.useState(() =>
    Object.fromEntries(NOTIFY_KINDS.map((k) => [k, new Set(settings.recipients[k].members)])),
  );
  const [emails, setEmails] = React.useState(() =>
    Object.fromEntries(NOTIFY_KINDS.map((k) => [k, settings.recipients[k].emails.join('\n')])),
  );
  const [confirmation, setConfirmation] = React.useState(settings.confirmation);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [saving, setSaving] = React.useState(false);

  const toggle = (kind: NotifyKind, id: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev[kind]);
      if (on) next.add(id);
      else next.delete(id);
      return { ...prev, [kind]: next };
    });

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const value = {
      recipients: Object.fromEntries(
        NOTIFY_KINDS.map((k) => [k, { members: [...chosen[k]!], emails: addressesOf(emails[k]!) }]),
      ),
      confirmation,
    };
    const parsed = notificationSettingsSchema.safeParse(value);
    if (!parsed.success) {
      // Keyed by where the field is ("recipients.demo_request.emails", "confirmation.subject").
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        found[issue.path.slice(0, 3).join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await run(() => saveNotificationSettingsAction(parsed.data), {
      success: 'Notifications saved',
      errorTitle: 'Could not save the notifications',
    });
    setSaving(false);
    if (!result.ok) setErrors({ _form: result.error });
  }

  return (
    <form onSubmit={save} className="space-y-8" aria-label="Notifications">
      {!mailConfigured ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          E-mail is not set up on this server (SMTP_URL): notifications are written to its mail
          folder and nobody receives them. Ask whoever runs the server to set it up.
        </p>
      ) : null}
      {NOTIFY_KINDS.map((kind) => (
        <fieldset
          key={kind}
          className="rounded-xl border border-slate-200 p-5"
          data-testid={`notify-${kind}`}
        >
          <legend className="px-1 text-base font-semibold text-navy-900">
            {NOTIFY_KIND_LABELS[kind]}
          </legend>
          <p className="text-sm text-slate-600">Team members who get an e-mail:</p>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {members.map((m) => (
              <li key={m.id}>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={chosen[kind]!.has(m.id)}
                    onChange={(e) => toggle(kind, m.id, e.target.checked)}
                  />
                  {m.name || m.email} <span className="text-slate-500">({m.email})</span>
                </label>
              </li>
            ))}
          </ul>
          <label
            className="mt-4 block text-sm font-medium text-slate-800"
            htmlFor={`${kind}-emails`}
          >
            Other addresses (one per line, at most {MAX_RECIPIENTS})
          </label>
          <textarea
            id={`${kind}-emails`}
            rows={2}
            className={`${fieldControlClass} mt-1`}
            value={emails[kind]}
            onChange={(e) => setEmails((prev) => ({ ...prev, [kind]: e.target.value }))}
            aria-invalid={Boolean(errors[`recipients.${kind}.emails`]) || undefined}
          />
          {errors[`recipients.${kind}.emails`] ? (
            <p className="mt-1 text-sm text-red-700">{errors[`recipients.${kind}.emails`]}</p>
          ) : null}
          <p
            className="mt-3 flex items-start gap-2 text-sm text-slate-700"
            data-testid="notify-now"
          >
            <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>
              Now notified ({SOURCE_TEXT[preview[kind].source]}):{' '}
              {preview[kind].emails.length > 0 ? preview[kind].emails.join(', ') : 'nobody'}.
            </span>
          </p>
        </fieldset>
      ))}

      <fieldset className="rounded-xl border border-slate-200 p-5">
        <legend className="px-1 text-base font-semibold text-navy-900">
          Confirmation e-mail to the person who wrote
        </legend>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={confirmation.enabled}
            onChange={(e) => setConfirmation({ ...confirmation, enabled: e.target.checked })}
          />
          Send it after a demo request or a contact message
        </label>
        <label className="mt-4 block text-sm font-medium text-slate-800" htmlFor="confirm-subject">
          Subject
        </label>
        <input
          id="confirm-subject"
          className={`${fieldControlClass} mt-1`}
          value={confirmation.subject}
          maxLength={150}
          onChange={(e) => setConfirmation({ ...confirmation, subject: e.target.value })}
          aria-invalid={Boolean(errors['confirmation.subject']) || undefined}
        />
        {errors['confirmation.subject'] ? (
          <p className="mt-1 text-sm text-red-700">{errors['confirmation.subject']}</p>
        ) : null}
        <label className="mt-4 block text-sm font-medium text-slate-800" htmlFor="confirm-body">
          Text ({'{name}'} becomes the person&apos;s name)
        </label>
        <textarea
          id="confirm-body"
          rows={7}
          className={`${fieldControlClass} mt-1`}
          value={confirmation.body}
          maxLength={4000}
          onChange={(e) => setConfirmation({ ...confirmation, body: e.target.value })}
          aria-invalid={Boolean(errors['confirmation.body']) || undefined}
        />
        {errors['confirmation.body'] ? (
          <p className="mt-1 text-sm text-red-700">{errors['confirmation.body']}</p>
        ) : null}
      </fieldset>

      {errors._form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors._form}
        </p>
      ) : null}
      <Button type="submit" disabled={saving}>
        <Save aria-hidden="true" /> {saving ? 'Saving…' : 'Save notifications'}
      </Button>
    </form>
  );
}
