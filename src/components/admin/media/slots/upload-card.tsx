'use client';

import { Upload } from 'lucide-react';
import * as React from 'react';
import { SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FileInput, Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { placementLabel } from '@/lib/media/placement';
import { slotCatalogue } from '@/lib/media/slots';
import { missingSlotUploadFields, SLOT_MESSAGES } from '@/lib/validation/media';
import { uploadSlotMediaAction } from '@/server/media/actions';
import { Card, SlotSelect } from './shared';
import { useSlotChange } from './use-slot-change';
import { useSlotUpload } from './use-slot-upload';

/**
 * Upload Media to a Slot: a file with its slot, alt text and SEO title. A missing field is named
 * in the toast and next to the field; the upload's toast offers Undo.
 */
export function SlotUploadCard() {
  const { place } = useSlotChange();
  const [missing, setMissing] = React.useState<string[]>([]);
  const [slotId, setSlotId] = React.useState('');
  const [altText, setAltText] = React.useState('');
  const [seoTitle, setSeoTitle] = React.useState('');
  const [file, setFile] = React.useState<File | null>(null);
  const { busy, upload } = useSlotUpload('Upload');
  const fileRef = React.useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const check = missingSlotUploadFields({ file, slotId, altText });
    setMissing(check.missing);
    if (check.description || !file) {
      toast.error(SLOT_MESSAGES.uploadMissing, { description: check.description ?? undefined });
      return;
    }
    await upload(file, slotId, async (stored) => {
      const result = await place(
        () =>
          uploadSlotMediaAction({
            ...stored,
            slot_id: slotId,
            alt_text: altText,
            seo_title: seoTitle,
          }),
        (d) => ({ id: d.id, slot_id: d.slot_id, replacedId: d.replacedId }),
        {
          success: 'Media uploaded successfully',
          successDescription: `Now showing in ${placementLabel(slotId)}`,
          errorTitle: (m) => `Upload failed: ${m}`,
        },
      );
      if (result.ok) {
        setFile(null);
        setAltText('');
        setSeoTitle('');
        if (fileRef.current) fileRef.current.value = '';
      }
    });
  }

  return (
    <Card id="slot-upload" title="Upload Media to a Slot">
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        <FormField
          id="slot-upload-slot"
          label="Slot"
          required
          error={
            missing.includes('slot') && !slotId ? 'Choose where on the site it goes' : undefined
          }
        >
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
          error={missing.includes('file') && !file ? 'Choose the file to upload' : undefined}
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
          error={
            missing.includes('alt') && !altText.trim()
              ? 'Describe the picture in a few words'
              : undefined
          }
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
