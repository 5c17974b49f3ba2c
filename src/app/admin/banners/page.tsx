import { BannersPanel } from '@/components/admin/banners/banners-panel';
import { AdminSection } from '@/components/admin/section';

/** The Homepage Banners section. */
export default async function Page() {
  return <AdminSection id="banners">{() => <BannersPanel />}</AdminSection>;
}
