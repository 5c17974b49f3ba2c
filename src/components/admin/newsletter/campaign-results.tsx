import { StatTiles } from '@/components/ui/stat-tiles';
import type { CampaignResults } from '@/server/newsletter/campaigns';

const n = (value: number) => value.toLocaleString('en-US');

/** The figures of a campaign's results, in the order the list and the editor show them. */
export function resultStats(r: CampaignResults, withPending = false) {
  return [
    { label: 'Recipients', value: n(r.recipients) },
    { label: 'Sent', value: n(r.sent) },
    ...(withPending && r.pending > 0 ? [{ label: 'Waiting', value: n(r.pending) }] : []),
    { label: 'Failed', value: n(r.failed) },
    { label: 'Bounced', value: n(r.bounced) },
    { label: 'Unsubscribed', value: n(r.unsubscribed) },
    { label: 'Link clicks', value: n(r.clicks) },
    { label: 'Demo requests', value: n(r.demoRequests) },
    { label: 'Contacts', value: n(r.contacts) },
  ];
}

/**
 * A campaign's results as the editor shows them once its sending started: the figures as tiles,
 * then each link with its clicks.
 */
export function CampaignResultsView({ results }: { results: CampaignResults }) {
  return (
    <section aria-labelledby="campaign-results" className="space-y-4">
      <h4 id="campaign-results" className="font-semibold text-navy-900">
        Results
      </h4>
      <StatTiles
        stats={resultStats(results, true)}
        look="panel"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        testId="campaign-results"
      />
      <p className="text-xs text-slate-600">
        Demo requests and contacts count the leads whose visit came from this campaign&apos;s links.
        Clicks are counted per link, never per person.
      </p>
      {results.links.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Clicks per link</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="pb-2 font-semibold">
                Link
              </th>
              <th scope="col" className="pb-2 text-right font-semibold">
                Clicks
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {results.links.map((l) => (
              <tr key={l.url}>
                <td className="py-2 pr-4 break-all text-slate-700">{l.url}</td>
                <td className="py-2 text-right font-medium text-navy-900">{n(l.clicks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
