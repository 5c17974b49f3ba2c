'use client';

import { FileText, Monitor, Send, Smartphone } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { testSendSchema } from '@/lib/validation/newsletter';
import { previewCampaignAction, sendTestCampaignAction } from '@/server/newsletter/actions';
import { useAdminAction } from '../use-admin-action';

type View = 'desktop' | 'phone' | 'text';

const VIEWS: { id: View; label: string; icon: typeof Monitor }[] = [
  { id: 'desktop', label: 'Desktop', icon: Monitor },
  { id: 'phone', label: 'Phone', icon: Smartphone },
  { id: 'text', label: 'Plain text', icon: FileText },
];

type Preview = { html: string; text: string; subject: string };

/**
 * The campaign's message as a recipient gets it, from the server (the saved campaign; a sent
 * one's frozen message): on a desktop (a 640-pixel frame), on a phone (375 pixels) and as the
 * plain text part. The HTML is shown in a sandboxed frame (`srcDoc`, no scripts, no access to the
 * back office). Read again whenever the saved campaign changes (`revision`).
 */
export function CampaignPreview({
  id,
  revision,
  unsaved,
}: {
  id: number;
  /** Changes whenever the saved campaign does (its edit version and status). */
  revision: string;
  /** The form holds changes the preview does not show yet. */
  unsaved: boolean;
}) {
  const [view, setView] = React.useState<View>('desktop');
  // The preview of the saved campaign at `revision` (an older one's is not shown).
  const [loaded, setLoaded] = React.useState<{
    revision: string;
    preview: Preview | null;
    error: string | null;
  } | null>(null);

  React.useEffect(() => {
    let current = true;
    const done = (preview: Preview | null, error: string | null) =>
      current && setLoaded({ revision, preview, error });
    previewCampaignAction({ id })
      .then((result) => (result.ok ? done(result.data, null) : done(null, result.error)))
      .catch(() => done(null, 'Could not reach the server. Check your connection.'));
    return () => {
      current = false;
    };
  }, [id, revision]);
  const preview = loaded?.revision === revision ? loaded.preview : null;
  const error = loaded?.revision === revision ? loaded.error : null;

  return (
    <section aria-labelledby="campaign-preview" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="campaign-preview" className="font-semibold text-navy-900">
          Preview
        </h4>
        <div role="group" aria-label="Preview as" className="flex gap-1">
          {VIEWS.map(({ id: v, label, icon: Icon }) => (
            <Button
              key={v}
              size="sm"
              variant={view === v ? 'secondary' : 'outline'}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
      </div>
      {unsaved ? (
        <p className="text-sm text-amber-900">Save your changes to see them in the preview.</p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          The preview could not be made: {error}
        </p>
      ) : !preview ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the preview…
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-slate-100 p-3">
          <p className="mb-2 text-sm text-slate-700">
            <span className="font-semibold">Subject:</span> {preview.subject}
          </p>
          {view === 'text' ? (
            <pre
              className="max-h-[640px] overflow-auto rounded bg-white p-4 font-mono text-sm whitespace-pre-wrap text-slate-800"
              data-testid="campaign-preview-text"
            >
              {preview.text}
            </pre>
          ) : (
            <iframe
              key={view}
              title={`${view === 'phone' ? 'Phone' : 'Desktop'} preview of the e-mail`}
              sandbox=""
              srcDoc={preview.html}
              data-testid={`campaign-preview-${view}`}
              className="mx-auto block rounded bg-white shadow-sm"
              style={view === 'phone' ? { width: 375, height: 667 } : { width: 640, height: 720 }}
            />
          )}
        </div>
      )}
    </section>
  );
}

/**
 * "Send a test": the saved campaign to one address (its subject marked "[Test]"), through the
 * mail outbox. The server allows 20 an hour per person and says when the limit is reached.
 */
export function TestSend({ id, unsaved }: { id: number; unsaved: boolean }) {
  const { run } = useAdminAction();
  const [to, setTo] = React.useState('');
  const [error, setError] = React.useState<string | undefined>();
  const [busy, setBusy] = React.useState(false);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const parsed = testSendSchema.safeParse({ to });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setBusy(true);
    const result = await run(() => sendTestCampaignAction({ id, to: parsed.data.to }), {
      success: `Test sent to ${parsed.data.to}`,
      successDescription: 'It arrives in a minute or two. Its subject starts with [Test].',
      errorTitle: 'The test could not be sent',
    });
    setBusy(false);
    if (!result.ok) setError(result.fieldErrors?.to ?? result.error);
  }

  return (
    <section aria-labelledby="campaign-test" className="space-y-2">
      <h4 id="campaign-test" className="font-semibold text-navy-900">
        Send a test
      </h4>
      <form onSubmit={(e) => void send(e)} noValidate className="flex flex-wrap items-end gap-3">
        <FormField
          id="campaign-test-to"
          label="Send a test to"
          hint={unsaved ? 'The test is the saved campaign: save your changes first.' : undefined}
          error={error}
          className="min-w-64 flex-1"
        >
          <Input
            type="email"
            autoComplete="email"
            value={to}
            onChange={(e) => {
              setTo(e.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <Button type="submit" variant="outline" disabled={busy}>
          <Send aria-hidden="true" />
          {busy ? 'Sending…' : 'Send test'}
        </Button>
      </form>
    </section>
  );
}
