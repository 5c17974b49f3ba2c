import { CalendarDays, Clock, ExternalLink, Mail, Phone, type LucideIcon } from 'lucide-react';
import { PageJsonLd } from '@/components/site/page-json-ld';
import { Section } from '@/components/site/section';
import { faqPageJsonLd } from '@/components/site/why/faq-content';
import { buttonVariants } from '@/components/ui/variants';
import { siteConfig } from '@/config/site';
import { buildMetadata, sitePageSeo } from '@/lib/seo/metadata';
import { TextCardGrid } from '../sections/cards';
import { Checklist } from '../sections/checklist';
import { PageHero } from '../sections/page-hero';
import { ContactForm } from './contact-form';

/** Metadata shared by /contact and /demo: both are the same page, canonical /contact. */
export const contactMetadata = buildMetadata({
  ...sitePageSeo('contact'),
  description: `Send the ${siteConfig.name} team a message or book a 30-minute live demo of our rental management software. We reply within 2 hours during business hours.`,
  keywords: [
    `contact ${siteConfig.name}`,
    'rental software demo',
    'equipment rental software demo',
    'rental management software pricing',
    'rental software implementation',
  ],
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

/** One line of the Contact Information card: icon, label and value. */
function ContactDetail({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div>
        <span className="block font-medium text-slate-800">{label}</span>
        {children}
      </div>
    </li>
  );
}

const detailLinkClass = 'text-brand-700 underline-offset-4 hover:underline';

/** A titled card of the contact page; `icon` stands above the title. */
function Panel({
  titleId,
  title,
  className,
  titleClassName,
  icon,
  children,
}: {
  titleId: string;
  title: string;
  className: string;
  titleClassName: string;
  icon?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={className}>
      {icon}
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The contact page body, rendered by both /contact and /demo (public-site.md §2 "/contact"):
 * the Send Us a Message form, the Schedule a Demo card, contact details and a six-question FAQ.
 */
export function ContactPage() {
  return (
    <>
      <PageJsonLd
        trail={[{ name: 'Contact', url: '/contact' }]}
        // The FAQ below as structured data.
        extra={[faqPageJsonLd(faqs.map((f) => ({ question: f.question, answerHtml: f.answer })))]}
      />

      <PageHero
        titleId="contact-title"
        className="bg-gradient-to-b from-brand-50 to-white"
        containerClassName="mx-auto max-w-3xl px-4 pt-16 pb-10 text-center sm:px-6 lg:px-8 lg:pt-20"
        eyebrow="Contact us"
        title="Let’s talk about your rental business"
        lead={
          <>
            Questions about {siteConfig.name}, pricing or moving off your current system? Send us a
            message or book a live demo with our team. We reply within 2 hours during business
            hours.
          </>
        }
      />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-5 lg:px-8 lg:pb-20">
        <Panel
          titleId="contact-form-title"
          title="Send Us a Message"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
          titleClassName="text-2xl font-bold text-navy-900"
        >
          <p className="mt-2 text-sm leading-6 text-slate-600">
            Fields marked with an asterisk are required.
          </p>
          <div className="mt-6">
            <ContactForm />
          </div>
        </Panel>

        <div className="space-y-8 lg:col-span-2">
          <Panel
            titleId="contact-demo-title"
            title="Schedule a Demo"
            className="rounded-2xl bg-navy-900 p-6 text-white shadow-sm sm:p-8"
            titleClassName="mt-4 text-2xl font-bold"
            icon={<CalendarDays aria-hidden="true" className="size-8 text-accent-500" />}
          >
            <p className="mt-2 text-sm leading-6 text-slate-300">
              See {siteConfig.name} working with your own equipment categories and ask our team
              anything. Pick a time that suits you.
            </p>
            <Checklist
              items={demoPoints}
              className="mt-5 space-y-3"
              testId="contact-demo-points"
              variant="dark"
            />
            <a
              href={siteConfig.links.bookDemo('contact_card')}
              data-booking="contact_card"
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}
            >
              Book Your Demo
              <ExternalLink aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Panel>

          <Panel
            titleId="contact-info-title"
            title="Contact Information"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            titleClassName="text-xl font-bold text-navy-900"
          >
            <ul className="mt-5 space-y-4 text-sm">
              <ContactDetail icon={Mail} label="Email">
                <a href={`mailto:${siteConfig.email}`} className={detailLinkClass}>
                  {siteConfig.email}
                </a>
              </ContactDetail>
              <ContactDetail icon={Phone} label="Phone">
                <a
                  href={`tel:${siteConfig.phone.replace(/[^\d+]/g, '')}`}
                  className={detailLinkClass}
                >
                  {siteConfig.phone}
                </a>
              </ContactDetail>
              <ContactDetail icon={Clock} label="Response time">
                <span className="text-slate-600">Within 2 hours during business hours</span>
              </ContactDetail>
            </ul>
          </Panel>
        </div>
      </div>

      <Section
        id="contact-faq"
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        intro="The questions rental owners ask us most before they book a demo."
        tone="slate"
      >
        <TextCardGrid
          items={faqs.map((faq) => ({ title: faq.question, text: faq.answer }))}
          className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
          testId="contact-faq"
          titleClassName="text-lg"
        />
      </Section>
    </>
  );
}
