import 'server-only';
import type { SiteMedia } from '@/db/schema';
import { pickFields } from '@/lib/utils';
import { loadSlotsTab } from '@/server/media/queries';
import { SlotsManager, type SlotMediaRow } from './slots-manager';

/** What the slot lists show of a media item (the serialisable fields). */
function toRow(r: SiteMedia): SlotMediaRow {
  return pickFields(r, [
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
    'edit_version',
  ]);
}

/** Server part of the Page Slots sub-tab: slot media and unassigned media, uncached. */
export async function SlotsPanel() {
  const { assigned, unassigned } = await loadSlotsTab();
  return <SlotsManager assigned={assigned.map(toRow)} unassigned={unassigned.map(toRow)} />;
}
