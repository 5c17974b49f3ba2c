'use client';

import * as React from 'react';
import { toast } from '@/components/ui/toast';
import { UploadFailure, uploadFile } from '@/lib/upload-client';
import { storedFile } from './shared';

/**
 * Uploads a file for a slot, then hands the stored file to `save` (the server action that puts
 * it in place). `busy` is true meanwhile; a refused or failed upload toasts `${verb} failed: …`.
 */
export function useSlotUpload(verb: 'Upload' | 'Replace') {
  const [busy, setBusy] = React.useState(false);
  const upload = async (
    file: File,
    slotId: string,
    save: (stored: ReturnType<typeof storedFile>) => Promise<void>,
  ) => {
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, 'slot-media', { fields: { slotId } });
      await save(storedFile(uploaded));
    } catch (error) {
      toast.error(
        `${verb} failed: ${error instanceof UploadFailure ? error.description : 'Please try again.'}`,
      );
    } finally {
      setBusy(false);
    }
  };
  return { busy, upload };
}
