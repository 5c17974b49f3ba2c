'use client';

import { History, RefreshCw, RotateCcw } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import type { WebhookDeliveryStatus } from '@/lib/webhooks';
import { retryWebhookDeliveryAction } from '@/server/webhooks/actions';
import { adminRead } from '../admin-read';
import { ActionButton, EmptyState } from '../controls';
import { useAdminAction } from '../use-admin-action';

/** One delivery as the log shows it (dates as ISO text). */
export type DeliveryLogRow = {
  id: number;
  endpoint_id: number;
  endpoint_name: string;
  event_type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  next_attempt_at: string;
};

/** What the panel may ask of the log. */
export type DeliveryLogHandle = { reload: () => void };

/** A page of the log and whether older deliveries exist. */
export type DeliveryLogPage = { rows: DeliveryLogRow[]; more: boolean };

type Loaded = {
  rows: {
    [K in keyof DeliveryLogRow]: K extends 'created_at' | 'next_attempt_at'
      ? Date | string
      : DeliveryLogRow[K];
  }[];
  more: boolean;
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

const toPage = (data: Loaded): DeliveryLogPage => ({
  more: data.more,
  rows: data.rows.map((r) => ({
    ...r,
    created_at: new Date(r.created_at).toISOString(),
    next_attempt_at: new Date(r.next_attempt_at).toISOString(),
  })),
});

/** The words of a delivery's state: waiting, failed and retrying, delivered, or given up. */
function statusText(r: DeliveryLogRow): { text: string; className: string } {
  if (r.status === 'delivered') return { text: 'Delivered', className: 'text-green-700' };
  if (r.status === 'dead') return { text: 'Failed — gave up', className: 'text-red-700' };
  if (r.attempts > 0)
    return { text: `Failed — retry at ${when(r.next_attempt_at)}`, className: 'text-amber-800' };
  return { text: 'Waiting', className: 'text-slate-700' };
}

/**
 * The webhook delivery log: newest first, 50 at a time ("Older" loads more), all
 * endpoints or one; each delivery's time, event, endpoint, state, attempts, last status code and
 * last error, with Retry on a failed one. `ref` lets the panel reload it (after Send test).
 */
export function DeliveryLog({
  initial,
  endpoints,
  ref,
}: {
  initial: DeliveryLogPage;
  endpoints: { id: number; name: string }[];
  ref?: React.Ref<DeliveryLogHandle>;
}) {
  const { run } = useAdminAction();
  const [page, setPage] = React.useState(initial);
  const [endpointId, setEndpointId] = React.useState<number | undefined>(undefined);
  const [loading, setLoading] = React.useState(false);

  const load = React.useCallback(async (opts: { before?: number; endpoint?: number } = {}) => {
    setLoading(true);
    const query: Record<string, number> = {};
    if (opts.endpoint !== undefined) query.endpointId = opts.endpoint;
    if (opts.before !== undefined) query.before = opts.before;
    const result = await adminRead<Loaded>('/api/admin/webhooks/deliveries', query).catch(
      () => null,
    );
    setLoading(false);
    if (!result?.ok) {
      toast.error('Error loading the delivery log', {
        description: result?.ok === false ? result.error : 'Please try again.',
      });
      return;
    }
    const next = toPage(result.data as Loaded);
    setPage((p) => (opts.before ? { rows: [...p.rows, ...next.rows], more: next.more } : next));
  }, []);

  // The panel asks for a reload after Send test.
  React.useImperativeHandle(ref, () => ({ reload: () => void load({ endpoint: endpointId }) }), [
    load,
    endpointId,
  ]);

  const retry = async (id: number) => {
    const result = await run(() => retryWebhookDeliveryAction({ id }), {
      success: 'Delivery queued again',
      errorTitle: 'Error retrying the delivery',
    });
    if (result.ok) {
      await load({ endpoint: endpointId });
      setTimeout(() => void load({ endpoint: endpointId }), 1500);
    }
  };

  return (
    <div className="mt-8" data-testid="webhook-log">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 className="text-lg font-semibold text-navy-900">Delivery log</h3>
        <div className="flex flex-wrap items-center gap-2">
          <Select
            aria-label="Show deliveries of"
            className="w-56"
            value={endpointId ?? ''}
            onChange={(e) => {
              const id = e.target.value ? Number(e.target.value) : undefined;
              setEndpointId(id);
              void load({ endpoint: id });
            }}
            placeholder="All endpoints"
            options={endpoints.map((e) => ({ value: e.id, label: e.name }))}
          />
          <Button variant="outline" onClick={() => void load({ endpoint: endpointId })}>
            <RefreshCw aria-hidden="true" className={loading ? 'animate-spin' : undefined} />{' '}
            Refresh
          </Button>
        </div>
      </div>
      {page.rows.length === 0 ? (
        <div className="mt-4">
          <EmptyState icon={History} title="No deliveries yet." />
        </div>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="webhook-log-table">
            <thead className="border-b border-slate-200 text-xs text-slate-600 uppercase">
              <tr>
                {['Time', 'Event', 'Endpoint', 'Status', 'Attempts', 'Code', 'Last error', ''].map(
                  (c, i) => (
                    <th key={i} scope="col" className="px-3 py-2 font-semibold">
                      {c || <span className="sr-only">Actions</span>}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {page.rows.map((r) => {
                const s = statusText(r);
                const failed = r.status === 'dead' || (r.status === 'pending' && r.attempts > 0);
                return (
                  <tr key={r.id} data-testid="webhook-delivery" data-status={r.status}>
                    <td className="px-3 py-2 whitespace-nowrap">{when(r.created_at)}</td>
                    <td className="px-3 py-2 font-mono text-xs">{r.event_type}</td>
                    <td className="px-3 py-2">{r.endpoint_name}</td>
                    <td className={`px-3 py-2 font-medium ${s.className}`}>{s.text}</td>
                    <td className="px-3 py-2 tabular-nums">{r.attempts}</td>
                    <td className="px-3 py-2 tabular-nums">{r.last_status_code ?? '—'}</td>
                    <td className="max-w-xs px-3 py-2 text-xs break-words text-slate-700">
                      {r.last_error ?? '—'}
                    </td>
                    <td className="px-3 py-2">
                      {failed ? (
                        <ActionButton
                          icon={RotateCcw}
                          text="Retry"
                          label={`Retry ${r.event_type} to ${r.endpoint_name}`}
                          onClick={() => void retry(r.id)}
                        />
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {page.more ? (
        <div className="mt-3">
          <Button
            variant="outline"
            disabled={loading}
            onClick={() => void load({ endpoint: endpointId, before: page.rows.at(-1)!.id })}
          >
            Older deliveries
          </Button>
        </div>
      ) : null}
    </div>
  );
}
