import type * as React from 'react';
import type {
  FieldValues,
  FormState,
  Path,
  UseFormGetFieldState,
  UseFormRegister,
} from 'react-hook-form';
import { FormField } from './form-field';
import { Input, Textarea } from './input';

/** The parts of a react-hook-form form (`useZodForm`'s result) a {@link TextField} reads. */
type FieldForm<T extends FieldValues> = {
  register: UseFormRegister<T>;
  getFieldState: UseFormGetFieldState<T>;
  formState: FormState<T>;
};

/**
 * A {@link FormField} holding a text input registered as `name` on `form`, its error message
 * taken from the same field, so the name is written once. With `rows` the input is a textarea.
 */
export function TextField<T extends FieldValues>({
  form,
  name,
  rows,
  controlClassName,
  type,
  inputMode,
  autoComplete,
  placeholder,
  ...field
}: Omit<React.ComponentProps<typeof FormField>, 'error' | 'children'> & {
  form: FieldForm<T>;
  name: Path<T>;
  /** Rows of a multi-line input (a textarea); a one-line input without. */
  rows?: number;
  /** The class of the input itself (`className` is the field's wrapper's). */
  controlClassName?: string;
} & Pick<React.ComponentProps<'input'>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder'>) {
  const registration = form.register(name);
  return (
    <FormField {...field} error={form.getFieldState(name, form.formState).error?.message}>
      {rows ? (
        <Textarea {...registration} rows={rows} className={controlClassName} />
      ) : (
        <Input
          {...{ type, inputMode, autoComplete, placeholder }}
          {...registration}
          className={controlClassName}
        />
      )}
    </FormField>
  );
}
