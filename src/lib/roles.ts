/**
 * Back-office roles and what each may do. The one table the server's checks and the
 * dashboard's tab list read; the role × capability matrix of docs/security.md is this table.
 */

/** The back-office roles, stored in `admin_users.role` and `admin_invitations.role`. */
export const staffRoles = ['admin', 'editor'] as const;

/** A back-office role: Admin (everything) or Editor (content, SEO, masked leads). */
export type StaffRole = (typeof staffRoles)[number];

/** The roles of each capability. Admin is in every list. */
export const CAPABILITIES = {
  /** Posts, resources, banners, media, videos, bulk creation, SEO and sitemap, redirects. */
  content: ['admin', 'editor'],
  /** The lead lists masked (no unmask, no export, no privacy requests). */
  'leads.masked': ['admin', 'editor'],
  /** Unmasked customer data, its CSV export, the unmasked-access log, privacy requests. */
  'leads.full': ['admin'],
  /** The Team section: invitations, roles, disabling, signing people out. */
  team: ['admin'],
  /** Settings (webhooks and the like). */
  settings: ['admin'],
  /**
   * The review of pages: publishing past a pending review is every admin's, and so are sending an
   * Editor's draft back with a note and the setting that asks Editors for a review.
   */
  'pages.review': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Capability = keyof typeof CAPABILITIES;

/** The roles that hold `capability`. */
export function rolesFor(capability: Capability): readonly StaffRole[] {
  return CAPABILITIES[capability];
}

/** Whether `role` (null = not on the team) holds `capability`. */
export function can(role: StaffRole | null | undefined, capability: Capability): boolean {
  return role != null && (CAPABILITIES[capability] as readonly StaffRole[]).includes(role);
}

/** The label shown for a role. */
export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor' };

/** Whether `value` is a role name. */
export function isStaffRole(value: unknown): value is StaffRole {
  return (staffRoles as readonly unknown[]).includes(value);
}

/** The message of a refusal for a role without the capability (403). */
export const ROLE_REFUSED_MESSAGE = 'Your role does not allow this. Ask an admin.';

/**
 * The message of an Editor's publication refused while pages need a review (403): the person
 * stays where they are and requests one.
 */
export const REVIEW_REQUIRED_MESSAGE =
  "Your changes need an admin's review before they are published. Request a review instead.";
