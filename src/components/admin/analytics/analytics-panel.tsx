import 'server-only';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { fieldControlClass } from '@/components/ui/variants';
import {
  changePercent,
  conversionPercent,
  fillDays,
  parseAnalyticsRange,
  RANGE_PRESETS,
  type AnalyticsRange,
} from '@/lib/analytics-range';
import { cn } from '@/lib/utils';
import type { LeadTouch, Totals } from '@/server/analytics/report';
import { loadAnalyticsTab } from '@/server/analytics/tab';
import { AnalyticsChart } from './analytics-chart';
import { fmt, pct, ReportTables } from './analytics-tables';
import { LandingPagesTables } from './landing-pages';

type Params = Record<string, string | string[] | undefined>;

const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The tab's URL for a range and touch (only what differs from the defaults). */
function tabHref(range: { preset: string; from?: string; to?: string }, touch: LeadTouch): string {
  const q = new URLSearchParams();
  if (range.preset === 'custom' && range.from && range.to) {
    q.set('from', range.from);
    q.set('to', range.to);
  } else if (range.preset !== '30d') q.set('range', range.preset);
  if (touch === 'last') q.set('touch', 'last');
  const search = q.toString();
  return `/admin/analytics${search ? `?${search}` : ''}`;
}

const pill = (active: boolean) =>
  cn(
    'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium',
    active ? 'bg-navy-900 text-white' : 'text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100',
  );

/** The presets (links) and the custom from/to (a GET form), both in the URL. */
function RangeBar({ range, touch }: { range: AnalyticsRange; touch: LeadTouch }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <nav aria-label="Date range presets">
        <ul className="flex flex-wrap gap-2">
          {RANGE_PRESETS.map((p) => (
            <li key={p.id}>
              <Link
                href={tabHref({ preset: p.id }, touch)}
                aria-current={range.preset === p.id ? 'page' : undefined}
                className={pill(range.preset === p.id)}
              >
                Last {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form
        method="get"
        action="/admin/analytics"
        aria-label="Custom date range"
        className="flex flex-wrap items-end gap-2"
      >
        {touch === 'last' ? <input type="hidden" name="touch" value="last" /> : null}
        {(
          [
            ['from', 'From', range.from],
            ['to', 'To', range.to],
          ] as const
        ).map(([name, label, value]) => (
          <label key={name} className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {label}
            <input
              name={name}
              type="date"
              required
              defaultValue={value}
              className={cn(fieldControlClass, 'h-9')}
            />
          </label>
        ))}
        <Button type="submit" size="sm" className="h-9">
          Show
        </Button>
      </form>
    </div>
  );
}

/** A KPI card: the figure, and its change against the previous period. */
function Kpi({
  label,
  value,
  previous,
  detail,
  format = fmt,
}: {
  label: string;
  value: number;
  previous: number;
  detail: string;
  format?: (n: number) => string;
}) {
  const change = changePercent(value, previous);
  const Icon = change === null || change === 0 ? Minus : change > 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="order-2 text-sm text-slate-600">{label}</dt>
      <dd className="order-1 text-3xl font-bold text-navy-900 tabular-nums">{format(value)}</dd>
      <dd
        className={cn(
          'order-3 mt-2 inline-flex items-center gap-1 text-sm font-medium',
          change === null || change === 0
            ? 'text-slate-600'
            : change > 0
              ? 'text-emerald-700'
              : 'text-red-700',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        {change === null
          ? 'no figure for the previous period'
          : `${change > 0 ? '+' : ''}${change.toLocaleString('en-US')}% vs previous period (${format(previous)})`}
      </dd>
      <dd className="order-4 mt-1 text-xs text-slate-600">{detail}</dd>
    </div>
  );
}

/** The tab's cards: a figure of the period's totals, what it counts, and how it is shown. */
const KPIS: Array<{
  label: string;
  value: (t: Totals) => number;
  detail: string;
  format?: (n: number) => string;
}> = [
  {
    label: 'Visitors',
    value: (t) => t.visitors,
    detail:
      'Unique per day, summed over the days: a visitor who returns on another day counts again.',
  },
  {
    label: 'Page views',
    value: (t) => t.views,
    detail: 'Counted by the server; no cookie, bots and Global Privacy Control not counted.',
  },
  {
    label: 'Leads',
    value: (t) => t.leads,
    detail: 'Demo requests, contact messages and sign-ups created in the period, spam excluded.',
  },
  {
    label: 'Conversion',
    value: (t) => conversionPercent(t.leads, t.visitors) ?? 0,
    format: (n) => pct(n),
    detail: 'Leads ÷ visitors.',
  },
];

function KpiCards({ totals, previous }: { totals: Totals; previous: Totals }) {
  return (
    <dl
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
      data-testid="analytics-kpis"
    >
      {KPIS.map(({ value, ...kpi }) => (
        <Kpi key={kpi.label} {...kpi} value={value(totals)} previous={value(previous)} />
      ))}
    </dl>
  );
}

/**
 * Server part of the Analytics tab (capability `content`): the range from the
 * URL (presets or custom from/to), KPI cards against the previous period, the daily chart, and the
 * tables of pages, articles (with leads by first- or last-touch landing page), referrers,
 * campaigns and devices, and what each landing page and its forms converted, every page-view
 * figure read from the aggregates. Says when counting is off (`ANALYTICS=off`) and when the
 * period has no page views.
 */
export async function AnalyticsPanel({ params }: { params: Params }) {
  const range = parseAnalyticsRange(params);
  const touchParam = Array.isArray(params.touch) ? params.touch[0] : params.touch;
  const touch: LeadTouch = touchParam === 'last' ? 'last' : 'first';
  const { report, landing, counting } = await loadAnalyticsTab(range, touch);
  const touchSwitch = (
    <nav
      className="flex items-center gap-2 text-sm text-slate-700"
      aria-label="Attribute leads to articles by"
    >
      <span aria-hidden="true">Leads by:</span>
      {(['first', 'last'] as const).map((t) => (
        <Link
          key={t}
          href={tabHref(range, t)}
          aria-current={touch === t ? 'page' : undefined}
          className={cn(pill(touch === t), 'h-7 text-xs')}
        >
          {t === 'first' ? 'First touch' : 'Last touch'}
        </Link>
      ))}
    </nav>
  );
  return (
    <div className="space-y-8" data-testid="analytics-panel">
      <RangeBar range={range} touch={touch} />
      <p className="text-sm text-slate-600" data-testid="analytics-period">
        {longDay(range.from)} – {longDay(range.to)} (UTC, {range.days}{' '}
        {range.days === 1 ? 'day' : 'days'}), compared with {longDay(range.previous.from)} –{' '}
        {longDay(range.previous.to)}.
      </p>
      {counting ? null : (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="analytics-off"
        >
          Page-view counting is off on this server (<code>ANALYTICS=off</code>): no new views are
          recorded. Figures already counted are still shown.
        </p>
      )}
      <KpiCards totals={report.totals} previous={report.previous} />
      {report.totals.views === 0 ? (
        <div
          className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600"
          data-testid="analytics-empty"
        >
          <p className="font-medium text-navy-900">No page views yet in this period.</p>
          <p className="mt-2 text-sm">
            Views appear here a few seconds after they happen. Nothing is counted when the server
            runs with <code>ANALYTICS=off</code>, nor for bots or visitors sending Global Privacy
            Control.
          </p>
        </div>
      ) : (
        <>
          <AnalyticsChart
            data={fillDays(report.series, range, { views: 0, visitors: 0, leads: 0 })}
          />
          <ReportTables report={report} touch={touch} touchSwitch={touchSwitch} />
        </>
      )}
      {/* Outside the no-views state: a period may have submissions without counted views. */}
      <LandingPagesTables pages={landing} />
    </div>
  );
}
