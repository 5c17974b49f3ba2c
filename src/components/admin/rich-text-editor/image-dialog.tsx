'use client';

import { Loader2, Upload } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { IMAGE_SRC_MESSAGE, normaliseEditorImageSrc } from '@/lib/editor-url';
import type { LibraryImage } from '@/lib/pages/fields';
import type { RichTextEditorProps } from './editor';
import { AddressInput, EditorDialog, EditorDialogForm, useDialogField } from './editor-dialog';

/* ------------------------------------------------------------------------------------------------
 * Image dialog
 * ---------------------------------------------------------------------------------------------- */

/** What the image dialog opens with. */
export type ImageDialogState = { src: string; alt: string; isImage: boolean };

const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: number | null }
  | { status: 'error'; message: string };

function uploadErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'The image could not be uploaded. Please try again.';
}

/**
 * The media library's images as a row of picture buttons: choosing one fills in its address, and
 * its alt text when the field is still empty.
 */
function LibraryPicker({
  images,
  selected,
  onPick,
}: {
  images: readonly LibraryImage[];
  selected: string;
  onPick: (image: LibraryImage) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">From the media library</legend>
      <ul className="flex max-h-44 flex-wrap gap-2 overflow-y-auto">
        {images.map((image) => (
          <li key={image.url}>
            <button
              type="button"
              aria-pressed={selected === image.url}
              aria-label={`Use ${image.name}`}
              title={image.name}
              onClick={() => onPick(image)}
              className="block size-20 overflow-hidden rounded-lg border border-slate-200 bg-slate-50 aria-pressed:ring-2 aria-pressed:ring-brand-600"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- library thumbnails of any stored URL */}
              <img src={image.url} alt="" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function ImageForm({
  state,
  onUploadImage,
  libraryImages,
  onInsert,
  onCancel,
}: {
  state: ImageDialogState;
  onUploadImage: RichTextEditorProps['onUploadImage'];
  libraryImages: RichTextEditorProps['libraryImages'];
  onInsert: (src: string, alt: string) => void;
  onCancel: () => void;
}) {
  const uid = React.useId();
  const ids = {
    file: `${uid}-file`,
    fileHint: `${uid}-file-hint`,
    upload: `${uid}-upload-status`,
    src: `${uid}-src`,
    alt: `${uid}-alt`,
  };
  const src = useDialogField(state.src);
  const alt = useDialogField(state.alt);
  const [upload, setUpload] = React.useState<UploadState>({ status: 'idle' });
  const fileRef = React.useRef<HTMLInputElement>(null);
  const abortRef = React.useRef<AbortController | null>(null);

  // Closing the dialog abandons an upload in progress.
  React.useEffect(() => () => abortRef.current?.abort(), []);

  const uploading = upload.status === 'uploading';
  const previewSrc = normaliseEditorImageSrc(src.value);

  async function pick(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !onUploadImage) return;
    if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) {
      setUpload({ status: 'error', message: 'Choose a JPEG, PNG or WebP image.' });
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setUpload({ status: 'uploading', fileName: file.name, progress: null });
    try {
      const url = await onUploadImage(file, {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (controller.signal.aborted) return;
          const progress = Math.min(1, Math.max(0, fraction));
          setUpload({ status: 'uploading', fileName: file.name, progress });
        },
      });
      if (controller.signal.aborted) return;
      const normalised = normaliseEditorImageSrc(url);
      if (!normalised) {
        setUpload({
          status: 'error',
          message: 'The upload returned an address the editor cannot use.',
        });
        return;
      }
      src.change(normalised);
      setUpload({ status: 'idle' });
      // Next step: the alt text.
      alt.focus();
    } catch (error) {
      if (controller.signal.aborted) return;
      setUpload({ status: 'error', message: uploadErrorMessage(error) });
    }
  }

  function submit() {
    if (uploading) return;
    const normalised = normaliseEditorImageSrc(src.value);
    const nextSrcError =
      src.value.trim() === ''
        ? onUploadImage
          ? 'Upload an image or enter its address.'
          : 'Enter the image address.'
        : normalised
          ? null
          : IMAGE_SRC_MESSAGE;
    const nextAltError = alt.value.trim() === '' ? 'Alt text is required' : null;
    src.setError(nextSrcError);
    alt.setError(nextAltError);
    if (nextSrcError || !normalised) {
      src.focus();
      return;
    }
    if (nextAltError) {
      alt.focus();
      return;
    }
    onInsert(normalised, alt.value.trim());
  }

  return (
    <EditorDialogForm
      title={state.isImage ? 'Edit image' : 'Insert image'}
      description={
        onUploadImage
          ? 'Upload a JPEG, PNG or WebP file or enter the address of an image, then describe it.'
          : 'Enter the address of an image, then describe it.'
      }
      onSubmit={submit}
      submitLabel={state.isImage ? 'Update image' : 'Insert image'}
      submitDisabled={uploading}
      onCancel={onCancel}
    >
      {libraryImages && libraryImages.length > 0 ? (
        <LibraryPicker
          images={libraryImages}
          selected={src.value}
          onPick={(image) => {
            src.change(image.url);
            if (alt.value.trim() === '') alt.change(image.alt);
            alt.focus();
          }}
        />
      ) : null}

      {onUploadImage ? (
        <div className="space-y-2">
          <input
            ref={fileRef}
            id={ids.file}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={pick}
            disabled={uploading}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              aria-describedby={`${ids.fileHint} ${ids.upload}`}
              aria-disabled={uploading || undefined}
              onClick={() => {
                if (!uploading) fileRef.current?.click();
              }}
            >
              {uploading ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Upload aria-hidden="true" />
              )}
              {uploading ? 'Uploading…' : 'Upload an image'}
            </Button>
            <span id={ids.fileHint} className="text-xs text-slate-600">
              JPEG, PNG or WebP
            </span>
          </div>
          <div id={ids.upload} role="status" aria-live="polite" className="text-sm">
            {upload.status === 'uploading' ? (
              <span className="flex flex-col gap-1.5 text-slate-700">
                <span>Uploading {upload.fileName}…</span>
                {upload.progress !== null ? (
                  <progress
                    className="h-2 w-full max-w-xs accent-brand-600"
                    max={1}
                    value={upload.progress}
                    aria-label="Upload progress"
                  />
                ) : null}
              </span>
            ) : null}
          </div>
          <FieldError message={upload.status === 'error' ? upload.message : null} />
        </div>
      ) : null}

      <FormField
        id={ids.src}
        label={onUploadImage ? 'Or image address' : 'Image address'}
        error={src.error}
      >
        <AddressInput placeholder="https://… or /media/…" {...src.control} />
      </FormField>

      {previewSrc ? (
        // eslint-disable-next-line @next/next/no-img-element -- admin preview of any stored or external URL
        <img
          src={previewSrc}
          alt=""
          className="max-h-40 rounded-lg border border-slate-200 bg-slate-50 object-contain"
        />
      ) : null}

      <FormField
        id={ids.alt}
        label="Alt text"
        required
        hint="What the image shows, for screen readers and search engines."
        error={alt.error}
      >
        <Input type="text" {...alt.control} />
      </FormField>
    </EditorDialogForm>
  );
}

/**
 * The image dialog, open while `state` is set. Closing it (Escape, the close button, Cancel) calls
 * `onClose` and abandons an upload in progress; focus then goes back to the text through
 * `onRestoreFocus`.
 */
export function ImageDialog({
  state,
  onUploadImage,
  libraryImages,
  onInsert,
  onClose,
  onRestoreFocus,
}: {
  state: ImageDialogState | null;
  onUploadImage: RichTextEditorProps['onUploadImage'];
  libraryImages?: RichTextEditorProps['libraryImages'];
  onInsert: (src: string, alt: string) => void;
  onClose: () => void;
  onRestoreFocus: () => void;
}) {
  return (
    <EditorDialog open={state !== null} onClose={onClose} onRestoreFocus={onRestoreFocus}>
      {state ? (
        <ImageForm
          state={state}
          onUploadImage={onUploadImage}
          libraryImages={libraryImages}
          onInsert={onInsert}
          onCancel={onClose}
        />
      ) : null}
    </EditorDialog>
  );
}
