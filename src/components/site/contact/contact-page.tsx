import { CalendarDays, Clock, ExternalLink, Mail, Phone, type LucideIcon } from 'lucide-react';
import { Fragment } from 'react';
import { PageJsonLd } from '@/components/site/page-json-ld';
import { Section } from '@/components/site/section';
import { faqPageJsonLd } from '@/components/site/why/faq-content';
import { buttonVariants } from '@/components/ui/variants';
import type { ContactContent } from '@/lib/pages/contact';
import { bookDemoUrl, telHref } from '@/lib/pages/site';
import { editablePageMetadata } from '@/lib/seo/metadata';
import { getPageContent, getSiteSettings } from '@/server/pages/queries';
import { asIs, type SectionWrap } from '../pages/section-wrap';
import { TextCardGrid } from '../sections/cards';
import { Checklist } from '../sections/checklist';
import { PageHero } from '../sections/page-hero';
import { ContactForm } from './contact-form';

/**
 * Metadata shared by /contact and /demo (both are the same page, canonical /contact): what the
 * team set in the page's search and social section.
 */
export async function contactMetadata() {
  return editablePageMetadata('contact', (await getPageContent('contact')).seo);
}

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
 * the Send Us a Message form, the Schedule a Demo card, contact details and a six-question FAQ,
 * with the team's words (the Pages section).
 */
export async function ContactPage() {
  const content = await getPageContent('contact');
  return (
    <>
      <PageJsonLd
        trail={[{ name: 'Contact', url: '/contact' }]}
        // The FAQ below as structured data.
        extra={[
          faqPageJsonLd(
            content.faq.items.map((f) => ({ question: f.question, answerHtml: f.answer })),
          ),
        ]}
      />
      <ContactSections content={content} />
    </>
  );
}

/** The contact page's sections with the words of `content` (the public page's, or a draft's). */
export async function ContactSections({
  content,
  wrap = asIs,
}: {
  content: ContactContent;
  wrap?: SectionWrap;
}) {
  const { contact, links } = await getSiteSettings();
  return (
    <Fragment>
      {wrap(
        'hero',
        <PageHero
          titleId="contact-title"
          className="bg-gradient-to-b from-brand-50 to-white"
          containerClassName="mx-auto max-w-3xl px-4 pt-16 pb-10 text-center sm:px-6 lg:px-8 lg:pt-20"
          eyebrow={content.hero.eyebrow}
          title={content.hero.title}
          lead={content.hero.lead}
        />,
      )}
      {wrap(
        'demo',
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
              <ContactForm contactEmail={contact.email} />
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
              <p className="mt-2 text-sm leading-6 text-slate-300">{content.demo.text}</p>
              <Checklist
                items={content.demo.points}
                className="mt-5 space-y-3"
                testId="contact-demo-points"
                variant="dark"
              />
              <a
                href={bookDemoUrl(links.bookDemo, 'contact_card')}
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
                  <a href={`mailto:${contact.email}`} className={detailLinkClass}>
                    {contact.email}
                  </a>
                </ContactDetail>
                <ContactDetail icon={Phone} label="Phone">
                  <a href={telHref(contact.phone)} className={detailLinkClass}>
                    {contact.phone}
                  </a>
                </ContactDetail>
                <ContactDetail icon={Clock} label="Response time">
                  <span className="text-slate-600">{content.demo.responseTime}</span>
                </ContactDetail>
              </ul>
            </Panel>
          </div>
        </div>,
      )}
      {wrap(
        'faq',
        <Section
          id="contact-faq"
          eyebrow={content.faq.eyebrow}
          title={content.faq.title}
          intro={content.faq.intro}
          tone="slate"
        >
          <TextCardGrid
            items={content.faq.items.map((faq) => ({ title: faq.question, text: faq.answer }))}
            className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
            testId="contact-faq"
            titleClassName="text-lg"
          />
        </Section>,
      )}
    </Fragment>
  );
}
