'use client';

import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '@/lib/leads';
import { cn } from '@/lib/utils';
import { LEAD_SEARCH_MAX, NO_OWNER, type LeadInboxQuery } from '@/lib/validation/lead-inbox';
import { ToolbarInput } from '../controls';

/** The filter choices the server found: sources and campaigns seen, team members. */
export type InboxChoices = {
  sources: string[];
  campaigns: string[];
  owners: { id: string; name: string }[];
};

/** A labelled filter control (the label above it). */
function FilterLabel({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
      {label}
      {children}
    </label>
  );
}

/** A labelled filter select of the inbox form (its options after the placeholder). */
function FilterSelect({
  label,
  ...select
}: { label: string } & Omit<React.ComponentProps<typeof Select>, 'className'>) {
  return (
    <FilterLabel label={label}>
      <Select {...select} className="h-10" />
    </FilterLabel>
  );
}

/**
 * The From and To date fields of a range filter (YYYY-MM-DD, named `from` and `to`), for the
 * inbox's filters and the Sources view.
 */
export function DateRangeFields({ from, to }: { from: string; to: string }) {
  return (
    <>
      {(
        [
          ['from', 'From', from],
          ['to', 'To', to],
        ] as const
      ).map(([name, label, value]) => (
        <FilterLabel key={name} label={label}>
          <ToolbarInput name={name} type="date" defaultValue={value} />
        </FilterLabel>
      ))}
    </>
  );
}

/**
 * The inbox's status filter, with counts per status: All (every status but Spam), then
 * each status with its count under the other filters; Spam is the quarantine.
 */
export function StatusFilter({
  status,
  counts,
  onChange,
}: {
  status: LeadStatus | '';
  counts: Record<LeadStatus, number>;
  onChange: (status: LeadStatus | '') => void;
}) {
  const open = LEAD_STATUSES.filter((s) => s !== 'spam').reduce((n, s) => n + counts[s], 0);
  const options: { value: LeadStatus | ''; label: string; n: number }[] = [
    { value: '', label: 'All', n: open },
    ...LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s], n: counts[s] })),
  ];
  return (
    <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
      {options.map((o) => (
        <button
          key={o.value || 'all'}
          type="button"
          aria-pressed={status === o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            'rounded-full border px-3 py-1 text-sm font-medium',
            status === o.value
              ? 'border-navy-900 bg-navy-900 text-white'
              : 'border-slate-300 text-slate-700 hover:bg-slate-50',
            o.value === 'spam' && status !== 'spam' && 'border-amber-300 text-amber-900',
          )}
        >
          {o.label} ({o.n})
        </button>
      ))}
    </div>
  );
}

/**
 * Search and filters of the inbox: search (name, e-mail, company; in the masked
 * view only what it shows: company, source, campaign, landing page), owner, source, campaign and
 * a date range. A GET form: applied as a new URL, so a view can be shared and
 * survives a reload; without JavaScript it still works.
 */
export function InboxFilters({
  query,
  choices,
  masked,
  onApply,
}: {
  query: LeadInboxQuery;
  choices: InboxChoices;
  /** The view is masked: the search matches only what it shows. */
  masked: boolean;
  onApply: (change: Partial<LeadInboxQuery>) => void;
}) {
  const filtered = Boolean(
    query.q || query.owner || query.source || query.campaign || query.from || query.to,
  );
  return (
    <form
      method="get"
      action="/admin/leads"
      role="search"
      aria-label="Filter leads"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7 xl:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget);
        const get = (k: string) => String(f.get(k) ?? '').trim();
        onApply({
          q: get('q'),
          owner: get('owner'),
          source: get('source'),
          campaign: get('campaign'),
          from: get('from'),
          to: get('to'),
          page: 1,
        });
      }}
    >
      <FilterLabel label="Search">
        <ToolbarInput
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={LEAD_SEARCH_MAX}
          placeholder={masked ? 'Company, source or campaign' : 'Name, e-mail or company'}
          title={
            masked
              ? 'The masked view searches only what it shows. Full data searches names and e-mails too.'
              : undefined
          }
        />
      </FilterLabel>
      <FilterSelect label="Owner" name="owner" defaultValue={query.owner} placeholder="Anyone">
        <option value={NO_OWNER}>Unassigned</option>
        {choices.owners.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </FilterSelect>
      {(
        [
          ['source', 'Source', 'Any source', choices.sources],
          ['campaign', 'Campaign', 'Any campaign', choices.campaigns],
        ] as const
      ).map(([name, label, placeholder, options]) => (
        <FilterSelect
          key={name}
          label={label}
          name={name}
          defaultValue={query[name]}
          placeholder={placeholder}
          options={options}
        />
      ))}
      <DateRangeFields from={query.from} to={query.to} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" className="h-10">
          <Search aria-hidden="true" /> Apply
        </Button>
        {filtered ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-10"
            onClick={() =>
              onApply({ q: '', owner: '', source: '', campaign: '', from: '', to: '', page: 1 })
            }
          >
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}
