'use client';

import * as React from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/components/ui/use-zod-form';
import type { ActionResult } from '@/lib/action-result';
import { truncateVideoId } from '@/lib/media/rules';
import { VIDEO_SLOT_IDS } from '@/lib/media/slot-display';
import { slotCatalogue } from '@/lib/media/slots';
import {
  deriveVideoFields,
  isHttpsUrl,
  VIDEO_TYPE_LABELS,
  videoSchema,
  type VideoInput,
} from '@/lib/validation/videos';
import { conflictFields } from '../conflict-dialog';
import { CheckboxField } from '../controls';
import { activeRecordDefaults } from '../form-defaults';
import { RecordDialog, useRecordDialog } from '../record-dialog';
import type { AdminVideo } from './videos-manager';

/** The catalogue slot of an id, or undefined for an id outside the catalogue. */
export function slotOf(id: string | null) {
  return id ? slotCatalogue.find((s) => s.id === id) : undefined;
}

type FormValues = {
  title: string;
  video_url: string;
  /** '' = Not assigned. */
  slot_identifier: string;
  seo_title: string;
  seo_description: string;
  is_active: boolean;
};

/** The form values of a video (a new one: empty, not assigned, active). */
function defaults(video: AdminVideo | null): FormValues {
  return activeRecordDefaults(
    video,
    ['title', 'video_url', 'slot_identifier', 'seo_title', 'seo_description'],
    {},
  );
}

/** The fields an edit conflict compares, labelled as in the form. */
const CONFLICT_FIELDS = conflictFields<keyof FormValues>({
  title: 'Title',
  video_url: 'Video URL',
  slot_identifier: 'Assign to slot',
  seo_title: 'SEO title',
  seo_description: 'SEO description',
  is_active: 'Active',
});

/** What the form detects from the URL as it is typed (the server derives the stored values). */
function DetectedVideo({ url }: { url: string }) {
  if (!isHttpsUrl(url)) return null;
  const { video_type, video_id } = deriveVideoFields(url);
  return (
    <p className="text-xs text-slate-600" aria-live="polite">
      Detected: {VIDEO_TYPE_LABELS[video_type]}
      {video_id ? ` video ${truncateVideoId(video_id)}` : ' video (played as a file, no thumbnail)'}
    </p>
  );
}

/**
 * The Add New Video / Edit Video dialog (back-office.md §2, §5 "Video"), validated with the
 * server's {@link videoSchema}; field errors (from the form or the server) show inline. Editing
 * sends the video's edit version: a video saved meanwhile by someone else opens the conflict view;
 * the History button lists its revisions and restores one, which closes the
 * dialog on the restored video in the grid.
 * @param onSubmit - saves the values (with the edit version the form is based on, when editing)
 */
export function VideoDialog({
  video,
  open,
  onOpenChange,
  onSubmit,
}: {
  video: AdminVideo | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: VideoInput, editVersion: number | undefined) => Promise<ActionResult<unknown>>;
}) {
  const form = useZodForm(videoSchema, {
    defaultValues: defaults(video),
  });
  const { register, control, formState } = form;
  const dialog = useRecordDialog(form, {
    open,
    record: video,
    toValues: defaults,
    kind: 'video',
    fields: CONFLICT_FIELDS,
    onOpenChange,
    onSubmit: (values, editVersion) => onSubmit(values as VideoInput, editVersion),
    sentFieldsOnly: true,
  });
  const errors = formState.errors;
  const url = useWatch({ control, name: 'video_url' });
  // An assigned slot outside the video slots (stale data) still shows, so saving is explicit.
  const current = video?.slot_identifier;
  const slotIds =
    current && !VIDEO_SLOT_IDS.includes(current) ? [...VIDEO_SLOT_IDS, current] : VIDEO_SLOT_IDS;

  return (
    <RecordDialog
      dialog={dialog}
      title={video ? 'Edit Video' : 'Add New Video'}
      description="The video type, id and thumbnail are worked out from the link when you save."
      saveLabel={video ? 'Update Video' : 'Add Video'}
    >
      <TextField form={form} name="title" id="video-title" label="Title" required />
      <div className="space-y-1.5">
        <TextField
          form={form}
          name="video_url"
          id="video-url"
          label="Video URL"
          required
          hint="A YouTube link (youtu.be/… or youtube.com/watch?v=…), a Vimeo link (vimeo.com/…), or the https:// address of a video file such as .mp4."
          type="url"
          inputMode="url"
          placeholder="https://youtu.be/…"
        />
        <DetectedVideo url={url ?? ''} />
      </div>
      <FormField
        id="video-slot"
        label="Assign to slot"
        hint="An active video assigned to a slot plays there instead of the slot's media."
        error={errors.slot_identifier?.message}
      >
        <Select
          {...register('slot_identifier')}
          placeholder="Not assigned"
          options={slotIds.map((id) => ({ value: id, label: slotOf(id)?.name ?? id }))}
        />
      </FormField>
      <TextField form={form} name="seo_title" id="video-seo-title" label="SEO title" />
      <TextField
        form={form}
        name="seo_description"
        id="video-seo-description"
        label="SEO description"
        rows={3}
        controlClassName="min-h-0"
      />
      <CheckboxField label="Active (shown on the site)" {...register('is_active')} />
    </RecordDialog>
  );
}
