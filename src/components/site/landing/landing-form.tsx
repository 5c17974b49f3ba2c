'use client';

import { CheckCircle2, Send } from 'lucide-react';
import * as React from 'react';
import type { Path } from 'react-hook-form';
import { toast } from '@/components/site/toast';
import { SubmitButton } from '@/components/ui/button';
import { FieldError, FormField } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import type { FormField as FieldDefinition, FormDefinition } from '@/lib/pages/landing-form';
import { lazyResolver } from '../forms/lazy-resolver';
import { useLeadForm } from '../forms/use-lead-form';

/** The form's values as the browser holds them: text, the answers ticked, and the consent box. */
type Values = Record<string, string | string[] | boolean>;

/** The key a field's answer is sent under (as lib/validation/landing-form.ts has it). */
const keyOf = (index: number) => `f${index}`;

/** What each standard field's input is for the browser's autofill and keyboard. */
const INPUTS: Partial<
  Record<
    FieldDefinition['type'],
    { type: string; autoComplete?: string; inputMode?: 'email' | 'tel' | 'numeric' }
  >
> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  company: { type: 'text', autoComplete: 'organization' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  short: { type: 'text' },
  // Text, not type=number: the visitor sees our message for "about 40", not the browser's.
  number: { type: 'text', inputMode: 'numeric' },
};

/**
 * A landing page's form (lib/pages/landing-form.ts) as the visitor fills it in: each field with
 * its label, help and required mark, the consent box, the button. It checks answers in the browser
 * with the schema the server uses (loaded on first focus) and posts them with the name of the
 * definition shown (`name`: its page and hash), so the server checks them against this very form.
 * After sending it shows the thank-you message in its place, or opens the thank-you page.
 */
export function LandingForm({
  id,
  name,
  definition,
  contactEmail,
}: {
  /** The section's id, which the fields' ids start with. */
  id: string;
  /**
   * The name the server knows the definition by (its page's id, its hash); null in the editor's
   * preview (no sending).
   */
  name: { page: number; form: string } | null;
  definition: FormDefinition;
  /** The address the failure message gives (the site settings' contact e-mail). */
  contactEmail: string;
}) {
  const [sent, setSent] = React.useState(false);
  const thanks = React.useRef<HTMLParagraphElement>(null);
  const formResolver = React.useMemo(
    () =>
      lazyResolver(async () => {
        const [{ zodResolver }, { formSubmissionSchema }] = await Promise.all([
          import('@hookform/resolvers/zod'),
          import('@/lib/validation/landing-form'),
        ]);
        // raw: the values are posted as typed; the server checks them with the same schema.
        return zodResolver(formSubmissionSchema(definition), undefined, { raw: true });
      }),
    [definition],
  );
  const [page, formName] = [name ? String(name.page) : '', name?.form ?? ''];
  const emptyValues = React.useMemo(() => {
    const values: Values = { page, form: formName };
    definition.fields.forEach((f, i) => {
      values[keyOf(i)] = f.type === 'choices' ? [] : '';
    });
    if (definition.consent) values.consent = false;
    return values;
  }, [definition, page, formName]);
  const { form, isSubmitting, honeypot, formProps } = useLeadForm({
    formResolver,
    emptyValues,
    endpoint: '/api/forms',
    conversion: 'form',
    onSuccess: () => {
      if (definition.thankYouPage) window.location.assign(definition.thankYouPage);
      else setSent(true);
    },
    onFailure: (message) =>
      toast.error('Failed to send', {
        description: message ?? `Please try again or contact us directly at ${contactEmail}.`,
      }),
  });
  React.useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  if (sent)
    return (
      <p
        ref={thanks}
        tabIndex={-1}
        role="status"
        className="flex items-start gap-3 rounded-xl bg-green-50 p-6 text-lg text-green-900 ring-1 ring-green-200"
      >
        <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0" />
        {definition.thankYou}
      </p>
    );

  const errorOf = (field: string) =>
    form.getFieldState(field as Path<Values>, form.formState).error?.message;

  return (
    <form {...formProps} className="space-y-5" aria-labelledby={`${id}-title`}>
      {honeypot}
      {definition.fields.map((field, i) => {
        const fieldName = keyOf(i) as Path<Values>;
        const fieldId = `${id}-${fieldName}`;
        const required = field.required || field.type === 'email';
        const hint = field.help || undefined;
        if (field.type === 'message' || field.type === 'long')
          return (
            <TextField
              key={fieldName}
              form={form}
              name={fieldName}
              id={fieldId}
              label={field.label}
              required={required}
              hint={hint}
              rows={5}
            />
          );
        if (field.type === 'choice' || field.type === 'choices' || field.type === 'yesno') {
          const many = field.type === 'choices';
          const answers =
            field.type === 'yesno'
              ? [
                  { value: 'yes', label: 'Yes' },
                  { value: 'no', label: 'No' },
                ]
              : field.options.map((o) => ({ value: o, label: o }));
          return (
            <FormField
              key={fieldName}
              id={fieldId}
              label={field.label}
              required={required}
              hint={hint}
              error={errorOf(fieldName)}
              group
            >
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {answers.map((a, n) => (
                  <label
                    key={a.value}
                    className="flex min-h-11 items-center gap-2 text-sm text-slate-800"
                  >
                    <input
                      type={many ? 'checkbox' : 'radio'}
                      value={a.value}
                      className="size-4"
                      aria-required={!many && required ? true : undefined}
                      {...form.register(fieldName)}
                      id={`${fieldId}-${n}`}
                    />
                    {a.label}
                  </label>
                ))}
              </div>
            </FormField>
          );
        }
        const input = INPUTS[field.type] ?? { type: 'text' };
        return (
          <TextField
            key={fieldName}
            form={form}
            name={fieldName}
            id={fieldId}
            label={field.label}
            required={required}
            hint={hint}
            type={input.type}
            autoComplete={input.autoComplete}
            inputMode={input.inputMode}
          />
        );
      })}
      {definition.consent ? (
        <div className="space-y-1.5">
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0"
              aria-required="true"
              aria-invalid={errorOf('consent') ? true : undefined}
              aria-describedby={errorOf('consent') ? `${id}-consent-error` : undefined}
              {...form.register('consent' as Path<Values>)}
            />
            <span>{definition.consent}</span>
          </label>
          <FieldError id={`${id}-consent-error`} message={errorOf('consent')} />
        </div>
      ) : null}
      <SubmitButton size="lg" className="w-full sm:w-auto" disabled={isSubmitting || !name}>
        <Send aria-hidden="true" />
        {isSubmitting ? 'Sending...' : definition.button}
      </SubmitButton>
      {name ? null : (
        <p className="text-sm text-slate-600">The form sends once the page is published.</p>
      )}
    </form>
  );
}
