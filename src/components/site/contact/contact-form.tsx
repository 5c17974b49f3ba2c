'use client';

import { Send } from 'lucide-react';
import { toast } from '@/components/site/toast';
import { SubmitButton } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { ContactInput } from '@/lib/validation/leads';
import { leadFormResolver } from '../forms/lazy-resolver';
import { useLeadForm } from '../forms/use-lead-form';

// zod and the schema load when the visitor first touches the form, not with the page.
const formResolver = leadFormResolver('contactSchema');

const SUCCESS_MESSAGE =
  "Message sent successfully! We'll get back to you within 2 hours during business hours.";
const FAILURE_TITLE = 'Failed to send message';
const failureDescription = (email: string) =>
  `Please try again or contact us directly at ${email}.`;

const emptyValues: ContactInput = { name: '', email: '', company: '', phone: '', message: '' };

/**
 * The "Send Us a Message" form (public-site.md §5 "Contact form", §8 "Contact"): full name,
 * e-mail and message required; company and phone optional. Clears on success, keeps the input on
 * failure.
 */
export function ContactForm({
  contactEmail,
}: {
  /** The address the failure message gives (the site settings' contact e-mail). */
  contactEmail: string;
}) {
  const { form, isSubmitting, honeypot, formProps } = useLeadForm({
    formResolver,
    emptyValues,
    endpoint: '/api/contact',
    conversion: 'contact',
    onSuccess: () => toast.success(SUCCESS_MESSAGE),
    // Rate limited or briefly unavailable: the server's own words say when to try again.
    onFailure: (retryMessage) =>
      toast.error(FAILURE_TITLE, { description: retryMessage ?? failureDescription(contactEmail) }),
  });

  return (
    <form {...formProps} className="space-y-5" aria-labelledby="contact-form-title">
      {honeypot}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="name"
          id="contact-name"
          label="Full name"
          required
          type="text"
          autoComplete="name"
        />
        <TextField
          form={form}
          name="email"
          id="contact-email"
          label="Email"
          required
          type="email"
          autoComplete="email"
          inputMode="email"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="company"
          id="contact-company"
          label="Company (optional)"
          type="text"
          autoComplete="organization"
        />
        <TextField
          form={form}
          name="phone"
          id="contact-phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
        />
      </div>
      <TextField
        form={form}
        name="message"
        id="contact-message"
        label="Message"
        required
        hint="Tell us about your fleet, your locations and what you would like to improve."
        rows={6}
      />
      <SubmitButton size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        <Send aria-hidden="true" />
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </SubmitButton>
    </form>
  );
}
