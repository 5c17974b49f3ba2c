'use client';

import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { useWatch } from 'react-hook-form';
import { SaveButton } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/components/ui/use-zod-form';
import { buttonVariants } from '@/components/ui/variants';
import type { DownloadableResource } from '@/db/schema';
import { resourceCategories } from '@/lib/resource-categories';
import {
  canSaveResource,
  DEFAULT_RESOURCE_VERSION,
  resourceSchema,
  type ResourceData,
  type ResourceInput,
} from '@/lib/validation/resources';
import { createResourceAction, updateResourceAction } from '@/server/resources/actions';
import { conflictFields } from '../conflict-dialog';
import { CheckboxField } from '../controls';
import { activeRecordDefaults, applyFieldErrors } from '../form-defaults';
import { HistoryDialog } from '../history-dialog';
import { recordHistory } from '../history-sources';
import { useUnsavedChanges } from '../unsaved-changes';
import { UploadButton } from '../upload-button';
import { useAdminAction } from '../use-admin-action';
import { useEditConflict } from '../use-edit-conflict';

type FormValues = {
  name: string;
  description: string;
  category: string;
  file_url: string;
  file_size: string;
  file_name: string;
  document_version: string;
  is_active: boolean;
};

const TEXT_FIELDS = [
  'name',
  'description',
  'category',
  'file_url',
  'file_size',
  'file_name',
] as const;

/** The form values of a resource (a new one: empty, version 1.0, active). */
function valuesOf(resource: DownloadableResource | null): FormValues {
  return activeRecordDefaults(resource, TEXT_FIELDS, {
    document_version: resource?.document_version ?? DEFAULT_RESOURCE_VERSION,
  });
}

/** The fields an edit conflict compares. */
const CONFLICT_FIELDS = conflictFields<keyof FormValues>({
  name: 'Name',
  description: 'Description',
  category: 'Category',
  file_url: 'File URL',
  file_size: 'File size',
  file_name: 'File name',
  document_version: 'Version',
  is_active: 'Active',
});

/**
 * The full-page Create New Resource / Edit Resource form (back-office.md §2, §5): name,
 * description, category, a file upload (which fills in the file URL and size) or a URL, version
 * (default 1.0) and active (default on). Save stays disabled until name, file URL and category
 * are present; the server validates the same schema.
 */
export function ResourceForm({ resource }: { resource: DownloadableResource | null }) {
  const router = useRouter();
  const { run } = useAdminAction();
  const form = useZodForm<FormValues, ResourceData>(resourceSchema, {
    defaultValues: valuesOf(resource),
  });
  const { register, handleSubmit, control, setValue, setError, formState } = form;
  const conflict = useEditConflict(form, {
    version: resource?.version,
    what: 'resource',
    fields: CONFLICT_FIELDS,
    toValues: valuesOf,
    versionOf: (r: DownloadableResource) => r.version,
  });
  const errors = formState.errors;
  // A page, not a dialog: its ways out are links (asked by the guard) and leaving the page.
  useUnsavedChanges(formState.isDirty);
  const watched = useWatch({ control });
  const canSave = canSaveResource(watched) && !formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    const data = values as unknown as ResourceInput;
    const result = resource
      ? await run(
          () => updateResourceAction({ ...data, id: resource.id, version: conflict.version }),
          {
            success: 'Resource updated successfully!',
            errorTitle: 'Error saving resource',
            errorDescription: 'Please try again.',
          },
        )
      : await run(() => createResourceAction(data), {
          success: 'Resource created successfully!',
          errorTitle: 'Error saving resource',
          errorDescription: 'Please try again.',
        });
    if (conflict.caught(result, form.getValues())) return;
    if (result.ok) router.push('/admin/resources');
    else applyFieldErrors<keyof FormValues>(result, setError);
  });

  return (
    <div>
      <Link
        href="/admin/resources"
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
      >
        <ArrowLeft aria-hidden="true" /> Back to resources
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-2xl font-bold text-navy-900">
          {resource ? 'Edit Resource' : 'Create New Resource'}
        </h3>
        {resource ? (
          <HistoryDialog
            source={recordHistory('resource', resource.id, conflict.version)}
            // The action refreshes the page; the form, keyed by edit version, shows the restore.
            onRestored={() => undefined}
          />
        ) : null}
      </div>
      <form onSubmit={submit} noValidate className="mt-6 grid max-w-3xl gap-5">
        <TextField form={form} name="name" id="resource-name" label="Name" required />
        <TextField
          form={form}
          name="description"
          id="resource-description"
          label="Description"
          rows={3}
        />
        <FormField
          id="resource-category"
          label="Category"
          required
          error={errors.category?.message}
        >
          <Select
            {...register('category')}
            placeholder="Choose a category"
            options={resourceCategories}
          />
        </FormField>
        <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-800">File</legend>
          <input type="hidden" {...register('file_name')} />
          <UploadButton
            id="resource-file"
            purpose="resource-file"
            label="Upload file"
            hint="PDF, Word, Excel, CSV, ZIP and similar, up to 10 MB. Or enter a URL below."
            successMessage="File uploaded successfully!"
            onUploaded={(result) => {
              setValue('file_url', result.url, { shouldValidate: true, shouldDirty: true });
              setValue('file_size', result.fileSizeText, { shouldDirty: true });
              // What the download arrives as.
              setValue('file_name', result.originalFilename ?? '', { shouldDirty: true });
            }}
          />
          <FormField
            id="resource-file-url"
            label="File URL"
            required
            error={errors.file_url?.message}
          >
            <Input
              {...register('file_url', {
                // A typed address is not the uploaded file: its name no longer applies.
                onChange: () => setValue('file_name', ''),
              })}
              placeholder="https://… or /storage/…"
            />
          </FormField>
          <TextField
            form={form}
            name="file_size"
            id="resource-file-size"
            label="File size"
            hint="Filled in from the upload, e.g. 2.1 MB."
          />
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="document_version" id="resource-version" label="Version" />
          <CheckboxField label="Active (listed on the Resources page)" {...register('is_active')} />
        </div>
        <div className="flex gap-3">
          <SaveButton saving={formState.isSubmitting} disabled={!canSave}>
            {resource ? 'Update Resource' : 'Save Resource'}
          </SaveButton>
          <Link href="/admin/resources" className={buttonVariants({ variant: 'outline' })}>
            Cancel
          </Link>
        </div>
      </form>
      {conflict.view}
    </div>
  );
}
