'use client';

import { Film } from 'lucide-react';
import type * as React from 'react';
import { Select } from '@/components/ui/input';
import { isBrokenUrl } from '@/lib/media/rules';
import { slotCatalogue, type SlotPage } from '@/lib/media/slots';
import type { UploadResult } from '@/lib/upload-client';
import { cn } from '@/lib/utils';
import { SLOT_PAGE_PATHS } from '../slot-pages';

/** A site_media row as the Page Slots sub-tab needs it. */
export type SlotMediaRow = {
  id: number;
  name: string;
  file_url: string;
  file_type: string | null;
  alt_text: string | null;
  redirect_url: string | null;
  seo_title: string | null;
  seo_description: string | null;
  seo_score: number | null;
  is_active: boolean;
  is_clickable: boolean;
  slot_id: string | null;
  file_size: string | null;
  /** The edit version the Edit dialog sends back. */
  version: number;
  /** The file name of the file it showed before "Replace", when its history keeps one. */
  previous_file?: string;
};

/** The display name of a slot, or its id when the catalogue does not know it. */
export function slotName(id: string): string {
  return slotCatalogue.find((s) => s.id === id)?.name ?? id;
}

/** An upload's result as the slot media actions store it. */
export function storedFile(result: UploadResult) {
  return {
    file_url: result.url,
    file_type: result.contentType,
    size: result.size,
    original_filename: result.originalFilename,
    width: result.width ?? null,
    height: result.height ?? null,
  };
}

/** A media item's preview: the image, or a placeholder for a video or a broken URL. */
export function MediaThumb({ item, className }: { item: SlotMediaRow; className?: string }) {
  const isVideo = (item.file_type ?? '').startsWith('video/');
  if (isVideo || isBrokenUrl(item.file_url)) {
    return (
      <div
        className={cn(
          'flex items-center justify-center rounded-lg bg-slate-100 text-slate-600',
          className,
        )}
      >
        {isVideo ? (
          <Film aria-hidden="true" className="size-6" />
        ) : (
          <span className="text-xs">No preview</span>
        )}
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- admin preview of stored or external media
    <img
      src={item.file_url}
      alt={item.alt_text ?? ''}
      className={cn('rounded-lg bg-slate-100 object-contain', className)}
    />
  );
}

/** A slot picker, its slots grouped by page. */
export function SlotSelect({
  id,
  value,
  onChange,
  slots,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  slots: readonly { id: string; name: string; page: SlotPage }[];
}) {
  const pages = [...new Set(slots.map((s) => s.page))];
  return (
    <Select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder="Choose a slot"
    >
      {pages.map((page) => (
        <optgroup key={page} label={SLOT_PAGE_PATHS[page].label}>
          {slots
            .filter((s) => s.page === page)
            .map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
        </optgroup>
      ))}
    </Select>
  );
}

/** A titled section of the Page Slots sub-tab. */
export function Card({
  title,
  children,
  id,
}: {
  title: string;
  children: React.ReactNode;
  id: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 p-5">
      <h4 id={id} className="text-base font-semibold text-navy-900">
        {title}
      </h4>
      <div className="mt-4">{children}</div>
    </section>
  );
}
