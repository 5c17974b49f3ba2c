'use client';

import type { z } from 'zod';
import { SaveButton } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/components/ui/use-zod-form';
import type { SiteMedia } from '@/db/schema';
import { slotEditSchema } from '@/lib/validation/media';
import { updateSlotMediaAction } from '@/server/media/actions';
import { conflictFields } from '../../conflict-dialog';
import { CheckboxField } from '../../controls';
import { textDefaults } from '../../form-defaults';
import { HistoryDialog } from '../../history-dialog';
import { recordHistory } from '../../history-sources';
import { useLiveDirty, useUnsavedChanges } from '../../unsaved-changes';
import { useAdminAction } from '../../use-admin-action';
import { useEditConflict } from '../../use-edit-conflict';
import { slotName, type SlotMediaRow } from './shared';

const editSchema = slotEditSchema.omit({ id: true, version: true });
type FormValues = z.input<typeof editSchema>;

/** The dialog's fields of an item, as the slot list or the server (after a conflict) sends it. */
type EditedFields = Pick<
  SlotMediaRow,
  'name' | 'alt_text' | 'redirect_url' | 'seo_title' | 'seo_description' | 'is_clickable'
>;

/** The form values of an item. */
function valuesOf(item: EditedFields): FormValues {
  return {
    name: item.name,
    ...textDefaults(item, ['alt_text', 'redirect_url', 'seo_title', 'seo_description']),
    is_clickable: item.is_clickable,
  };
}

/** The fields an edit conflict compares. */
const CONFLICT_FIELDS = conflictFields<keyof FormValues>({
  name: 'Name',
  alt_text: 'Alt text',
  redirect_url: 'Link',
  seo_title: 'SEO title',
  seo_description: 'SEO description',
  is_clickable: 'Clickable',
});

/**
 * Edit Media: a slot media's name, alt text, link, SEO title and description, and clickable. A
 * save on a stale edit version opens the conflict view; History lists the item's
 * saves. Render it keyed by the item's edit version: a restore shows the restored values.
 */
export function EditDialog({ item, onClose }: { item: SlotMediaRow; onClose: () => void }) {
  const { run } = useAdminAction();
  const form = useZodForm(editSchema, { defaultValues: valuesOf(item) });
  const { register, handleSubmit, formState } = form;
  const conflict = useEditConflict(form, {
    version: item.version,
    what: 'media item',
    fields: CONFLICT_FIELDS,
    toValues: valuesOf,
    versionOf: (r: SiteMedia) => r.version,
  });
  const confirmDiscard = useUnsavedChanges(formState.isDirty, useLiveDirty(form));
  const submit = handleSubmit(async (values) => {
    const result = await run(
      () => updateSlotMediaAction({ ...values, id: item.id, version: conflict.version }),
      {
        success: 'Media updated successfully',
        errorTitle: (m) => `Update failed: ${m}`,
      },
    );
    if (conflict.caught(result, form.getValues())) return;
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
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <div className="mr-auto">
              <HistoryDialog
                source={recordHistory('media', item.id, conflict.version)}
                // The action refreshes the page; the dialog, keyed by edit version, shows the restore.
                onRestored={() => undefined}
              />
            </div>
            <SaveButton saving={formState.isSubmitting}>Save Changes</SaveButton>
          </div>
        </form>
        {conflict.view}
      </DialogContent>
    </Dialog>
  );
}
