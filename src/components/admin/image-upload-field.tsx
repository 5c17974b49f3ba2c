'use client';

import { X } from 'lucide-react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import type { UploadResult } from '@/lib/upload-client';
import type { ImageUploadPurpose } from '@/lib/validation/uploads';
import { UploadButton } from './upload-button';

/**
 * An image chooser for admin forms: uploads the picked image (JPG, PNG or WebP under 2 MB,
 * checked in the browser and again on the server), previews it and reports its URL. Toasts:
 * "Invalid file type", "File too large", "Error uploading image", "Image uploaded successfully!".
 */
export function ImageUploadField({
  id,
  purpose,
  value,
  onChange,
  onUploaded,
  invalid,
  describedBy,
}: {
  id: string;
  purpose: ImageUploadPurpose;
  /** The current image URL ('' when none). */
  value: string;
  onChange: (url: string) => void;
  onUploaded?: (result: UploadResult) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <div className="space-y-3">
      {value ? (
        <div className="relative w-fit">
          {/* eslint-disable-next-line @next/next/no-img-element -- admin preview of any stored or external URL */}
          <img
            src={value}
            alt="Selected image preview"
            className="max-h-48 rounded-lg border border-slate-200 bg-slate-50 object-contain"
          />
          <Button
            variant="outline"
            size="icon"
            className="absolute top-2 right-2 size-8 bg-white/90"
            aria-label="Remove image"
            onClick={() => onChange('')}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <UploadButton
        id={id}
        purpose={purpose}
        icon="image"
        label={value ? 'Replace image' : 'Upload image'}
        hint="JPG, PNG or WebP, under 2 MB"
        successMessage="Image uploaded successfully!"
        invalid={invalid}
        describedBy={describedBy}
        onUploaded={(result) => {
          onChange(result.url);
          onUploaded?.(result);
        }}
      />
    </div>
  );
}

/**
 * An {@link ImageUploadField} bound to the string field `name` of a react-hook-form form, under
 * its label (with a red "*" when required) and above the field's error message, announced.
 */
export function ImageFormField<T extends FieldValues>({
  control,
  name,
  id,
  purpose,
  label,
  required,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  id: string;
  purpose: ImageUploadPurpose;
  label: string;
  required?: boolean;
}) {
  const errorId = `${id}-error`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <div className="space-y-1.5">
            <span id={`${id}-label`} className="block text-sm font-medium text-slate-800">
              {label}
              {required ? (
                <>
                  {' '}
                  <span aria-hidden="true" className="text-red-700">
                    *
                  </span>
                </>
              ) : null}
            </span>
            <ImageUploadField
              id={id}
              purpose={purpose}
              value={field.value}
              onChange={field.onChange}
              invalid={Boolean(error)}
              describedBy={error ? errorId : undefined}
            />
            <FieldError id={errorId} message={error} />
          </div>
        );
      }}
    />
  );
}
