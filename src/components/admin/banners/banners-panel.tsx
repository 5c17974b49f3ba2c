import 'server-only';
import { loadAdminBanners } from '@/server/banners/queries';
import { BannersManager } from './banners-manager';

/** Server part of the Homepage Banners tab: reads every banner, uncached. */
export async function BannersPanel() {
  const rows = await loadAdminBanners();
  return (
    <BannersManager
      banners={rows.map((row) => ({
        id: row.id,
        image_url: row.image_url,
        redirect_url: row.redirect_url,
        alt_text: row.alt_text,
        headline: row.headline,
        subtext: row.subtext,
        cta_label: row.cta_label,
        order_index: row.order_index,
        is_active: row.is_active,
        edit_version: row.edit_version,
      }))}
    />
  );
}
