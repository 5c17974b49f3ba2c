'use client';

import { Send } from 'lucide-react';
import { toast } from '@/components/site/toast';
import { SubmitButton } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { siteConfig } from '@/config/site';
import type { ContactInput } from '@/lib/validation/leads';
import { leadFormResolver } from '../forms/lazy-resolver';
import { useLeadForm } from '../forms/use-lead-form';

// zod and the schema load when the visitor first touches the form, not with the page (issue #10).
const formResolver = leadFormResolver('contactSchema');

const SUCCESS_MESSAGE =
  "Message sent successfully! We'll get back to you within 2 hours during business hours.";
const FAILURE_TITLE = 'Failed to send message';
const FAILURE_DESCRIPTION = `Please try again or contact us directly at ${siteConfig.email}.`;

const emptyValues: ContactInput = { name: '', email: '', company: '', phone: '', message: '' };

/**
 * The "Send Us a Message" form (public-site.md §5 "Contact form", §8 "Contact"): full name,
 * e-mail and message required; company and phone optional. Clears on success, keeps the input on
 * failure.
 */
export function ContactForm() {
  const { register, errors, isSubmitting, honeypot, formProps } = useLeadForm({
    formResolver,
    emptyValues,
    endpoint: '/api/contact',
    conversion: 'contact',
    onSuccess: () => toast.success(SUCCESS_MESSAGE),
    // Rate limited or briefly unavailable: the server's own words say when to try again.
    onFailure: (retryMessage) =>
      toast.error(FAILURE_TITLE, { description: retryMessage ?? FAILURE_DESCRIPTION }),
  });

  return (
    <form {...formProps} className="space-y-5" aria-labelledby="contact-form-title">
      {honeypot}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Full name" required error={errors.name?.message}>
          <Input type="text" autoComplete="name" {...register('name')} />
        </FormField>
        <FormField id="contact-email" label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-company" label="Company (optional)" error={errors.company?.message}>
          <Input type="text" autoComplete="organization" {...register('company')} />
        </FormField>
        <FormField id="contact-phone" label="Phone (optional)" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
      </div>
      <FormField
        id="contact-message"
        label="Message"
        required
        hint="Tell us about your fleet, your locations and what you would like to improve."
        error={errors.message?.message}
      >
        <Textarea rows={6} {...register('message')} />
      </FormField>
      <SubmitButton size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        <Send aria-hidden="true" />
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </SubmitButton>
    </form>
  );
}
