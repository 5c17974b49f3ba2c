import { can, type Capability, type StaffRole } from '@/lib/roles';

/**
 * The dashboard tabs, each with the capability it needs: a tab a role may not use is
 * neither shown nor rendered for it. The Overview (what needs attention) comes first and is where
 * the back office opens; the specification's Media System follows.
 */
export const ADMIN_TABS = [
  { id: 'overview', label: 'Overview', capability: 'content' },
  { id: 'media', label: 'Media System', capability: 'content' },
  { id: 'customers', label: 'Customer Data', capability: 'leads.masked' },
  { id: 'analytics', label: 'Analytics', capability: 'content' },
  { id: 'bulk', label: 'Bulk Creator', capability: 'content' },
  { id: 'blog', label: 'Blog Posts', capability: 'content' },
  { id: 'resources', label: 'Resources', capability: 'content' },
  { id: 'banners', label: 'Homepage Banners', capability: 'content' },
  { id: 'seo', label: 'SEO & Sitemap', capability: 'content' },
  { id: 'trash', label: 'Trash', capability: 'content' },
  { id: 'team', label: 'Team', capability: 'team' },
  { id: 'integrations', label: 'Integrations', capability: 'settings' },
] as const satisfies readonly { id: string; label: string; capability: Capability }[];

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

/** The tabs `role` may use, in order. */
export function tabsFor(role: StaffRole): AdminTabId[] {
  return ADMIN_TABS.filter((t) => can(role, t.capability)).map((t) => t.id);
}

/** The label of a tab. */
export function tabLabel(id: AdminTabId): string {
  return ADMIN_TABS.find((t) => t.id === id)!.label;
}

/** Other names a link may use for a tab: `?tab=sitemap` is the SEO & Sitemap tab. */
const TAB_ALIASES: Record<string, AdminTabId> = { sitemap: 'seo' };

/**
 * The tab named in the URL (`?tab=`, or one of its {@link TAB_ALIASES}), the default when none is
 * named or the name is unknown, and whether `role` may open it (the page refuses it otherwise,
 * saying so).
 */
export function parseAdminTab(
  value: string | string[] | undefined,
  role: StaffRole,
): { tab: AdminTabId; allowed: boolean } {
  const v = Array.isArray(value) ? value[0] : value;
  const id = v !== undefined && Object.hasOwn(TAB_ALIASES, v) ? TAB_ALIASES[v]! : v;
  const tab = ADMIN_TABS.find((t) => t.id === id) ?? ADMIN_TABS[0];
  return { tab: tab.id, allowed: can(role, tab.capability) };
}
