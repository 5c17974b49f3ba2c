import Link from 'next/link';
import { conversionPercent } from '@/lib/analytics-range';
import { cn } from '@/lib/utils';
import type { AnalyticsReport, LeadTouch } from '@/server/analytics/report';

const th = 'px-3 py-2 text-left font-semibold text-slate-700';
const td = 'min-w-40 px-3 py-2 break-words text-slate-800';
const num = 'px-3 py-2 text-right tabular-nums text-slate-800 whitespace-nowrap';

/** A count for a table cell. */
export const fmt = (n: number) => n.toLocaleString('en-US');

/** A percentage with up to two decimals, or "—". */
export const pct = (p: number | null) => (p === null ? '—' : `${p.toLocaleString('en-US')}%`);

type Column = { label: string; numeric?: boolean };

/**
 * One table of the tab: a visible title (also the table's accessible name through its caption),
 * column headers with scope, a row per entry, and a line saying there is nothing when empty.
 */
export function ReportTable({
  title,
  columns,
  rows,
  testId,
  empty = 'Nothing in this period.',
  note,
  toolbar,
}: {
  title: string;
  columns: Column[];
  rows: Array<{ key: string; cells: React.ReactNode[] }>;
  testId: string;
  empty?: React.ReactNode;
  note?: React.ReactNode;
  toolbar?: React.ReactNode;
}) {
  return (
    <div className="min-w-0 space-y-2">
      {toolbar}
      {/* Focusable: on a narrow screen the table scrolls sideways, by keyboard too. */}
      <div
        className="overflow-x-auto rounded-xl border border-slate-200"
        role="region"
        aria-label={title}
        tabIndex={0}
      >
        <table className="w-full text-sm" data-testid={testId}>
          <caption className="px-3 pt-3 pb-1 text-left text-base font-semibold text-navy-900">
            {title}
            {note ? (
              <span className="mt-1 block text-xs font-normal text-slate-600">{note}</span>
            ) : null}
          </caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={cn(th, c.numeric && 'text-right')}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-4 text-slate-600">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((r) => (
                <tr key={r.key}>
                  {r.cells.map((cell, i) => (
                    <td key={i} className={columns[i]!.numeric ? num : td}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const VIEWS: Column[] = [
  { label: 'Views', numeric: true },
  { label: 'Visitors', numeric: true },
];

/** The rows of a table of names (pages, sites) with their views and visitors, keyed by name. */
function viewRows<T extends { views: number; visitors: number }>(
  items: T[],
  name: (item: T) => string,
) {
  return items.map((item) => ({
    key: name(item),
    cells: [name(item), fmt(item.views), fmt(item.visitors)],
  }));
}

/** The tables of the tab: pages, articles, referrers, campaigns and devices. */
export function ReportTables({
  report,
  touch,
  touchSwitch,
}: {
  report: AnalyticsReport;
  touch: LeadTouch;
  touchSwitch: React.ReactNode;
}) {
  const share = (views: number) =>
    pct(report.totals.views > 0 ? conversionPercent(views, report.totals.views) : null);
  return (
    <div className="space-y-8">
      <ReportTable
        title="Articles"
        testId="analytics-articles"
        note={
          <>
            Leads: created in the period whose {touch === 'first' ? 'first' : 'last'}-touch landing
            page is the article; demo requests apart from the other leads. Conversion: the share of
            visitors who became leads (never above 100 %).
          </>
        }
        toolbar={touchSwitch}
        columns={[
          { label: 'Article' },
          ...VIEWS,
          { label: 'Demo requests', numeric: true },
          { label: 'Other leads', numeric: true },
          { label: 'Conversion', numeric: true },
        ]}
        empty="No article was viewed or brought a lead in this period."
        rows={report.articles.map((a) => ({
          key: a.path,
          cells: [
            <Link
              key="t"
              href={a.path}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {a.title}
            </Link>,
            fmt(a.views),
            fmt(a.visitors),
            fmt(a.demos),
            fmt(a.leads - a.demos),
            pct(conversionPercent(a.leads, a.visitors)),
          ],
        }))}
      />
      <ReportTable
        title="Top pages"
        testId="analytics-pages"
        columns={[{ label: 'Page' }, ...VIEWS]}
        rows={viewRows(report.pages, (p) => p.path)}
      />
      <div className="grid gap-8 lg:grid-cols-2">
        <ReportTable
          title="Referrers"
          testId="analytics-referrers"
          note="Other sites that linked to a page (visits without one are not listed)."
          columns={[{ label: 'Site' }, ...VIEWS]}
          rows={viewRows(report.referrers, (r) => r.host)}
        />
        <ReportTable
          title="Devices"
          testId="analytics-devices"
          columns={[{ label: 'Device' }, ...VIEWS, { label: 'Share of views', numeric: true }]}
          rows={report.devices.map((d) => ({
            key: d.device,
            cells: [
              d.device.charAt(0).toUpperCase() + d.device.slice(1),
              fmt(d.views),
              fmt(d.visitors),
              share(d.views),
            ],
          }))}
        />
      </div>
      <ReportTable
        title="Campaigns"
        testId="analytics-campaigns"
        note="Views of links tagged with utm_source, utm_medium or utm_campaign."
        columns={[{ label: 'Source' }, { label: 'Medium' }, { label: 'Campaign' }, ...VIEWS]}
        rows={report.campaigns.map((c) => ({
          key: `${c.source}|${c.medium}|${c.campaign}`,
          cells: [
            c.source || '—',
            c.medium || '—',
            c.campaign || '—',
            fmt(c.views),
            fmt(c.visitors),
          ],
        }))}
      />
    </div>
  );
}
