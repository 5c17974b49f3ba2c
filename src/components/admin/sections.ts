import { can, type Capability, type StaffRole } from '@/lib/roles';

/**
 * The back office's sections, each a route under /admin with the capability it needs: a section a
 * role may not use is neither linked nor rendered for it. The Overview (what needs attention) is
 * /admin itself, where the back office opens; the specification's Media System follows.
 */
export const ADMIN_SECTIONS = [
  { id: 'overview', label: 'Overview', capability: 'content' },
  { id: 'media', label: 'Media System', capability: 'content' },
  { id: 'leads', label: 'Customer Data', capability: 'leads.masked' },
  { id: 'newsletter', label: 'Newsletter', capability: 'content' },
  { id: 'analytics', label: 'Analytics', capability: 'content' },
  { id: 'bulk', label: 'Bulk Creator', capability: 'content' },
  { id: 'pages', label: 'Pages', capability: 'content' },
  { id: 'posts', label: 'Blog Posts', capability: 'content' },
  { id: 'resources', label: 'Resources', capability: 'content' },
  { id: 'banners', label: 'Homepage Banners', capability: 'content' },
  { id: 'seo', label: 'SEO & Sitemap', capability: 'content' },
  { id: 'trash', label: 'Trash', capability: 'content' },
  { id: 'team', label: 'Team', capability: 'team' },
  { id: 'integrations', label: 'Integrations', capability: 'settings' },
] as const satisfies readonly { id: string; label: string; capability: Capability }[];

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];

const byId = (id: AdminSectionId) => ADMIN_SECTIONS.find((s) => s.id === id)!;

/** The sections `role` may use, in order. */
export function sectionsFor(role: StaffRole): AdminSectionId[] {
  return ADMIN_SECTIONS.filter((s) => can(role, s.capability)).map((s) => s.id);
}

/** The label of a section. */
export function sectionLabel(id: AdminSectionId): string {
  return byId(id).label;
}

/** Whether `role` may open the section. */
export function mayOpenSection(role: StaffRole, id: AdminSectionId): boolean {
  return can(role, byId(id).capability);
}

/** The address of a section: /admin for the Overview, /admin/<id> for the others. */
export function sectionPath(id: AdminSectionId): string {
  return id === 'overview' ? '/admin' : `/admin/${id}`;
}

/** The names links used for the sections when they were `/admin?tab=<name>` tabs. */
const OLD_TAB_NAMES: Record<string, AdminSectionId> = {
  customers: 'leads',
  blog: 'posts',
  sitemap: 'seo',
  ...Object.fromEntries(ADMIN_SECTIONS.map((s) => [s.id, s.id])),
};

/**
 * Where an old `/admin?tab=<name>&…` link now lives: the section's route with the link's other
 * parameters kept (`?tab=blog&edit=12` → `/admin/posts?edit=12`), so links in sent e-mails,
 * bookmarks and webhook messages keep working. An unknown name opens the Overview.
 * @param search - the query of the /admin request
 * @returns the path and query to redirect to, or null when `search` names no tab
 */
export function sectionForOldTab(search: URLSearchParams): string | null {
  const tab = search.get('tab');
  if (tab === null) return null;
  const id = Object.hasOwn(OLD_TAB_NAMES, tab) ? OLD_TAB_NAMES[tab]! : 'overview';
  const rest = new URLSearchParams(search);
  rest.delete('tab');
  const query = rest.toString();
  return `${sectionPath(id)}${query ? `?${query}` : ''}`;
}
