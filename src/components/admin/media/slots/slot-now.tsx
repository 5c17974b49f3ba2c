'use client';

import { Film, ImageOff } from 'lucide-react';
import { isBrokenUrl } from '@/lib/media/rules';
import { getSlot } from '@/lib/media/slots';
import { cn } from '@/lib/utils';

/** The active item of a slot, as the admin screens show what a slot shows now. */
export type SlotShowing = {
  id: number;
  name: string;
  file_url: string;
  file_type: string | null;
  alt_text: string | null;
};

/** The active item of every filled slot, by slot id. */
export type ShowingBySlot = Readonly<Record<string, SlotShowing>>;

const isVideo = (type: string | null | undefined) => (type ?? '').startsWith('video/');

/**
 * What a slot shows on the site now, in words: its item's name, or its shipped default.
 * @param slotId - a catalogue slot id
 * @param item - the slot's active item, if any
 */
export function showingText(slotId: string, item: SlotShowing | undefined): string {
  if (item) return item.name;
  const slot = getSlot(slotId);
  if (slot.defaultUrl) return 'Default image';
  return slot.id === 'product-demo-video' ? 'Default demo video' : 'Nothing yet';
}

/** A small picture of what a slot shows now: its item, its default, or an empty box. */
export function SlotNowThumb({
  slotId,
  item,
  className,
}: {
  slotId: string;
  item: SlotShowing | undefined;
  className?: string;
}) {
  const slot = getSlot(slotId);
  const url = item ? item.file_url : slot.defaultUrl;
  const box = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 text-slate-500',
    className,
  );
  if (
    !url ||
    isBrokenUrl(url) ||
    isVideo(item?.file_type) ||
    (!item && slot.id.includes('video'))
  ) {
    const Icon = !url && !slot.id.includes('video') ? ImageOff : Film;
    return (
      <span className={box}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
    );
  }
  return (
    <span className={box}>
      {/* eslint-disable-next-line @next/next/no-img-element -- admin preview of a slot */}
      <img src={url} alt="" className="max-h-full max-w-full object-contain" />
    </span>
  );
}
