import { CalendarDays, CheckCircle2, Clock, ExternalLink, Mail, Phone } from 'lucide-react';
import { JsonLd } from '@/components/site/json-ld';
import { Section } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import { siteConfig } from '@/config/site';
import { getSiteUrl } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { ContactForm } from './contact-form';

/** Metadata shared by /contact and /demo: both are the same page, canonical /contact. */
export const contactMetadata = buildMetadata({
  title: 'Contact Us & Schedule a Demo',
  description: `Send the ${siteConfig.name} team a message or book a 30-minute live demo of our rental management software. We reply within 2 hours during business hours.`,
  keywords: [
    `contact ${siteConfig.name}`,
    'rental software demo',
    'equipment rental software demo',
    'rental management software pricing',
    'rental software implementation',
  ],
  path: '/contact',
});

const demoPoints = [
  '30-minute live demo',
  'Industry-specific use cases',
  'Q&A with rental experts',
  'Custom implementation roadmap',
];

const faqs: { question: string; answer: string }[] = [
  {
    question: 'How long does implementation take?',
    answer: `Most rental companies are up and running in 2-4 weeks. A dedicated onboarding specialist configures your categories, rates and contract templates with you and trains your team before go-live.`,
  },
  {
    question: 'Do you help us move our existing data?',
    answer:
      'Yes, and data migration is free. We import your equipment, customers and rates from spreadsheets or your current rental system, and check the results with you before you switch over.',
  },
  {
    question: 'Can we try the software before we commit?',
    answer: `Yes. We offer a free live demo tailored to your type of rental business, followed by a trial so your team can work with ${siteConfig.name} before you decide.`,
  },
  {
    question: 'What types of rental businesses do you support?',
    answer:
      'Equipment, tool, construction and party rental companies, from a single counter to multi-location operations, with serialized equipment and bulk items in the same catalogue.',
  },
  {
    question: 'Does it work with our accounting and card payments?',
    answer: `Yes. ${siteConfig.name} takes card payments and deposits through our payment partner, and invoices flow to your accounting software through the accounting integration.`,
  },
  {
    question: 'How quickly will you reply to my message?',
    answer:
      'A member of our team replies within 2 hours during business hours. If your question is urgent, call us or book a demo slot directly.',
  },
];

/**
 * The contact page body, rendered by both /contact and /demo (public-site.md §2 "/contact"):
 * the Send Us a Message form, the Schedule a Demo card, contact details and a six-question FAQ.
 */
export function ContactPage() {
  const origin = getSiteUrl();
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: 'Home', url: '/' },
            { name: 'Contact', url: '/contact' },
          ],
          origin,
        )}
      />

      <section aria-labelledby="contact-title" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-16 pb-10 text-center sm:px-6 lg:px-8 lg:pt-20">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            Contact us
          </p>
          <h1
            id="contact-title"
            className="mt-3 text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl"
          >
            Let’s talk about your rental business
          </h1>
          <p className="mt-5 text-lg leading-8 text-slate-600">
            Questions about {siteConfig.name}, pricing or moving off your current system? Send us a
            message or book a live demo with our team. We reply within 2 hours during business
            hours.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-5 lg:px-8 lg:pb-20">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold text-navy-900">
            Send Us a Message
          </h2>
          <p className="mt-2 text-sm leading-6 text-slate-600">
            Fields marked with an asterisk are required.
          </p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>

        <div className="space-y-8 lg:col-span-2">
          <section
            aria-labelledby="contact-demo-title"
            className="rounded-2xl bg-navy-900 p-6 text-white shadow-sm sm:p-8"
          >
            <CalendarDays aria-hidden="true" className="size-8 text-accent-500" />
            <h2 id="contact-demo-title" className="mt-4 text-2xl font-bold">
              Schedule a Demo
            </h2>
            <p className="mt-2 text-sm leading-6 text-slate-300">
              See {siteConfig.name} working with your own equipment categories and ask our team
              anything. Pick a time that suits you.
            </p>
            <ul className="mt-5 space-y-3" data-testid="contact-demo-points">
              {demoPoints.map((point) => (
                <li key={point} className="flex items-start gap-3 text-sm">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-green-400"
                  />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <a
              href={siteConfig.links.bookDemo('contact_card')}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}
            >
              Book Your Demo
              <ExternalLink aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </section>

          <section
            aria-labelledby="contact-info-title"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="contact-info-title" className="text-xl font-bold text-navy-900">
              Contact Information
            </h2>
            <ul className="mt-5 space-y-4 text-sm">
              <li className="flex items-start gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div>
                  <span className="block font-medium text-slate-800">Email</span>
                  <a
                    href={`mailto:${siteConfig.email}`}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {siteConfig.email}
                  </a>
                </div>
              </li>
              <li className="flex items-start gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div>
                  <span className="block font-medium text-slate-800">Phone</span>
                  <a
                    href={`tel:${siteConfig.phone.replace(/[^\d+]/g, '')}`}
                    className="text-brand-700 underline-offset-4 hover:underline"
                  >
                    {siteConfig.phone}
                  </a>
                </div>
              </li>
              <li className="flex items-start gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div>
                  <span className="block font-medium text-slate-800">Response time</span>
                  <span className="text-slate-600">Within 2 hours during business hours</span>
                </div>
              </li>
            </ul>
          </section>
        </div>
      </div>

      <Section
        id="contact-faq"
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        intro="The questions rental owners ask us most before they book a demo."
        tone="slate"
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="contact-faq">
          {faqs.map((faq) => (
            <li
              key={faq.question}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-lg font-semibold text-navy-900">{faq.question}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{faq.answer}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
