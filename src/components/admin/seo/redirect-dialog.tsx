'use client';

import * as React from 'react';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/components/ui/use-zod-form';
import { REDIRECT_STATUS_OPTIONS, redirectSchema } from '@/lib/validation/redirects';
import { FormDialog } from '../form-dialog';
import { useDialogForm, type DialogFormProps } from '../use-dialog-form';

/** The form's fields (the select holds the status as text). */
type FormValues = { from_path: string; target: string; status: string };
/** What the form hands to the action. */
export type RedirectFormOutput = {
  from_path: string;
  target: string | null;
  status: 301 | 302 | 410;
};

/** A rule to edit, or the values a new one starts from. */
export type RedirectDraft = {
  id?: number;
  from_path: string;
  target: string | null;
  status: number;
};

const toValues = (d: RedirectDraft | null): FormValues => ({
  from_path: d?.from_path ?? '',
  target: d?.target ?? '',
  status: String(d?.status ?? 301),
});

/**
 * The Add / Edit redirect dialog: from-path, target (a path of this site or an
 * http(s) URL; none for 410 Gone) and status. The server's field messages (a reserved path, a
 * loop, a taken from-path) show under their fields.
 */
export function RedirectDialog(props: DialogFormProps<RedirectDraft | null, RedirectFormOutput>) {
  const form = useZodForm<FormValues, RedirectFormOutput>(redirectSchema, {
    defaultValues: toValues(props.draft),
  });
  const { register, watch } = form;
  const dialog = useDialogForm(form, { ...props, toValues });
  const gone = watch('status') === '410';
  const editing = props.draft?.id !== undefined;

  return (
    <FormDialog
      {...dialog}
      noun="redirect"
      editing={editing}
      description="Visitors who open the old path are sent to the target. Paths are matched without their query string, which is passed on to a target on this site."
    >
      <TextField
        form={form}
        name="from_path"
        id="redirect-from"
        label="From path"
        required
        hint="A path on this site, e.g. /old-page. Not /admin, /auth or /api."
        placeholder="/old-page"
      />
      <FormField id="redirect-status" label="Answer">
        <Select {...register('status')} options={REDIRECT_STATUS_OPTIONS} />
      </FormField>
      {gone ? null : (
        <TextField
          form={form}
          name="target"
          id="redirect-target"
          label="To"
          required
          hint="A path on this site (/new-page) or a full http(s) URL."
          placeholder="/new-page"
        />
      )}
    </FormDialog>
  );
}
