import 'server-only';
import { and, eq } from 'drizzle-orm';
import { headers as nextHeaders } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { admin_users } from '@/db/schema';
import { getEnv } from '@/lib/env';
import { REQUEST_PATH_HEADER, signInPathFor } from '@/lib/return-path';
import {
  ROLE_REFUSED_MESSAGE,
  rolesFor,
  staffRoles,
  type Capability,
  type StaffRole,
} from '@/lib/roles';
import { AppError, errorResponse } from '../errors';
import { getLogger } from '../log';
import { getAuth } from './auth';

/** The signed-in user as the admin pages need it (never the password hash or tokens). */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** TOTP two-factor is enrolled; absent = not enrolled. */
  twoFactorEnabled?: boolean;
};

/** A signed-in member of the back-office team with their role. */
export type StaffUser = SessionUser & { role: StaffRole };

/** Where an admin who must enrol in two-factor is sent. */
export const TWO_FACTOR_ENROL_PATH = '/auth/two-factor';

/** Why a signed-in person was refused: two-factor not enrolled, or a role without the capability. */
export type AdminAuthReason = 'two_factor_required' | 'role';

/**
 * An authorization failure: 401 signed out, 403 signed in but not on the team (or disabled), 403
 * with `reason: 'role'` for a team member whose role does not allow the action, or 403
 * with `reason: 'two_factor_required'` for a member without two-factor while ADMIN_REQUIRE_2FA is
 * on.
 */
export class AdminAuthError extends AppError {
  constructor(
    status: 401 | 403,
    public readonly reason?: AdminAuthReason,
  ) {
    super(
      status,
      status === 401
        ? 'Not authenticated'
        : reason === 'two_factor_required'
          ? 'Two-factor authentication required'
          : reason === 'role'
            ? ROLE_REFUSED_MESSAGE
            : 'Admin access required',
    );
    this.name = 'AdminAuthError';
  }
}

/**
 * The user of the current request's session, or null (no session, expired, or lookup failed).
 * @param headers - request headers (default: the current request's)
 */
export async function getSessionUser(headers?: Headers): Promise<SessionUser | null> {
  try {
    const result = await getAuth().api.getSession({ headers: headers ?? (await nextHeaders()) });
    if (!result) return null;
    const { id, email, name, emailVerified, twoFactorEnabled } = result.user;
    return { id, email, name, emailVerified, twoFactorEnabled: twoFactorEnabled === true };
  } catch (error) {
    getLogger().error({ err: error }, 'session lookup failed');
    return null;
  }
}

/**
 * The role of the user's active admin_users row (public-site.md §6), or null when the
 * user is not on the team or is disabled. Read on every request, so a role change or a disabling
 * takes effect on the person's very next request. A lookup error is logged and means "no role".
 */
export async function staffRole(userId: string): Promise<StaffRole | null> {
  try {
    const [row] = await getDb()
      .select({ role: admin_users.role })
      .from(admin_users)
      .where(and(eq(admin_users.user_id, userId), eq(admin_users.is_active, true)))
      .limit(1);
    return row?.role ?? null;
  } catch (error) {
    getLogger().error({ err: error, userId }, 'admin lookup failed; treating as not admin');
    return null;
  }
}

/**
 * The server-side check of every admin action, route handler and page, the single place
 * that also enforces the roles and ADMIN_REQUIRE_2FA.
 * @param allowed - the roles the caller allows (lib/roles.ts `rolesFor(capability)`)
 * @param headers - request headers (default: the current request's)
 * @returns the signed-in team member with their role
 * @throws AdminAuthError(401) when signed out, AdminAuthError(403) when not on the team or
 *   disabled, AdminAuthError(403, 'role') when their role is not in `allowed`, and
 *   AdminAuthError(403, 'two_factor_required') without two-factor when ADMIN_REQUIRE_2FA is on
 */
export async function requireRole(
  allowed: readonly StaffRole[],
  headers?: Headers,
): Promise<StaffUser> {
  const u = await getSessionUser(headers);
  if (!u) throw new AdminAuthError(401);
  const role = await staffRole(u.id);
  if (!role) throw new AdminAuthError(403);
  if (getEnv().ADMIN_REQUIRE_2FA && !u.twoFactorEnabled)
    throw new AdminAuthError(403, 'two_factor_required');
  if (!allowed.includes(role)) throw new AdminAuthError(403, 'role');
  return { ...u, role };
}

/**
 * The check of admin pages and layouts: signed-out people and people not on the team are
 * redirected to /auth (with `?next=` the admin path they asked for, so sign-in returns them
 * there) and see nothing of the page; a member who must enrol in two-factor first is redirected
 * to the enrolment screen ({@link TWO_FACTOR_ENROL_PATH}); a member whose role lacks `capability`
 * goes to the dashboard (/admin), which shows them what their role may use.
 * @param capability - what the page needs (lib/roles.ts `CAPABILITIES`); absent: any role (the
 *   dashboard, which then shows only the tabs of the person's role)
 * @returns the signed-in team member with their role
 * Deduplicated per request (React `cache`): the admin layout and the section page check once.
 * @throws Next's redirect (never returns for a refused user)
 */
export const requireAdminPage = cache(async function requireAdminPage(
  capability?: Capability,
): Promise<StaffUser> {
  const allowed = capability ? rolesFor(capability) : staffRoles;
  try {
    return await requireRole(allowed);
  } catch (error) {
    if (error instanceof AdminAuthError)
      redirect(
        error.reason === 'two_factor_required'
          ? TWO_FACTOR_ENROL_PATH
          : error.reason === 'role'
            ? '/admin'
            : signInPathFor((await nextHeaders()).get(REQUEST_PATH_HEADER)),
      );
    throw error;
  }
});

/**
 * Wraps an admin route handler: the role check first (401/403 JSON), then the handler; an
 * `AppError` it throws is answered with its status and message, anything else with a generic 500
 * (`errorResponse` of server/errors.ts), never raw exception text.
 * @param capability - what the route needs (lib/roles.ts `CAPABILITIES`)
 */
export function withAdmin<C>(
  capability: Capability,
  handler: (request: Request, ctx: C, admin: StaffUser) => Promise<Response>,
) {
  return async (request: Request, ctx: C): Promise<Response> => {
    try {
      const admin = await requireRole(rolesFor(capability), request.headers);
      return await handler(request, ctx, admin);
    } catch (error) {
      return errorResponse(error, { log: 'admin route failed', logFields: { url: request.url } });
    }
  };
}
