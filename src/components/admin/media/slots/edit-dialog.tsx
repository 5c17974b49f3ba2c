'use client';

import { DialogSaveRow } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { useZodForm } from '@/components/ui/use-zod-form';
import { slotEditSchema } from '@/lib/validation/media';
import { updateSlotMediaAction } from '@/server/media/actions';
import { CheckboxField } from '../../controls';
import { textDefaults } from '../../form-defaults';
import { useUnsavedChanges } from '../../unsaved-changes';
import { useAdminAction } from '../../use-admin-action';
import { slotName, type SlotMediaRow } from './shared';

/** Edit Media: a slot media's name, alt text, link, SEO title and description, and clickable. */
export function EditDialog({ item, onClose }: { item: SlotMediaRow; onClose: () => void }) {
  const { run } = useAdminAction();
  const { register, handleSubmit, formState } = useZodForm(slotEditSchema.omit({ id: true }), {
    defaultValues: {
      name: item.name,
      ...textDefaults(item, ['alt_text', 'redirect_url', 'seo_title', 'seo_description']),
      is_clickable: item.is_clickable,
    },
  });
  const errors = formState.errors;
  const confirmDiscard = useUnsavedChanges(formState.isDirty);
  const submit = handleSubmit(async (values) => {
    const result = await run(() => updateSlotMediaAction({ ...values, id: item.id }), {
      success: 'Media updated successfully',
      errorTitle: (m) => `Update failed: ${m}`,
    });
    if (result.ok) onClose();
  });
  return (
    <Dialog open onOpenChange={(o) => !o && !formState.isSubmitting && confirmDiscard(onClose)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit Media</DialogTitle>
          <DialogDescription>{slotName(item.slot_id!)}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <FormField id={`edit-name-${item.id}`} label="Name" required error={errors.name?.message}>
            <Input {...register('name')} />
          </FormField>
          <FormField
            id={`edit-alt-${item.id}`}
            label="Alt text"
            required
            error={errors.alt_text?.message}
          >
            <Input {...register('alt_text')} />
          </FormField>
          <FormField
            id={`edit-link-${item.id}`}
            label="Link"
            hint="Optional: where a click on the media goes."
            error={errors.redirect_url?.message}
          >
            <Input {...register('redirect_url')} />
          </FormField>
          <FormField
            id={`edit-seo-title-${item.id}`}
            label="SEO title"
            error={errors.seo_title?.message}
          >
            <Input {...register('seo_title')} />
          </FormField>
          <FormField
            id={`edit-seo-desc-${item.id}`}
            label="SEO description"
            error={errors.seo_description?.message}
          >
            <Textarea {...register('seo_description')} rows={2} className="min-h-0" />
          </FormField>
          <CheckboxField label="Clickable" {...register('is_clickable')} />
          <DialogSaveRow saving={formState.isSubmitting}>Save Changes</DialogSaveRow>
        </form>
      </DialogContent>
    </Dialog>
  );
}
