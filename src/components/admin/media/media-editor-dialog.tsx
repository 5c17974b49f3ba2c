'use client';

import { Tabs } from 'radix-ui';
import * as React from 'react';
import { Button, SaveButton } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FileInput, Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import type { SiteMedia } from '@/db/schema';
import { checkDimensions, placementLabel, seoScore, storedMediaFileName } from '@/lib/media/rules';
import { UploadFailure, uploadFile } from '@/lib/upload-client';
import { cn } from '@/lib/utils';
import { missingMediaFormText, type LibraryMediaInput } from '@/lib/validation/media';
import { UPLOAD_RULES } from '@/lib/validation/uploads';
import { createLibraryMediaAction, updateLibraryMediaAction } from '@/server/media/actions';
import { CheckboxField } from '../controls';
import { HistoryDialog } from '../history-dialog';
import { recordHistory } from '../history-sources';
import { useUnsavedChanges } from '../unsaved-changes';
import { useEditConflict } from '../use-edit-conflict';
import type { LibraryCard, MediaCategoryOption } from './library-manager';
import {
  imageSize,
  MEDIA_TEXT_FIELDS,
  mediaConflictFields,
  mediaEditorValues,
  type MediaTextField,
  type MediaEditorTextKey as TextKey,
  type MediaEditorValues as Values,
} from './media-editor-values';
import { PlacementChooser } from './placement-chooser';
import { storedFile } from './slots/shared';
import { showingText, type ShowingBySlot } from './slots/slot-now';
import { useSlotChange } from './slots/use-slot-change';

/** What the editor opens for: a new item in one of the two flows, or an existing item. */
export type EditorState = { flow: 'store' | 'use_now'; item: LibraryCard | null };

/**
 * The media form (back-office.md §2 "The media form has three tabs", §5 "Media form"): Basic
 * Info, SEO & Settings and Preview. Save stays disabled until name, alt text and a file or URL
 * are present. For Upload & Place the page slot is chosen first; an image far from the slot's
 * recommended size raises the advisory "Dimension Warning" and is saved anyway. Placing shows an
 * Undo on its toast. New media has no category until one is chosen. Editing an item, a save on a
 * stale edit version opens the conflict view and History lists its saves;
 * render it keyed by the item's edit version, so that a restore shows the restored values.
 */
export function MediaEditorDialog({
  state,
  categories,
  showing,
  onClose,
}: {
  state: EditorState;
  categories: MediaCategoryOption[];
  /** What each filled slot shows now, for the placement chooser. */
  showing: ShowingBySlot;
  onClose: () => void;
}) {
  const { run, place } = useSlotChange();
  const item = state.item;
  const [placement, setPlacement] = React.useState<string | null>(null);
  const [file, setFile] = React.useState<File | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [v, setV] = React.useState<Values>(() => mediaEditorValues(item));
  // What the form is based on: the item as loaded, or as saved meanwhile (after a conflict).
  const [initial, setInitial] = React.useState(v);
  const confirmDiscard = useUnsavedChanges(
    file !== null || (Object.keys(v) as (keyof Values)[]).some((k) => v[k] !== initial[k]),
  );
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setV((old) => ({ ...old, [key]: value }));
  const conflict = useEditConflict(
    {
      reset: (values: Values) => {
        setInitial(values);
        setV(values);
      },
      setValue: (key, value) => set(key, value),
    },
    {
      version: item?.version,
      what: 'media item',
      fields: mediaConflictFields(categories),
      toValues: mediaEditorValues,
      versionOf: (r: SiteMedia) => r.version,
    },
  );
  /** The value and change handler of a text field (or drop-down) bound to `key`. */
  const text = (key: TextKey) => ({
    value: v[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(key, e.target.value),
  });
  /** The form's fields for `fields`: a line or, with rows, a text area each. */
  const textFields = (fields: MediaTextField[]) =>
    fields.map(({ key, rows, ...field }) => (
      <FormField key={key} {...field}>
        {rows ? (
          <Textarea {...text(key)} rows={rows} className="min-h-0" />
        ) : (
          <Input {...text(key)} />
        )}
      </FormField>
    ));
  const previewUrl = React.useMemo(
    () => (file ? URL.createObjectURL(file) : v.file_url),
    [file, v.file_url],
  );
  React.useEffect(
    () => () => {
      if (file) URL.revokeObjectURL(previewUrl);
    },
    [file, previewUrl],
  );

  const choosingPlacement = !item && state.flow === 'use_now' && !placement;
  const canSave =
    Boolean(v.name.trim() && v.alt_text.trim() && (file || v.file_url.trim())) && !busy;
  const missingText = missingMediaFormText({
    name: v.name,
    altText: v.alt_text,
    hasFile: Boolean(file || v.file_url.trim()),
  });
  const title = item
    ? 'Edit Media'
    : state.flow === 'use_now'
      ? 'Upload & Place'
      : 'Store for Later';

  async function pick(f: File | null) {
    setFile(f);
    if (!f) return;
    if (!v.name.trim()) set('name', f.name.replace(/\.[^.]+$/, ''));
    const size = await imageSize(f);
    const warning = size && placement ? checkDimensions(placement, size) : null;
    if (warning) toast.error(warning.title, { description: warning.description });
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    setBusy(true);
    try {
      let stored: LibraryMediaInput['file'] = null;
      if (file) {
        const named = new File([file], storedMediaFileName(v.name, file.name), { type: file.type });
        const r = await uploadFile(named, 'media-library');
        stored = { ...storedFile(r), original_filename: file.name };
      }
      const media: LibraryMediaInput = {
        name: v.name,
        description: v.description,
        category_id: v.category_id ? Number(v.category_id) : null,
        alt_text: v.alt_text,
        seo_title: v.seo_title,
        seo_description: v.seo_description,
        redirect_url: v.redirect_url,
        is_clickable: v.is_clickable,
        mobile_optimized: v.mobile_optimized,
        file: stored,
        file_url: stored ? null : v.file_url,
        flow: item ? 'store' : state.flow,
        placement,
      };
      const result = item
        ? await run(
            () => updateLibraryMediaAction({ id: item.id, media, version: conflict.version }),
            {
              success: 'Media updated successfully!',
              errorTitle: 'Error saving media',
              errorDescription: 'Please try again.',
            },
          )
        : placement
          ? await place(
              () => createLibraryMediaAction(media),
              (d) => ({ id: d.id, slot_id: placement, replacedId: d.replacedId }),
              {
                success: 'Media uploaded and placed!',
                successDescription: `Placed in ${placementLabel(placement)}`,
                errorTitle: 'Error saving media',
                errorDescription: 'Please try again.',
              },
            )
          : await run(() => createLibraryMediaAction(media), {
              success: 'Media stored successfully!',
              successDescription: 'Available in media library',
              errorTitle: 'Error saving media',
              errorDescription: 'Please try again.',
            });
      if (conflict.caught(result, v)) return;
      if (result.ok) onClose();
    } catch (error) {
      const f = error instanceof UploadFailure ? error : null;
      toast.error('Error saving media', {
        description: f ? `${f.title}: ${f.description}` : 'Please try again.',
      });
    } finally {
      setBusy(false);
    }
  }

  const tabClass =
    'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm';
  const isVideo = (file?.type ?? item?.file_type ?? '').startsWith('video/');

  return (
    <Dialog open onOpenChange={(o) => !o && !busy && confirmDiscard(onClose)}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {choosingPlacement ? 'Where should this media be placed?' : title}
          </DialogTitle>
          <DialogDescription>
            {choosingPlacement
              ? 'Choose the spot on the site. The new media replaces what shows there now; you can undo it.'
              : placement
                ? `${placementLabel(placement)} — replaces ${showingText(placement, showing[placement])}.`
                : 'Name files in lowercase with hyphens and descriptive keywords.'}
          </DialogDescription>
          {placement && !busy ? (
            <Button
              size="sm"
              variant="link"
              className="h-auto px-0"
              onClick={() => setPlacement(null)}
            >
              Choose another place
            </Button>
          ) : null}
        </DialogHeader>
        {choosingPlacement ? (
          <PlacementChooser showing={showing} onChoose={setPlacement} />
        ) : (
          <form onSubmit={save} noValidate className="mt-4">
            <Tabs.Root defaultValue="basic">
              <Tabs.List
                aria-label="Media details"
                className="inline-flex gap-1 rounded-lg bg-slate-100 p-1"
              >
                <Tabs.Trigger value="basic" className={tabClass}>
                  Basic Info
                </Tabs.Trigger>
                <Tabs.Trigger value="seo" className={tabClass}>
                  SEO &amp; Settings
                </Tabs.Trigger>
                <Tabs.Trigger value="preview" className={tabClass}>
                  Preview
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="basic" className="mt-4 grid gap-4">
                {textFields(MEDIA_TEXT_FIELDS.naming)}
                <FormField id="media-category" label="Category">
                  <Select
                    {...text('category_id')}
                    placeholder="No category"
                    options={categories.map((c) => ({ value: c.id, label: c.name }))}
                  />
                </FormField>
                <FormField
                  id="media-file"
                  label="File"
                  hint="JPEG, PNG, WebP or GIF image, or MP4/WebM video, up to 50 MB."
                >
                  <FileInput
                    accept={UPLOAD_RULES['media-library'].accept}
                    onChange={(e) => pick(e.target.files?.[0] ?? null)}
                  />
                </FormField>
                {textFields(MEDIA_TEXT_FIELDS.source)}
              </Tabs.Content>
              <Tabs.Content value="seo" className="mt-4 grid gap-4">
                {textFields(MEDIA_TEXT_FIELDS.seo)}
                <CheckboxField
                  label="Clickable"
                  checked={v.is_clickable}
                  onChange={(e) => set('is_clickable', e.target.checked)}
                />
                <CheckboxField
                  label="Optimized for mobile"
                  checked={v.mobile_optimized}
                  onChange={(e) => set('mobile_optimized', e.target.checked)}
                />
              </Tabs.Content>
              <Tabs.Content value="preview" className="mt-4">
                {previewUrl ? (
                  isVideo ? (
                    <video src={previewUrl} controls className="max-h-72 rounded-lg" />
                  ) : (
                    // eslint-disable-next-line @next/next/no-img-element -- local preview
                    <img
                      src={previewUrl}
                      alt={v.alt_text}
                      className="max-h-72 rounded-lg bg-slate-50"
                    />
                  )
                ) : (
                  <p className="text-sm text-slate-600">
                    Choose a file or enter a URL to preview it.
                  </p>
                )}
                <p className="mt-3 text-sm text-slate-700">
                  SEO score: <strong>{seoScore(v)}</strong>
                  {seoScore(v) < 85 ? ' — add alt text and an SEO title for 85.' : ''}
                </p>
              </Tabs.Content>
            </Tabs.Root>
            <div
              className={cn(
                'mt-6 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4',
              )}
            >
              {item ? (
                // Left, beside the hint when there is one.
                <div className={cn(!(missingText && !busy) && 'mr-auto')}>
                  <HistoryDialog
                    source={recordHistory('media', item.id, conflict.version)}
                    // The action refreshes the library; the dialog, keyed by edit version, shows
                    // the restored values.
                    onRestored={() => undefined}
                  />
                </div>
              ) : null}
              {missingText && !busy ? (
                <p id="media-save-hint" className="mr-auto text-sm text-slate-700">
                  {missingText}
                </p>
              ) : null}
              <Button variant="outline" onClick={() => confirmDiscard(onClose)} disabled={busy}>
                Cancel
              </Button>
              <SaveButton
                saving={busy}
                disabled={!canSave}
                aria-describedby={missingText ? 'media-save-hint' : undefined}
              >
                Save Media
              </SaveButton>
            </div>
          </form>
        )}
        {conflict.view}
      </DialogContent>
    </Dialog>
  );
}
