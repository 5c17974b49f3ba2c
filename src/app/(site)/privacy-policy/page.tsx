import { PageJsonLd } from '@/components/site/page-json-ld';
import { HeroHeading } from '@/components/site/sections/page-hero';
import { SiteLink } from '@/components/site/site-link';
import { siteConfig } from '@/config/site';
import { buildMetadata, sitePageSeo } from '@/lib/seo/metadata';

export const metadata = buildMetadata({
  ...sitePageSeo('privacy'),
  description: `How ${siteConfig.name} collects, uses, shares and protects the personal information you give us through our website, and the rights you have over it.`,
  keywords: [
    `${siteConfig.name} privacy policy`,
    'personal information',
    'data protection',
    'privacy rights',
  ],
});

const sections = [
  { id: 'information-we-collect', title: 'Information we collect' },
  { id: 'how-we-use-information', title: 'How we use your information' },
  { id: 'cookies-and-tracking', title: 'Cookies and tracking technologies' },
  { id: 'sharing', title: 'How we share information' },
  { id: 'retention', title: 'How long we keep information' },
  { id: 'security', title: 'How we protect your information' },
  { id: 'your-rights', title: 'Your rights' },
  { id: 'changes', title: 'Changes to this policy' },
  { id: 'contact', title: 'Contact us' },
] as const;

type SectionId = (typeof sections)[number]['id'];

const titleOf = (id: SectionId) => sections.find((s) => s.id === id)!.title;

function PolicySection({ id, children }: { id: SectionId; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="scroll-mt-24">
        {titleOf(id)}
      </h2>
      {children}
    </section>
  );
}

const rights: { name: string; text: string }[] = [
  { name: 'Access', text: 'ask for a copy of the personal information we hold about you.' },
  { name: 'Correction', text: 'ask us to correct information that is inaccurate or incomplete.' },
  {
    name: 'Deletion',
    text: 'ask us to delete your personal information when we no longer need it or you withdraw your consent.',
  },
  {
    name: 'Objection',
    text: 'object to our use of your information, including for direct marketing, at any time.',
  },
  {
    name: 'Restriction',
    text: 'ask us to limit how we use your information while a concern you raised is being resolved.',
  },
  {
    name: 'Portability',
    text: 'receive the information you gave us in a structured, commonly used, machine-readable format.',
  },
];

/** /privacy-policy (public-site.md §2 "/privacy-policy"). */
export default function PrivacyPolicyPage() {
  const { name, email } = siteConfig;
  return (
    <>
      <PageJsonLd trail={[{ name: 'Privacy Policy', url: '/privacy-policy' }]} />
      <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <header className="border-b border-slate-200 pb-8">
          <HeroHeading eyebrow="Legal" title="Privacy Policy" />
          <p className="mt-4 text-sm text-slate-600">
            Last updated <time dateTime="2025-06-09">June 9, 2025</time>
          </p>
          <p className="mt-6 text-lg leading-8 text-slate-700">
            {name} provides cloud rental management software to equipment, tool, construction and
            party rental companies. This policy explains what personal information we collect
            through this website, why we collect it, who we share it with, how we protect it and the
            choices you have. It covers our public website, its forms and newsletter, and the
            administrator accounts used to manage the site.
          </p>
        </header>

        <nav
          aria-labelledby="toc-title"
          className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6"
        >
          <h2 id="toc-title" className="text-base font-semibold text-navy-900">
            Contents
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm" data-testid="privacy-toc">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="prose-content mt-4">
          <PolicySection id="information-we-collect">
            <p>
              We collect only the information you choose to give us, plus a small amount of
              technical information that every website receives. Specifically:
            </p>
            <h3>Demo requests</h3>
            <p>
              When you request a demo, we collect your first and last name, business e-mail address,
              company name and, if you provide it, your phone number. If you book a time through our
              external scheduling page, the scheduling provider also receives the details you enter
              there.
            </p>
            <h3>Newsletter</h3>
            <p>
              When you subscribe to our newsletter, we collect your name and e-mail address. To
              prevent abuse of the sign-up form, we look up your IP address and keep a count of
              recent sign-up attempts in your browser’s local storage.
            </p>
            <h3>Contact messages</h3>
            <p>
              When you send us a message, we collect your full name, e-mail address and message, and
              your company name and phone number if you include them.
            </p>
            <h3>Administrator accounts</h3>
            <p>
              For the members of our team who manage this website, we store their work e-mail
              address, a securely hashed password (never the password itself), whether the account
              has administrator rights, and the session information needed to keep them signed in.
            </p>
            <h3>Technical information</h3>
            <p>
              Like most websites, our servers record technical details of each visit, such as your
              IP address, browser type, the pages you request and the time of the request. We use
              analytics and advertising tools that may collect similar information, as described
              under <a href="#cookies-and-tracking">Cookies and tracking technologies</a>.
            </p>
          </PolicySection>

          <PolicySection id="how-we-use-information">
            <p>We use personal information to:</p>
            <ul>
              <li>schedule and run the demos you request, and follow up on them;</li>
              <li>answer your messages, usually within 2 hours during business hours;</li>
              <li>send you the newsletter you subscribed to, until you unsubscribe;</li>
              <li>operate administrator accounts and keep the website secure;</li>
              <li>understand how visitors use the website so that we can improve its content;</li>
              <li>measure the effectiveness of our advertising; and</li>
              <li>comply with our legal obligations and protect our rights.</li>
            </ul>
            <p>
              We process your information because you asked us to (for example, to arrange a demo),
              because you consented (for example, to receive the newsletter), or because we have a
              legitimate interest in running and improving our business, which we balance against
              your rights. We do not sell your personal information and we do not use it for
              automated decisions that affect you.
            </p>
          </PolicySection>

          <PolicySection id="cookies-and-tracking">
            <p>
              Our website may load visitor analytics, an advertising pixel and a lead-tracking
              script. These tools use cookies or similar technologies to count visits, understand
              which pages are useful and measure whether our advertising leads to demo requests.
              They may receive your IP address, device and browser details and the pages you view.
            </p>
            <p>
              To know which campaigns bring requests, our own site notes how your first and latest
              visits arrived: the page you landed on, the website that linked to it (its address
              without the query), the campaign tags in the link (utm_source, utm_medium,
              utm_campaign, utm_term, utm_content), whether an ad click identifier was present (not
              its value) and when. This note is kept in your browser&apos;s own storage for 90 days
              (no cookie, nothing sent to anyone else) and is stored with a form only when you send
              one. If your browser sends the Global Privacy Control signal, nothing is kept in your
              browser and a form carries only the page you landed on and its campaign tags.
            </p>
            <p data-testid="privacy-visit-counting">
              Our own server also counts page views, with no cookie, no browser storage and no
              script. For each page it serves it notes the page&apos;s address (without its query),
              the host name of the website that linked to it, the campaign tags in the link
              (utm_source, utm_medium, utm_campaign), the kind of device (mobile, tablet or desktop,
              read from your browser&apos;s description of itself) and a visitor code: a one-way
              hash of your IP address and browser description, mixed with a random value that
              changes every day and is deleted when the day ends, so the code cannot be traced back
              to you nor linked to your visits on other days. Your IP address itself is not stored.
              If your browser sends the Global Privacy Control signal, the visit is not counted at
              all. These counts are kept individually for 30 days; after that only daily totals per
              page, linking website, campaign and device remain.
            </p>
            <p>
              You can block or delete cookies in your browser settings, and most browsers let you
              refuse third-party cookies altogether. The website keeps working if you do; only our
              statistics become less complete.
            </p>
          </PolicySection>

          <PolicySection id="sharing">
            <p>We share personal information only with:</p>
            <ul>
              <li>
                <strong>Service providers</strong> that host our website and database, deliver
                e-mail, schedule demos and provide analytics and advertising measurement, each bound
                to use the information only to provide their service to us;
              </li>
              <li>
                <strong>Professional advisers and authorities</strong> when the law requires it, or
                when needed to protect the rights, property or safety of {name}, our customers or
                others; and
              </li>
              <li>
                <strong>A successor organisation</strong> if {name} is involved in a merger,
                acquisition or sale of assets, in which case this policy continues to apply to your
                information.
              </li>
            </ul>
            <p>
              Some of our service providers may process information outside your country. When they
              do, we require safeguards that protect your information to the standard described in
              this policy.
            </p>
          </PolicySection>

          <PolicySection id="retention">
            <p>
              We keep demo requests and contact messages for as long as we need them to respond to
              you and to manage our relationship with your company. Newsletter details are kept
              until you unsubscribe, which you can do at any time with the link in every newsletter.
              Administrator accounts are kept while the account is active. After that, we delete or
              anonymise the information unless the law requires us to keep it longer. Our own
              page-view counts are kept individually for 30 days, then only as daily totals (see{' '}
              <a href="#cookies-and-tracking">Cookies and tracking technologies</a>).
            </p>
          </PolicySection>

          <PolicySection id="security">
            <p>
              We protect personal information with technical and organisational measures appropriate
              to its sensitivity: encrypted connections (HTTPS) for all traffic, hashed passwords,
              access to stored submissions limited to authorised administrators, input validation
              and sanitisation on every form, rate limits against automated abuse, and regular
              backups.
            </p>
            <p>
              No method of transmission or storage is completely secure. If we learn of a security
              incident that affects your personal information, we will notify you and the relevant
              authorities as the law requires.
            </p>
          </PolicySection>

          <PolicySection id="your-rights">
            <p>
              Depending on where you live, you may have the following rights over your personal
              information. We honour these requests wherever we reasonably can, whatever your
              location. You have the right of:
            </p>
            <ul data-testid="privacy-rights">
              {rights.map((r) => (
                <li key={r.name}>
                  <strong>{r.name}</strong>: {r.text}
                </li>
              ))}
            </ul>
            <p>
              To exercise any of these rights, e-mail us at <a href={`mailto:${email}`}>{email}</a>.
              We may need to verify your identity before acting on a request, and we will answer
              without undue delay and within the time limits set by applicable law. You can also
              complain to your local data protection authority.
            </p>
          </PolicySection>

          <PolicySection id="changes">
            <p>
              We may update this policy as our website and services change. When we do, we will
              revise the “Last updated” date at the top of this page, and we will point out
              significant changes on this website before they take effect.
            </p>
          </PolicySection>

          <PolicySection id="contact">
            <p>
              If you have questions about this policy or how we handle your personal information,
              contact us at <a href={`mailto:${email}`}>{email}</a> or through our{' '}
              <SiteLink href="/contact">contact page</SiteLink>.
            </p>
          </PolicySection>
        </div>
      </article>
    </>
  );
}
