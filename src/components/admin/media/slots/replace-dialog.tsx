'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FileInput } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { SLOT_MESSAGES } from '@/lib/validation/media';
import { checkUpload, UPLOAD_RULES } from '@/lib/validation/uploads';
import { putBackPreviousFileAction, replaceSlotMediaAction } from '@/server/media/actions';
import { useAdminAction } from '../../use-admin-action';
import { slotName, type SlotMediaRow } from './shared';
import { useSlotUpload } from './use-slot-upload';

const SLOT_ACCEPT = UPLOAD_RULES['slot-media'].accept;

/** Replace Media: a new file takes the place of a slot's media, checked before the upload. */
export function ReplaceDialog({
  item,
  open,
  onClose,
}: {
  item: SlotMediaRow;
  open: boolean;
  onClose: () => void;
}) {
  const { run } = useAdminAction();
  const [file, setFile] = React.useState<File | null>(null);
  const [errors, setErrors] = React.useState<string[]>([]);
  const [message, setMessage] = React.useState<string | null>(null);
  const { busy, upload } = useSlotUpload('Replace');

  function pick(f: File | null) {
    setFile(f);
    setMessage(null);
    const problem = f ? checkUpload('slot-media', f) : null;
    setErrors(problem ? [`${problem.title}: ${problem.description}`] : []);
  }

  async function replace() {
    if (!file) {
      setMessage(SLOT_MESSAGES.selectFile);
      toast.error(SLOT_MESSAGES.noFile);
      return;
    }
    if (errors.length) {
      setMessage(SLOT_MESSAGES.fixErrors);
      return;
    }
    await upload(file, item.slot_id!, async (stored) => {
      const result = await run(() => replaceSlotMediaAction({ id: item.id, ...stored }), {
        success: 'Media replaced successfully',
        successDescription: 'The previous image stays in its history: "Put back previous image".',
        errorTitle: (m) => `Replace failed: ${m}`,
        undo: () => () =>
          run(() => putBackPreviousFileAction({ id: item.id }), {
            success: 'Previous image put back',
            errorTitle: (m) => `Undo failed: ${m}`,
          }),
      });
      if (result.ok) {
        pick(null);
        onClose();
      }
    });
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Replace Media</DialogTitle>
          <DialogDescription>
            The new file takes the place of “{item.name}” in {slotName(item.slot_id!)}.
          </DialogDescription>
        </DialogHeader>
        <div className="mt-5 space-y-3">
          <label
            htmlFor={`replace-${item.id}`}
            className="block text-sm font-medium text-slate-800"
          >
            New file
          </label>
          <FileInput
            id={`replace-${item.id}`}
            accept={SLOT_ACCEPT}
            onChange={(e) => pick(e.target.files?.[0] ?? null)}
          />
          <p className="text-xs text-slate-600">JPEG, PNG, WebP, GIF, MP4 or WebM, up to 50 MB.</p>
          {errors.length > 0 ? (
            <ul role="alert" className="list-disc pl-5 text-sm text-red-700">
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          ) : null}
          {message ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {message}
            </p>
          ) : null}
          <div className="flex justify-end gap-3 pt-2">
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={replace} disabled={busy}>
              {busy ? 'Replacing…' : 'Replace'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
