import 'server-only';
import type { SiteMedia } from '@/db/schema';
import { loadSlotsTab } from '@/server/media/queries';
import { SlotsManager, type SlotMediaRow } from './slots-manager';

function toRow(r: SiteMedia): SlotMediaRow {
  return {
    id: r.id,
    name: r.name,
    file_url: r.file_url,
    file_type: r.file_type,
    alt_text: r.alt_text,
    redirect_url: r.redirect_url,
    seo_title: r.seo_title,
    seo_description: r.seo_description,
    seo_score: r.seo_score,
    is_active: r.is_active,
    is_clickable: r.is_clickable,
    slot_id: r.slot_id,
    file_size: r.file_size,
    edit_version: r.edit_version,
  };
}

/** Server part of the Page Slots sub-tab: slot media and unassigned media, uncached. */
export async function SlotsPanel() {
  const { assigned, unassigned } = await loadSlotsTab();
  return <SlotsManager assigned={assigned.map(toRow)} unassigned={unassigned.map(toRow)} />;
}
