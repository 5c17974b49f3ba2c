'use client';

import * as React from 'react';
import { Controller } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useZodForm } from '@/components/ui/use-zod-form';
import type { ActionResult } from '@/lib/action-result';
import { BANNER_MESSAGES, bannerSchema, type BannerInput } from '@/lib/validation/banners';
import { CheckboxField } from '../controls';
import { ImageUploadField } from '../image-upload-field';
import type { AdminBanner } from './banners-manager';

type FormValues = {
  image_url: string;
  redirect_url: string;
  alt_text: string;
  order_index: string;
  is_active: boolean;
};

function defaults(banner: AdminBanner | null, defaultOrderIndex: number): FormValues {
  return {
    image_url: banner?.image_url ?? '',
    redirect_url: banner?.redirect_url ?? '',
    alt_text: banner?.alt_text ?? '',
    order_index: String(banner?.order_index ?? defaultOrderIndex),
    is_active: banner?.is_active ?? true,
  };
}

/**
 * The Create Banner / Edit Banner dialog (back-office.md §2, §5 "Banner image upload" and
 * "Banner submit"). Validated with the server's schema; a missing image or URL also raises the
 * spec's toasts ("Image required", "URL required").
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
  onSubmit: (values: BannerInput) => Promise<ActionResult<unknown>>;
}) {
  const form = useZodForm(bannerSchema, {
    defaultValues: defaults(banner, defaultOrderIndex),
  });
  const { register, control, handleSubmit, reset, setError, formState } = form;
  const errors = formState.errors;

  React.useEffect(() => {
    if (open) reset(defaults(banner, defaultOrderIndex));
  }, [open, banner, defaultOrderIndex, reset]);

  const submit = handleSubmit(
    async (values) => {
      const result = await onSubmit(values);
      if (!result.ok && result.fieldErrors) {
        for (const [field, message] of Object.entries(result.fieldErrors)) {
          setError(field as keyof FormValues, { message });
        }
      }
    },
    (invalid) => {
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
  );

  return (
    <Dialog open={open} onOpenChange={(o) => !formState.isSubmitting && onOpenChange(o)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{banner ? 'Edit Banner' : 'Create Banner'}</DialogTitle>
          <DialogDescription>
            Recommended size 1200 × 400 pixels. Visitors who click the banner go to its destination.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="mt-6 space-y-5">
          <div className="space-y-1.5">
            <span id="banner-image-label" className="block text-sm font-medium text-slate-800">
              Banner image{' '}
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
            </span>
            <Controller
              control={control}
              name="image_url"
              render={({ field }) => (
                <ImageUploadField
                  id="banner-image"
                  purpose="banner-image"
                  value={field.value}
                  onChange={field.onChange}
                  invalid={Boolean(errors.image_url)}
                  describedBy={errors.image_url ? 'banner-image-error' : undefined}
                />
              )}
            />
            {errors.image_url ? (
              <p id="banner-image-error" role="alert" className="text-sm font-medium text-red-700">
                {errors.image_url.message}
              </p>
            ) : null}
          </div>
          <FormField
            id="banner-redirect"
            label="Destination URL"
            required
            hint="A full address (https://…) or a page of this site such as /product."
            error={errors.redirect_url?.message}
          >
            <Input {...register('redirect_url')} placeholder="/product" />
          </FormField>
          <FormField
            id="banner-alt"
            label="Alt text"
            hint="What the banner says, for screen readers and search engines."
            error={errors.alt_text?.message}
          >
            <Input {...register('alt_text')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="banner-order"
              label="Order index"
              hint="0 shows first."
              error={errors.order_index?.message}
            >
              <Input {...register('order_index')} inputMode="numeric" />
            </FormField>
            <CheckboxField label="Active (shown on the homepage)" {...register('is_active')} />
          </div>
          <div className="flex justify-end gap-3 pt-2">
            <SubmitButton disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving…' : banner ? 'Update Banner' : 'Create Banner'}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
