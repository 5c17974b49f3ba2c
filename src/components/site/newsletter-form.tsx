'use client';

import { CheckCircle2, Mail } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/site/toast';
import { buttonVariants, fieldControlClass } from '@/components/ui/variants';
import type { NewsletterInput } from '@/lib/validation/leads';
import { EMAIL_MAX, NAME_MAX } from '@/lib/validation/limits';
import { leadFormResolver } from './forms/lazy-resolver';
import { useSpamGuard } from './forms/spam-guard';
import { postForm, trackConversion } from './forms/submit';

// zod and the schema load when the visitor first touches the form, not with the page.
const formResolver = leadFormResolver('newsletterSchema');

/** The two inputs, each with its visually hidden label. */
const fields = [
  {
    name: 'name',
    label: 'Name',
    input: { placeholder: 'Your name', autoComplete: 'name', maxLength: NAME_MAX },
  },
  {
    name: 'email',
    label: 'Email',
    input: {
      type: 'email',
      inputMode: 'email',
      placeholder: 'you@company.com',
      autoComplete: 'email',
      maxLength: EMAIL_MAX,
    },
  },
] as const satisfies readonly {
  name: keyof NewsletterInput;
  label: string;
  input: React.ComponentProps<'input'>;
}[];

const SUCCESS_TOAST = 'Successfully subscribed to newsletter!';
const FAILED = 'Failed to subscribe. Please try again.';
const RATE_LIMIT_TOAST = 'Rate limit exceeded. Please try again later.';

/**
 * The newsletter form (public-site.md §4 "Newsletter form"): idle, submitting ("Subscribing..."),
 * then a Thank You! panel in place of the form. Errors are shown joined with commas (§5).
 */
export function NewsletterForm({ idPrefix = 'newsletter' }: { idPrefix?: string }) {
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: formResolver.resolver,
    defaultValues: { name: '', email: '' } as NewsletterInput,
  });

  const clientErrors = [errors.name?.message, errors.email?.message].filter(Boolean).join(', ');
  const message = formError ?? (clientErrors || null);

  const { honeypot, guardFields } = useSpamGuard();

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const { result, status } = await postForm('/api/newsletter', { ...values, ...guardFields() });
    if (result.ok) {
      trackConversion('newsletter');
      toast.success(SUCCESS_TOAST);
      setDone(true);
      return;
    }
    if (status === 429) {
      // §5 and §8: the form says "Too many requests...", the toast "Rate limit exceeded...".
      setFormError(result.error || 'Too many requests. Please try again later.');
      toast.error(RATE_LIMIT_TOAST);
      return;
    }
    const message = result.error || FAILED;
    setFormError(message);
    toast.error(message);
  });

  if (done) {
    return (
      <div role="status" className="rounded-xl bg-white/10 p-6 text-center ring-1 ring-white/20">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-green-400" />
        <p className="mt-3 text-xl font-bold text-white">Thank You!</p>
        <p className="mt-1 text-slate-200">
          You&apos;ve successfully subscribed to our newsletter. Check your email for confirmation.
        </p>
      </div>
    );
  }

  return (
    <form
      onFocus={formResolver.preload}
      noValidate
      onSubmit={onSubmit}
      aria-label="Newsletter signup"
      className="space-y-3"
    >
      {honeypot}
      {/* The button keeps its width in a row; set here, not as its className, so that the
          button needs no class merging (tailwind-merge) on the public pages. */}
      <div className="flex flex-col gap-3 sm:flex-row [&>button]:shrink-0">
        {fields.map((field) => (
          <Fragment key={field.name}>
            <label htmlFor={`${idPrefix}-${field.name}`} className="sr-only">
              {field.label}
            </label>
            <input
              id={`${idPrefix}-${field.name}`}
              className={fieldControlClass}
              {...field.input}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={message ? `${idPrefix}-error` : undefined}
              {...register(field.name)}
            />
          </Fragment>
        ))}
        {/* Focus stays in the field on mousedown, as on every submit button (SubmitButton). */}
        <button
          type="submit"
          className={buttonVariants({ size: 'lg' })}
          disabled={isSubmitting}
          onMouseDown={(e) => e.preventDefault()}
        >
          <Mail aria-hidden="true" />
          {isSubmitting ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      {message ? (
        <p id={`${idPrefix}-error`} role="alert" className="text-sm font-medium text-orange-200">
          {message}
        </p>
      ) : null}
    </form>
  );
}
