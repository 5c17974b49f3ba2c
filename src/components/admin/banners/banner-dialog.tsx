'use client';

import * as React from 'react';
import { BannerFace } from '@/components/site/banner-face';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { useZodForm } from '@/components/ui/use-zod-form';
import type { ActionResult } from '@/lib/action-result';
import {
  BANNER_MESSAGES,
  BANNER_TEXT_FIELDS,
  BANNER_TEXT_MAX,
  bannerSchema,
  type BannerInput,
  type BannerTexts,
} from '@/lib/validation/banners';
import { conflictFields } from '../conflict-dialog';
import { CheckboxField } from '../controls';
import { activeRecordDefaults } from '../form-defaults';
import { ImageFormField } from '../image-upload-field';
import { RecordDialog, useRecordDialog } from '../record-dialog';
import type { AdminBanner } from './banners-manager';

type FormValues = BannerTexts & { order_index: string; is_active: boolean };

/** The form values of a banner (a new one: empty, placed at `defaultOrderIndex`, active). */
function defaults(banner: AdminBanner | null, defaultOrderIndex: number): FormValues {
  return activeRecordDefaults(banner, BANNER_TEXT_FIELDS, {
    order_index: String(banner?.order_index ?? defaultOrderIndex),
  });
}

/** The fields an edit conflict compares, labelled as in the form. */
const CONFLICT_FIELDS = conflictFields<keyof FormValues>({
  image_url: 'Banner image',
  redirect_url: 'Destination URL',
  headline: 'Headline',
  subtext: 'Text under the headline',
  cta_label: 'Button label',
  alt_text: 'Alt text',
  order_index: 'Order index',
  is_active: 'Active',
});

/** The fields of the words over the image, in the form's order. */
const WORD_FIELDS = [
  {
    name: 'headline',
    id: 'banner-headline',
    label: 'Headline',
    hint: `Up to ${BANNER_TEXT_MAX.headline} characters.`,
  },
  {
    name: 'subtext',
    id: 'banner-subtext',
    label: 'Text under the headline',
    hint: `Up to ${BANNER_TEXT_MAX.subtext} characters.`,
    rows: 2,
  },
  {
    name: 'cta_label',
    id: 'banner-cta',
    label: 'Button label',
    hint: `Up to ${BANNER_TEXT_MAX.cta_label} characters, e.g. "See how it works". The whole banner is the link.`,
  },
] as const;

/**
 * The Create Banner / Edit Banner dialog (back-office.md §2, §5 "Banner image upload" and
 * "Banner submit"). Validated with the server's schema; a missing image or URL also raises the
 * spec's toasts ("Image required", "URL required"). The optional words over the image
 * come with a live preview drawn by the carousel's own component. Editing sends the
 * banner's edit version: a banner saved meanwhile by someone else opens the conflict view;
 * the History button lists its revisions and restores one, which closes the dialog
 * on the restored banner in the list.
 * @param onSubmit - saves the values (with the edit version the form is based on, when editing)
 */
export function BannerDialog({
  banner,
  open,
  defaultOrderIndex,
  onOpenChange,
  onSubmit,
}: {
  banner: AdminBanner | null;
  open: boolean;
  defaultOrderIndex: number;
  onOpenChange: (open: boolean) => void;
  onSubmit: (
    values: BannerInput,
    editVersion: number | undefined,
  ) => Promise<ActionResult<unknown>>;
}) {
  const form = useZodForm(bannerSchema, {
    defaultValues: defaults(banner, defaultOrderIndex),
  });
  const { register, control, watch } = form;
  const [imageUrl, altText, headline, subtext, ctaLabel] = watch([
    'image_url',
    'alt_text',
    'headline',
    'subtext',
    'cta_label',
  ]);
  const toValues = React.useCallback(
    (row: AdminBanner | null) => defaults(row, defaultOrderIndex),
    [defaultOrderIndex],
  );
  const dialog = useRecordDialog(form, {
    open,
    record: banner,
    toValues,
    kind: 'banner',
    fields: CONFLICT_FIELDS,
    onOpenChange,
    onSubmit,
    onInvalid: (invalid) => {
      if (invalid.image_url && !form.getValues('image_url').trim()) {
        toast.error(BANNER_MESSAGES.imageRequired.title, {
          description: BANNER_MESSAGES.imageRequired.description,
        });
      } else if (invalid.redirect_url && !form.getValues('redirect_url').trim()) {
        toast.error(BANNER_MESSAGES.urlRequired.title, {
          description: BANNER_MESSAGES.urlRequired.description,
        });
      }
    },
  });

  return (
    <RecordDialog
      dialog={dialog}
      title={banner ? 'Edit Banner' : 'Create Banner'}
      description="Recommended size 1200 × 400 pixels. Visitors who click the banner go to its destination."
      saveLabel={banner ? 'Update Banner' : 'Create Banner'}
    >
      <ImageFormField
        control={control}
        name="image_url"
        id="banner-image"
        purpose="banner-image"
        label="Banner image"
        required
      />
      <TextField
        form={form}
        name="redirect_url"
        id="banner-redirect"
        label="Destination URL"
        required
        hint="A full address (https://…) or a page of this site such as /product."
        placeholder="/product"
      />
      <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-800">
          Words over the image (optional)
        </legend>
        <p className="text-xs text-slate-600">
          Words typed here stay readable on phones, where words inside the picture shrink. They show
          only with a headline; leave them empty for an image that carries its own words.
        </p>
        {WORD_FIELDS.map(({ name, ...field }) => (
          <TextField key={name} form={form} name={name} {...field} />
        ))}
        {imageUrl && headline?.trim() ? (
          <div aria-label="Preview" role="group" data-testid="banner-preview">
            <p className="mb-2 text-xs text-slate-600">
              Live preview. On a phone the words sit under a taller crop of the image; the carousel
              arrows are drawn under the banner, never over the words.
            </p>
            <BannerFace
              imageUrl={imageUrl}
              altText={altText ?? null}
              headline={headline.trim()}
              subtext={subtext?.trim() || null}
              ctaLabel={ctaLabel?.trim() || null}
              fallbackAlt=""
            />
          </div>
        ) : null}
      </fieldset>
      <TextField
        form={form}
        name="alt_text"
        id="banner-alt"
        label="Alt text"
        hint="What the picture shows, for screen readers and search engines. With words over the image, describe the picture: the words are read out already."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="order_index"
          id="banner-order"
          label="Order index"
          hint="0 shows first."
          inputMode="numeric"
        />
        <CheckboxField label="Active (shown on the homepage)" {...register('is_active')} />
      </div>
    </RecordDialog>
  );
}
