import 'server-only';
import { pickFields } from '@/lib/utils';
import { BANNER_TEXT_FIELDS } from '@/lib/validation/banners';
import { loadAdminBanners } from '@/server/banners/queries';
import { BannersManager } from './banners-manager';

/** Server part of the Homepage Banners tab: reads every banner, uncached. */
export async function BannersPanel() {
  const rows = await loadAdminBanners();
  return (
    <BannersManager
      banners={rows.map((row) =>
        pickFields(row, ['id', ...BANNER_TEXT_FIELDS, 'order_index', 'is_active', 'version']),
      )}
    />
  );
}
