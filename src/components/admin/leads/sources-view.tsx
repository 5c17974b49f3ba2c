'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { LandingRow, SourceRow, SourcesRange } from '@/server/leads/sources';
import { DateRangeFields } from './inbox-filters';

const th = 'px-3 py-2 text-left font-semibold text-slate-700';
const td = 'px-3 py-2 text-slate-800';
const num = 'px-3 py-2 text-right tabular-nums text-slate-800';

/** A conversion rate as a percentage with no decimals, or "—" without leads. */
function rate(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—';
}

/**
 * The Sources view of the Customer Data tab: leads per first-touch source /
 * medium / campaign and per landing page for a date range, as a chart (Recharts) and tables, with
 * how many were qualified or won. The range is in the URL (a GET form).
 */
export function SourcesView({
  range,
  sources,
  landingPages,
  total,
}: {
  range: SourcesRange;
  sources: SourceRow[];
  landingPages: LandingRow[];
  total: number;
}) {
  const chart = sources.slice(0, 10).map((s) => ({
    name: s.campaign ? `${s.source} / ${s.campaign}` : `${s.source} / ${s.medium}`,
    leads: s.leads,
    won: s.won,
  }));
  return (
    <div className="space-y-8">
      <form
        method="get"
        action="/admin/leads"
        className="flex flex-wrap items-end gap-3"
        aria-label="Date range"
      >
        <input type="hidden" name="view" value="sources" />
        <DateRangeFields from={range.from} to={range.to} />
        <Button type="submit" size="sm" className="h-10">
          Show
        </Button>
        <p className="text-sm text-slate-600" data-testid="sources-total">
          {total.toLocaleString('en-US')} {total === 1 ? 'lead' : 'leads'} (spam not counted),
          attributed to the visit where each person first arrived.
        </p>
      </form>

      {sources.length === 0 ? (
        <p className="text-sm text-slate-600">No leads in this period.</p>
      ) : (
        <>
          <figure aria-label="Leads per source" className="h-72 w-full">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={chart} layout="vertical" margin={{ left: 24, right: 16 }}>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" allowDecimals={false} />
                <YAxis type="category" dataKey="name" width={180} tick={{ fontSize: 12 }} />
                <Tooltip />
                <Bar dataKey="leads" name="Leads" fill="#2563eb" />
                <Bar dataKey="won" name="Won" fill="#059669" />
              </BarChart>
            </ResponsiveContainer>
          </figure>

          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full text-sm" data-testid="sources-table">
              <caption className="sr-only">Leads per source, medium and campaign</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th className={th}>Source</th>
                  <th className={th}>Medium</th>
                  <th className={th}>Campaign</th>
                  <th className={cn(th, 'text-right')}>Leads</th>
                  <th className={cn(th, 'text-right')}>Demo requests</th>
                  <th className={cn(th, 'text-right')}>Contact</th>
                  <th className={cn(th, 'text-right')}>Newsletter</th>
                  <th className={cn(th, 'text-right')}>Landing page forms</th>
                  <th className={cn(th, 'text-right')}>Qualified or won</th>
                  <th className={cn(th, 'text-right')}>Won</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {sources.map((s) => (
                  <tr key={`${s.source}|${s.medium}|${s.campaign ?? ''}`}>
                    <td className={td}>{s.source}</td>
                    <td className={td}>{s.medium}</td>
                    <td className={td}>{s.campaign ?? '—'}</td>
                    <td className={num}>{s.leads}</td>
                    <td className={num}>{s.demo_requests}</td>
                    <td className={num}>{s.contacts}</td>
                    <td className={num}>{s.newsletter}</td>
                    <td className={num}>{s.forms}</td>
                    <td className={num}>
                      {s.qualified} ({rate(s.qualified, s.leads)})
                    </td>
                    <td className={num}>
                      {s.won} ({rate(s.won, s.leads)})
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full text-sm" data-testid="landing-table">
              <caption className="sr-only">Leads per landing page</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th className={th}>Landing page</th>
                  <th className={cn(th, 'text-right')}>Leads</th>
                  <th className={cn(th, 'text-right')}>Won</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {landingPages.map((l) => (
                  <tr key={l.landing_page}>
                    <td className={td}>{l.landing_page}</td>
                    <td className={num}>{l.leads}</td>
                    <td className={num}>{l.won}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
