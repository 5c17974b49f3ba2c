'use client';

import { Upload } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FileInput, Input } from '@/components/ui/input';
import { slotCatalogue } from '@/lib/media/slots';
import { UploadFailure, uploadFile } from '@/lib/upload-client';
import { SLOT_MESSAGES } from '@/lib/validation/media';
import { uploadSlotMediaAction } from '@/server/media/actions';
import { useAdminAction } from '../../use-admin-action';
import { Card, SlotSelect, storedFile } from './shared';

/** Upload Media to a Slot: a file with its slot, alt text and SEO title. */
export function SlotUploadCard() {
  const { run } = useAdminAction();
  const [slotId, setSlotId] = React.useState('');
  const [altText, setAltText] = React.useState('');
  const [seoTitle, setSeoTitle] = React.useState('');
  const [file, setFile] = React.useState<File | null>(null);
  const [busy, setBusy] = React.useState(false);
  const fileRef = React.useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!file || !slotId || !altText.trim()) {
      toast.error(SLOT_MESSAGES.uploadMissing);
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, 'slot-media', { fields: { slotId } });
      const result = await run(
        () =>
          uploadSlotMediaAction({
            ...storedFile(uploaded),
            slot_id: slotId,
            alt_text: altText,
            seo_title: seoTitle,
          }),
        { success: 'Media uploaded successfully', errorTitle: (m) => `Upload failed: ${m}` },
      );
      if (result.ok) {
        setFile(null);
        setAltText('');
        setSeoTitle('');
        if (fileRef.current) fileRef.current.value = '';
      }
    } catch (error) {
      toast.error(
        `Upload failed: ${error instanceof UploadFailure ? error.description : 'Please try again.'}`,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card id="slot-upload" title="Upload Media to a Slot">
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        <FormField id="slot-upload-slot" label="Slot" required>
          <SlotSelect
            id="slot-upload-slot"
            value={slotId}
            onChange={setSlotId}
            slots={slotCatalogue}
          />
        </FormField>
        <FormField
          id="slot-upload-file"
          label="File"
          required
          hint="JPEG, PNG, WebP or GIF image, or MP4/WebM video, up to 50 MB."
        >
          <FileInput
            ref={fileRef}
            accept="image/*,video/*"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </FormField>
        <FormField
          id="slot-upload-alt"
          label="Alt text"
          required
          hint="Required for SEO and screen readers."
        >
          <Input value={altText} onChange={(e) => setAltText(e.target.value)} />
        </FormField>
        <FormField id="slot-upload-seo" label="SEO title">
          <Input value={seoTitle} onChange={(e) => setSeoTitle(e.target.value)} />
        </FormField>
        <div className="md:col-span-2">
          <SubmitButton disabled={busy}>
            <Upload aria-hidden="true" /> {busy ? 'Uploading…' : 'Upload to Slot'}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
