import 'server-only';
import { and, eq } from 'drizzle-orm';
import { headers as nextHeaders } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { admin_users } from '@/db/schema';
import { getEnv } from '@/lib/env';
import { REQUEST_PATH_HEADER, signInPathFor } from '@/lib/return-path';
import { AppError, errorResponse } from '../errors';
import { getLogger } from '../log';
import { getAuth } from './auth';

/** The signed-in user as the admin pages need it (never the password hash or tokens). */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** TOTP two-factor is enrolled (issue #18 item 11); absent = not enrolled. */
  twoFactorEnabled?: boolean;
};

/** Where an admin who must enrol in two-factor is sent (issue #18 item 11). */
export const TWO_FACTOR_ENROL_PATH = '/auth/two-factor';

/**
 * An authorization failure: 401 signed out, 403 signed in without the admin role, or 403 with
 * `reason: 'two_factor_required'` for an admin without two-factor while ADMIN_REQUIRE_2FA is on.
 */
export class AdminAuthError extends AppError {
  constructor(
    status: 401 | 403,
    public readonly reason?: 'two_factor_required',
  ) {
    super(
      status,
      status === 401
        ? 'Not authenticated'
        : reason === 'two_factor_required'
          ? 'Two-factor authentication required'
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
 * Whether the user has an active admin_users row (public-site.md §6). A lookup error is logged and
 * means "not an admin".
 */
export async function isAdmin(userId: string): Promise<boolean> {
  try {
    const [row] = await getDb()
      .select({ is_active: admin_users.is_active })
      .from(admin_users)
      .where(and(eq(admin_users.user_id, userId), eq(admin_users.is_active, true)))
      .limit(1);
    return Boolean(row);
  } catch (error) {
    getLogger().error({ err: error, userId }, 'admin lookup failed; treating as not admin');
    return false;
  }
}

/**
 * The server-side admin check of every admin action, route handler and page (issue #6), the single
 * place that also enforces ADMIN_REQUIRE_2FA (issue #18 item 11).
 * @param headers - request headers (default: the current request's)
 * @returns the admin user
 * @throws AdminAuthError(401) when signed out, AdminAuthError(403) when not an admin, and
 *   AdminAuthError(403, 'two_factor_required') for an admin without two-factor when
 *   ADMIN_REQUIRE_2FA is on
 */
export async function requireAdmin(headers?: Headers): Promise<SessionUser> {
  const u = await getSessionUser(headers);
  if (!u) throw new AdminAuthError(401);
  if (!(await isAdmin(u.id))) throw new AdminAuthError(403);
  if (getEnv().ADMIN_REQUIRE_2FA && !u.twoFactorEnabled)
    throw new AdminAuthError(403, 'two_factor_required');
  return u;
}

/**
 * The admin check of admin pages and layouts: signed-out users and non-admins are redirected to
 * /auth (with `?next=` the admin path they asked for, so sign-in returns them there) and see
 * nothing of the page; an admin who must enrol in two-factor first is redirected
 * to the enrolment screen ({@link TWO_FACTOR_ENROL_PATH}).
 * @returns the admin user
 * @throws Next's redirect (never returns for a refused user)
 */
export async function requireAdminPage(): Promise<SessionUser> {
  try {
    return await requireAdmin();
  } catch (error) {
    if (error instanceof AdminAuthError)
      redirect(
        error.reason === 'two_factor_required'
          ? TWO_FACTOR_ENROL_PATH
          : signInPathFor((await nextHeaders()).get(REQUEST_PATH_HEADER)),
      );
    throw error;
  }
}

/**
 * Wraps an admin route handler: the admin check first (401/403 JSON), then the handler; an
 * `AppError` it throws is answered with its status and message, anything else with a generic 500
 * (`errorResponse` of server/errors.ts), never raw exception text.
 */
export function withAdmin<C>(
  handler: (request: Request, ctx: C, admin: SessionUser) => Promise<Response>,
) {
  return async (request: Request, ctx: C): Promise<Response> => {
    try {
      const admin = await requireAdmin(request.headers);
      return await handler(request, ctx, admin);
    } catch (error) {
      return errorResponse(error, { log: 'admin route failed', logFields: { url: request.url } });
    }
  };
}
