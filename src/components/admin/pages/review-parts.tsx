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
import { SettingSwitch } from '../setting-switch';

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
  return (
    <SettingSwitch
      initial={required}
      save={(next) => savePageReviewSettingAction({ required: next })}
      saved={(next) => (next ? 'Editors now ask for a review' : 'Editors now publish directly')}
      label="Editors' changes need an admin's review"
      description="An Editor requests a review; an admin publishes the changes or sends them back with a note. Admins always publish directly."
    />
  );
}
