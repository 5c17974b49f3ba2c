import 'server-only';
import { loadAdminBanners } from '@/server/banners/queries';
import { BannersManager } from './banners-manager';

/** Server part of the Homepage Banners tab: reads every banner, uncached. */
export async function BannersPanel() {
  const rows = await loadAdminBanners();
  return (
    <BannersManager
      banners={rows.map(({ id, image_url, redirect_url, alt_text, order_index, is_active }) => ({
        id,
        image_url,
        redirect_url,
        alt_text,
        order_index,
        is_active,
      }))}
    />
  );
}
