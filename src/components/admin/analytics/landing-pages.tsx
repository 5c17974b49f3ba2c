import Link from 'next/link';
import {
  LANDING_TOP_ATTRIBUTION,
  type LandingPageStats,
  type LandingPageStatus,
} from '@/server/analytics/landing';
import { fmt, ReportTable } from './analytics-tables';

/**
 * A landing page's or form's conversion: submissions ÷ views in percent with one decimal
 * ("12.5%"), or "–" when there were no views. Never above 100 %, like the tab's other conversion
 * figures: every submission is counted while some views are not (bots, Global Privacy Control).
 * @param submissions - submissions in the period
 * @param views - page views of the page's address in the period
 */
export function landingConversion(submissions: number, views: number): string {
  if (views <= 0) return '–';
  const rate = Math.round((Math.min(submissions, views) / views) * 1000) / 10;
  return `${rate.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}

/** What the page cell says of a page that is not live (nothing for a published one). */
const STATUS_LABEL: Record<LandingPageStatus, string | null> = {
  published: null,
  draft: 'not published',
  trashed: 'in the Trash',
  deleted: 'deleted',
};

const link = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** A page's name (its editor's link while it has one), its address and where it stands. */
function PageCell({ page }: { page: LandingPageStats }) {
  const status = STATUS_LABEL[page.status];
  return (
    <>
      {page.key && page.status !== 'trashed' ? (
        <Link href={`/admin/pages/${page.key}`} className={link}>
          {page.title}
        </Link>
      ) : (
        <span className="font-medium">{page.title}</span>
      )}
      <span className="block text-xs text-slate-600">
        <code>{page.path}</code>
        {status ? ` · ${status}` : null}
      </span>
    </>
  );
}

/** A short list of attribution entries with their lead counts, or "—" when there are none. */
function Attribution({ items }: { items: Array<{ key: string; label: string; leads: number }> }) {
  if (items.length === 0) return <span className="text-slate-600">—</span>;
  return (
    <ul className="space-y-0.5">
      {items.map((i) => (
        <li key={i.key}>
          {i.label} <span className="text-slate-600 tabular-nums">({fmt(i.leads)})</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Analytics tab's landing pages: a table of the pages (views of their address, form
 * submissions, conversion, and the first-touch sources and campaigns of the leads their forms
 * brought) and a table of their forms (a form's views are its page's). Server-rendered tables
 * with captions and column headers; on a narrow screen each scrolls sideways, by keyboard too.
 * Says how to make one when there is none.
 */
export function LandingPagesTables({ pages }: { pages: LandingPageStats[] }) {
  const forms = pages.flatMap((page) => page.forms.map((form) => ({ page, form })));
  return (
    <div className="space-y-8" data-testid="analytics-landing">
      <ReportTable
        title="Landing pages"
        testId="analytics-landing-pages"
        note={
          <>
            Views: page views of the page&apos;s address. Submissions: its forms sent in the period,
            suspected spam excluded. Conversion: submissions ÷ views (never above 100 %). Sources
            and campaigns: where the people who sent a form first came from (their lead&apos;s first
            touch), the top {LANDING_TOP_ATTRIBUTION} of each with their number of leads.
          </>
        }
        columns={[
          { label: 'Page' },
          { label: 'Views', numeric: true },
          { label: 'Submissions', numeric: true },
          { label: 'Conversion', numeric: true },
          { label: 'Top sources' },
          { label: 'Top campaigns' },
        ]}
        empty={
          <>
            No landing pages yet. Create one in{' '}
            <Link href="/admin/pages" className={link}>
              Pages
            </Link>
            .
          </>
        }
        rows={pages.map((page) => ({
          key: page.key ?? page.path,
          cells: [
            <PageCell key="page" page={page} />,
            fmt(page.views),
            fmt(page.submissions),
            landingConversion(page.submissions, page.views),
            <Attribution
              key="sources"
              items={page.sources.map((s) => ({
                key: `${s.source}|${s.medium}`,
                label: `${s.source} / ${s.medium}`,
                leads: s.leads,
              }))}
            />,
            <Attribution
              key="campaigns"
              items={page.campaigns.map((c) => ({
                key: c.campaign,
                label: c.campaign,
                leads: c.leads,
              }))}
            />,
          ],
        }))}
      />
      {pages.length > 0 ? (
        <ReportTable
          title="Landing page forms"
          testId="analytics-landing-forms"
          note="A form's views are its page's: a form is seen with its page."
          columns={[
            { label: 'Page' },
            { label: 'Form' },
            { label: 'Views', numeric: true },
            { label: 'Submissions', numeric: true },
            { label: 'Conversion', numeric: true },
          ]}
          empty="No landing page has a form yet."
          rows={forms.map(({ page, form }) => ({
            key: `${page.key ?? page.path}|${form.name}`,
            cells: [
              <PageCell key="page" page={page} />,
              <span key="form">
                {form.name}
                {form.onPage ? null : (
                  <span className="block text-xs text-slate-600">no longer on the page</span>
                )}
              </span>,
              fmt(form.views),
              fmt(form.submissions),
              landingConversion(form.submissions, form.views),
            ],
          }))}
        />
      ) : null}
    </div>
  );
}
