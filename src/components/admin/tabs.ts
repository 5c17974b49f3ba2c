/** The seven dashboard tabs, Media System first and default (back-office.md §2). */
export const ADMIN_TABS = [
  { id: 'media', label: 'Media System' },
  { id: 'customers', label: 'Customer Data' },
  { id: 'bulk', label: 'Bulk Creator' },
  { id: 'blog', label: 'Blog Posts' },
  { id: 'resources', label: 'Resources' },
  { id: 'banners', label: 'Homepage Banners' },
  { id: 'seo', label: 'SEO & Sitemap' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

/** The tab named in the URL (`?tab=`), or the default. */
export function parseAdminTab(value: string | string[] | undefined): AdminTabId {
  const v = Array.isArray(value) ? value[0] : value;
  return ADMIN_TABS.find((t) => t.id === v)?.id ?? 'media';
}
