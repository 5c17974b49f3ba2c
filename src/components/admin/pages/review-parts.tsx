'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { savePageReviewSettingAction } from '@/server/pages/actions';
import { useAdminAction } from '../use-admin-action';

/**
 * "Send back…": an admin's note to the Editor who asked for the review (required, at most 1,000
 * characters); the dialog stays open until the note is saved.
 * @param onSend - resolves true once sent
 */
export function SendBackDialog({ onSend }: { onSend: (note: string) => Promise<boolean> }) {
  const [open, setOpen] = React.useState(false);
  const [note, setNote] = React.useState('');
  const [error, setError] = React.useState<string | undefined>();
  const [busy, setBusy] = React.useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const text = note.trim();
    if (!text) return setError('Say what to change');
    if (text.length > 1000) return setError('At most 1,000 characters');
    setBusy(true);
    const sent = await onSend(text);
    setBusy(false);
    if (sent) {
      setOpen(false);
      setNote('');
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Send back…</Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Send the changes back</DialogTitle>
          <DialogDescription>
            The draft stays as it is; the Editor gets your note by e-mail and in the editor.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
          <FormField id="page-send-back-note" label="What to change" required error={error}>
            <Textarea
              rows={4}
              value={note}
              maxLength={1000}
              onChange={(e) => {
                setNote(e.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              Send back
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The admins' switch: whether an Editor's page changes wait for an admin's review. */
export function ReviewSetting({ required }: { required: boolean }) {
  const [checked, setChecked] = React.useState(required);
  const { run, pending } = useAdminAction();
  async function change(next: boolean) {
    setChecked(next);
    const result = await run(() => savePageReviewSettingAction({ required: next }), {
      success: next ? 'Editors now ask for a review' : 'Editors now publish directly',
      errorTitle: 'The setting could not be saved',
    });
    if (!result.ok) setChecked(!next);
  }
  return (
    <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-4 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4"
        checked={checked}
        disabled={pending}
        onChange={(e) => void change(e.target.checked)}
      />
      <span>
        <span className="font-semibold text-navy-900">
          Editors&apos; changes need an admin&apos;s review
        </span>
        <span className="block text-slate-600">
          An Editor requests a review; an admin publishes the changes or sends them back with a
          note. Admins always publish directly.
        </span>
      </span>
    </label>
  );
}
