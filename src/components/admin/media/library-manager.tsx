'use client';

import { Film, Inbox, Search, Upload } from 'lucide-react';
import Link from 'next/link';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, Label, Select } from '@/components/ui/input';
import { buttonVariants } from '@/components/ui/variants';
import { isBrokenUrl, PLACEMENT_PAGES, type PlacementPage } from '@/lib/media/rules';
import { getSlot } from '@/lib/media/slots';
import type { UsageFilter } from '@/lib/media/usage';
import { cn } from '@/lib/utils';
import { EmptyState } from '../controls';
import { LibraryCardActions } from './library-card-actions';
import { MediaEditorDialog, type EditorState } from './media-editor-dialog';
import { MediaSeoBadge } from './seo-badge';
import { SLOT_PAGE_PATHS } from './slot-pages';
import type { ShowingBySlot } from './slots/slot-now';

/** A library item as the cards show it. */
export type LibraryCard = {
  id: number;
  name: string;
  description: string | null;
  category_id: number | null;
  category_name: string | null;
  file_url: string;
  file_type: string | null;
  file_size: string | null;
  alt_text: string | null;
  seo_title: string | null;
  seo_description: string | null;
  redirect_url: string | null;
  is_clickable: boolean;
  mobile_optimized: boolean;
  is_active: boolean;
  slot_id: string | null;
  usage_locations: string[];
  inUse: boolean;
  duplicate: boolean;
  /** The edit version the editor sends back. */
  version: number;
};

export type MediaCategoryOption = { id: number; name: string };

/** Where an item is shown: its slot's page, or the pages of its usage locations. */
function placesOf(item: LibraryCard): { label: string; path: string }[] {
  if (item.slot_id) {
    const slot = getSlot(item.slot_id);
    return [{ label: SLOT_PAGE_PATHS[slot.page].label, path: SLOT_PAGE_PATHS[slot.page].path }];
  }
  const pages = new Set(item.usage_locations.map((l) => l.split(':')[0] as PlacementPage));
  return [...pages].filter((p) => p in PLACEMENT_PAGES).map((p) => PLACEMENT_PAGES[p]);
}

/** The usage filter's choices, in order. */
const USAGE_LABELS: Record<UsageFilter, string> = {
  all: 'All Media',
  'in-use': 'In Use',
  unused: 'Unused',
  duplicates: 'Duplicates',
};

/** A control of the filter form, its label for screen readers only; the control gets `id`. */
function FilterField({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: React.ReactElement<{ id?: string }>;
}) {
  return (
    <div>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      {React.cloneElement(children, { id })}
    </div>
  );
}

/**
 * The Media Library ("Enhanced Media Management", back-office.md §2): search, category and usage
 * filters (a GET form, so they work without JavaScript and survive reload), Store for Later and
 * Upload & Use Now, and the cards with edit, duplicate, preview, visit, archive and delete.
 */
export function LibraryManager({
  items,
  categories,
  showing,
  filter,
}: {
  items: LibraryCard[];
  categories: MediaCategoryOption[];
  /** What each filled page slot shows now (for the Upload & Place chooser). */
  showing: ShowingBySlot;
  filter: { q: string; category: string; usage: string };
}) {
  const [editor, setEditor] = React.useState<EditorState | null>(null);
  const [preview, setPreview] = React.useState<LibraryCard | null>(null);
  // The item being edited as the library has it now (refreshed after a save or a restore).
  const editing = editor?.item
    ? (items.find((i) => i.id === editor.item!.id) ?? editor.item)
    : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-navy-900">Enhanced Media Management</h3>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setEditor({ flow: 'store', item: null })}>
            <Inbox aria-hidden="true" /> Store for Later
          </Button>
          <Button onClick={() => setEditor({ flow: 'use_now', item: null })}>
            <Upload aria-hidden="true" /> Upload &amp; Use Now
          </Button>
        </div>
      </div>

      <form
        method="get"
        action="/admin/media"
        role="search"
        className="grid gap-3 rounded-xl bg-slate-50 p-4 md:grid-cols-[1fr_auto_auto_auto]"
      >
        <input type="hidden" name="media" value="library" />
        <FilterField id="library-q" label="Search media">
          <Input
            name="q"
            type="search"
            defaultValue={filter.q}
            placeholder="Search name, description or alt text"
          />
        </FilterField>
        <FilterField id="library-category" label="Category">
          <Select
            name="category"
            defaultValue={filter.category}
            placeholder="All categories"
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
          />
        </FilterField>
        <FilterField id="library-usage" label="Usage">
          <Select
            name="usage"
            defaultValue={filter.usage}
            options={Object.entries(USAGE_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </FilterField>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" /> Filter
        </Button>
      </form>

      {items.length === 0 ? (
        <EmptyState icon={Search} title="No media found">
          <p className="mt-1 text-sm text-slate-600">
            {filter.q || filter.category || filter.usage !== 'all'
              ? 'Nothing matches these filters.'
              : 'Store or upload media to build the library.'}
          </p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Media library">
          {items.map((item) => {
            const isVideo = (item.file_type ?? '').startsWith('video/');
            return (
              <li
                key={item.id}
                data-testid="library-card"
                className={cn(
                  'flex flex-col overflow-hidden rounded-xl border border-slate-200',
                  !item.is_active && 'opacity-75',
                )}
              >
                <div className="flex h-36 items-center justify-center bg-slate-100">
                  {isVideo || isBrokenUrl(item.file_url) ? (
                    <Film aria-hidden="true" className="size-8 text-slate-400" />
                  ) : (
                    // eslint-disable-next-line @next/next/no-img-element -- admin preview
                    <img
                      src={item.file_url}
                      alt={item.alt_text ?? ''}
                      className="max-h-36 object-contain"
                    />
                  )}
                </div>
                <div className="flex flex-1 flex-col p-4">
                  <p className="font-medium break-all text-navy-900">{item.name}</p>
                  <p className="mt-1 text-xs text-slate-600">
                    {item.category_name ?? 'Uncategorised'}
                    {item.file_size ? ` · ${item.file_size}` : ''}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-1.5 text-xs font-semibold">
                    {!item.is_active ? (
                      <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-700">
                        Archived
                      </span>
                    ) : null}
                    <MediaSeoBadge item={item} />
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5',
                        item.inUse ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-600',
                      )}
                    >
                      {item.inUse ? 'In Use' : 'Unused'}
                    </span>
                    {item.duplicate ? (
                      <span className="rounded-full bg-red-100 px-2 py-0.5 text-red-800">
                        Duplicate
                      </span>
                    ) : null}
                  </div>
                  {placesOf(item).length ? (
                    <p className="mt-2 text-xs text-slate-600">
                      View in place:{' '}
                      {placesOf(item).map((p, i) => (
                        <React.Fragment key={p.path}>
                          {i ? ', ' : ''}
                          <Link
                            href={p.path}
                            target="_blank"
                            className="font-medium text-brand-700 underline"
                          >
                            {p.label}
                          </Link>
                        </React.Fragment>
                      ))}
                    </p>
                  ) : null}
                  <LibraryCardActions
                    item={item}
                    onEdit={() => setEditor({ flow: 'store', item })}
                    onPreview={() => setPreview(item)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {editor ? (
        <MediaEditorDialog
          // Keyed by edit version: after a restore from its History, it shows the restored values.
          key={editing?.version ?? 'new'}
          state={{ ...editor, item: editing }}
          categories={categories}
          showing={showing}
          onClose={() => setEditor(null)}
        />
      ) : null}
      <Dialog open={preview !== null} onOpenChange={(o) => !o && setPreview(null)}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{preview?.name}</DialogTitle>
            <DialogDescription>{preview?.alt_text || 'No alt text yet'}</DialogDescription>
          </DialogHeader>
          {preview ? (
            (preview.file_type ?? '').startsWith('video/') ? (
              <video src={preview.file_url} controls className="mt-4 w-full rounded-lg" />
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- admin preview
              <img
                src={preview.file_url}
                alt={preview.alt_text ?? ''}
                className="mt-4 w-full rounded-lg"
              />
            )
          ) : null}
          {preview ? (
            <a
              href={preview.file_url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'outline', className: 'mt-4' })}
            >
              Open file
            </a>
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
