import { AdminSection } from '@/components/admin/section';
import { NotFoundPanel } from '@/components/admin/seo/not-found-panel';
import { RedirectsPanel } from '@/components/admin/seo/redirects-panel';
import { SitemapPanel } from '@/components/admin/seo/sitemap-panel';
import type { SearchParamsProps } from '@/lib/search-params';

/** The SEO & Sitemap section: the sitemap, the redirects and the 404 monitor. */
export default async function Page({ searchParams }: SearchParamsProps) {
  const params = await searchParams;
  return (
    <AdminSection id="seo">
      {() => (
        <div className="space-y-10">
          <SitemapPanel />
          <RedirectsPanel />
          <NotFoundPanel params={params} />
        </div>
      )}
    </AdminSection>
  );
}
