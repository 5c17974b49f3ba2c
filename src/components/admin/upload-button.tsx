'use client';

import { FileUp, ImageUp, Loader2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { UploadFailure, uploadFile, type UploadResult } from '@/lib/upload-client';
import { UPLOAD_RULES, type UploadPurpose } from '@/lib/validation/uploads';

/**
 * A file picker that uploads at once (POST /api/admin/uploads) with a progress bar. The browser
 * pre-checks type and size with the server's rules; a refusal or failure shows the spec's toast
 * (e.g. "Invalid file type" / "Please upload a JPG, PNG, or WebP image"), a success shows
 * `successMessage`. The hidden input carries `id`, so a label or a test can reach it.
 */
export function UploadButton({
  id,
  purpose,
  accept,
  label,
  hint,
  successMessage,
  onUploaded,
  invalid,
  describedBy,
  icon = 'file',
}: {
  id: string;
  purpose: UploadPurpose;
  /** Defaults to the purpose's accepted types. */
  accept?: string;
  label: string;
  hint?: string;
  successMessage: string;
  onUploaded: (result: UploadResult) => void;
  invalid?: boolean;
  describedBy?: string;
  icon?: 'file' | 'image';
}) {
  const [progress, setProgress] = React.useState<number | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const Icon = icon === 'image' ? ImageUp : FileUp;

  async function pick(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      const result = await uploadFile(file, purpose, { onProgress: setProgress });
      onUploaded(result);
      toast.success(successMessage);
    } catch (error) {
      const failure =
        error instanceof UploadFailure
          ? error
          : { title: UPLOAD_RULES[purpose].failureTitle, description: 'Please try again.' };
      toast.error(failure.title, { description: failure.description });
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={accept ?? UPLOAD_RULES[purpose].accept}
          className="sr-only"
          aria-label={label}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={pick}
          disabled={progress !== null}
        />
        <Button
          variant="outline"
          disabled={progress !== null}
          onClick={() => inputRef.current?.click()}
        >
          {progress !== null ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Icon aria-hidden="true" />
          )}
          {progress !== null ? 'Uploading…' : label}
        </Button>
        {hint ? <span className="text-xs text-slate-600">{hint}</span> : null}
      </div>
      {progress !== null ? (
        <progress
          className="h-2 w-full max-w-xs accent-brand-600"
          max={1}
          value={progress}
          aria-label="Upload progress"
        />
      ) : null}
    </div>
  );
}
