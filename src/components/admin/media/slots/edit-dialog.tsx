'use client';

import { DialogSaveRow } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
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
  const form = useZodForm(slotEditSchema.omit({ id: true }), {
    defaultValues: {
      name: item.name,
      ...textDefaults(item, ['alt_text', 'redirect_url', 'seo_title', 'seo_description']),
      is_clickable: item.is_clickable,
    },
  });
  const { register, handleSubmit, formState } = form;
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
          <TextField form={form} name="name" id={`edit-name-${item.id}`} label="Name" required />
          <TextField
            form={form}
            name="alt_text"
            id={`edit-alt-${item.id}`}
            label="Alt text"
            required
          />
          <TextField
            form={form}
            name="redirect_url"
            id={`edit-link-${item.id}`}
            label="Link"
            hint="Optional: where a click on the media goes."
          />
          <TextField
            form={form}
            name="seo_title"
            id={`edit-seo-title-${item.id}`}
            label="SEO title"
          />
          <TextField
            form={form}
            name="seo_description"
            id={`edit-seo-desc-${item.id}`}
            label="SEO description"
            rows={2}
            controlClassName="min-h-0"
          />
          <CheckboxField label="Clickable" {...register('is_clickable')} />
          <DialogSaveRow saving={formState.isSubmitting}>Save Changes</DialogSaveRow>
        </form>
      </DialogContent>
    </Dialog>
  );
}
