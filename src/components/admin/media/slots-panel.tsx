import 'server-only';
import type { SiteMedia } from '@/db/schema';
import { pickFields } from '@/lib/utils';
import { loadSlotsTab } from '@/server/media/queries';
import type { PreviousFile } from '@/server/media/service';
import { SlotsManager, type SlotMediaRow } from './slots-manager';

/** What the slot lists show of a media item (the serialisable fields). */
function toRow(r: SiteMedia, previous?: PreviousFile): SlotMediaRow {
  const row = pickFields(r, [
    'id',
    'name',
    'file_url',
    'file_type',
    'alt_text',
    'redirect_url',
    'seo_title',
    'seo_description',
    'seo_score',
    'is_active',
    'is_clickable',
    'slot_id',
    'file_size',
    'version',
  ]);
  return previous ? { ...row, previous_file: previous.fileName ?? 'the previous file' } : row;
}

/** Server part of the Page Slots sub-tab: slot media and unassigned media, uncached. */
export async function SlotsPanel() {
  const { assigned, unassigned, previous } = await loadSlotsTab();
  return (
    <SlotsManager
      assigned={assigned.map((r) => toRow(r, previous.get(r.id)))}
      unassigned={unassigned.map((r) => toRow(r))}
    />
  );
}
