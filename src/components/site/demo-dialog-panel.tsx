'use client';

import { Clock } from 'lucide-react';
import { SiteLink } from '@/components/site/site-link';
import { toast } from '@/components/site/toast';
import { SubmitButton } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { siteConfig } from '@/config/site';
import type { DemoRequestInput } from '@/lib/validation/leads';
import { leadFormResolver } from './forms/lazy-resolver';
import { useLeadForm } from './forms/use-lead-form';

// zod and the schema load when the visitor first touches the form, not with the page.
const formResolver = leadFormResolver('demoRequestSchema');

const SUCCESS_MESSAGE =
  "Demo request submitted! We'll contact you within 2 hours during business hours to schedule your demo.";
const failureMessage = (email: string) =>
  `Failed to submit request: Please try again or contact us directly at ${email}.`;

const emptyValues: DemoRequestInput = {
  first_name: '',
  last_name: '',
  email: '',
  company: '',
  phone: '',
};

/**
 * The "Schedule a Demo" dialog (public-site.md §2 "Demo dialog", §5 "Demo form", §8 "Demo"):
 * a 15-minute demo request form. On success it shows the toast, clears the form and closes; on
 * failure it keeps what the visitor typed. Loaded by {@link DemoDialog}'s button when the
 * visitor reaches for it, so the dialog and form code are not part of the page's first load.
 */
export default function DemoDialogPanel({
  open,
  onOpenChange: setOpen,
  contactEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contactEmail: string;
}) {
  const { form, isSubmitting, honeypot, formProps } = useLeadForm({
    formResolver,
    emptyValues,
    endpoint: '/api/demo-requests',
    conversion: 'demo',
    onSuccess: () => {
      toast.success(SUCCESS_MESSAGE);
      setOpen(false);
    },
    // A rate-limited visitor, or one who hit a brief outage (503), sees why and when to retry;
    // every other failure gets the spec's text (§8).
    onFailure: (retryMessage) => toast.error(retryMessage ?? failureMessage(contactEmail)),
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule a Demo</DialogTitle>
          <DialogDescription>
            Book a 15-minute demo with a rental software specialist. We will show you how{' '}
            {siteConfig.name} handles availability, contracts, quotes and payments for a business
            like yours, and answer your questions.
          </DialogDescription>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
            <Clock aria-hidden="true" className="size-4" />
            15-minute demo, no obligation
          </p>
        </DialogHeader>
        <form {...formProps} className="mt-6 space-y-4" aria-label="Demo request">
          {honeypot}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              form={form}
              name="first_name"
              id="demo-first-name"
              label="First name"
              required
              type="text"
              autoComplete="given-name"
            />
            <TextField
              form={form}
              name="last_name"
              id="demo-last-name"
              label="Last name"
              required
              type="text"
              autoComplete="family-name"
            />
          </div>
          <TextField
            form={form}
            name="email"
            id="demo-email"
            label="Business email"
            required
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <TextField
            form={form}
            name="company"
            id="demo-company"
            label="Company"
            required
            type="text"
            autoComplete="organization"
          />
          <TextField
            form={form}
            name="phone"
            id="demo-phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
          />
          <SubmitButton size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Request My Demo'}
          </SubmitButton>
          <p className="text-center text-xs text-slate-600">
            We reply within 2 hours during business hours. We use your details only to arrange your
            demo; see our{' '}
            <SiteLink
              href="/privacy-policy"
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              privacy policy
            </SiteLink>
            .
          </p>
        </form>
      </DialogContent>
    </Dialog>
  );
}
