import 'server-only';
import { and, eq } from 'drizzle-orm';
import { headers as nextHeaders } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { admin_users } from '@/db/schema';
import { getLogger } from '../log';
import { getAuth } from './auth';

/** The signed-in user as the admin pages need it (never the password hash or tokens). */
export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

/** An authorization failure: 401 signed out, 403 signed in without the admin role. */
export class AdminAuthError extends Error {
  constructor(public readonly status: 401 | 403) {
    super(status === 401 ? 'Not authenticated' : 'Admin access required');
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
    const { id, email, name, emailVerified } = result.user;
    return { id, email, name, emailVerified };
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
 * The server-side admin check of every admin action and route handler (issue #6).
 * @returns the admin user
 * @throws AdminAuthError(401) when signed out, AdminAuthError(403) when not an admin
 */
export async function requireAdmin(headers?: Headers): Promise<SessionUser> {
  const u = await getSessionUser(headers);
  if (!u) throw new AdminAuthError(401);
  if (!(await isAdmin(u.id))) throw new AdminAuthError(403);
  return u;
}

/**
 * The admin check of admin pages and layouts: signed-out users and non-admins are redirected to
 * /auth and see nothing of the page.
 */
export async function requireAdminPage(): Promise<SessionUser> {
  try {
    return await requireAdmin();
  } catch (error) {
    if (error instanceof AdminAuthError) redirect('/auth');
    throw error;
  }
}

/**
 * Wraps an admin route handler: the admin check first (401/403 JSON), and no raw exception text
 * in the response.
 */
export function withAdmin<C>(
  handler: (request: Request, ctx: C, admin: SessionUser) => Promise<Response>,
) {
  return async (request: Request, ctx: C): Promise<Response> => {
    let admin: SessionUser;
    try {
      admin = await requireAdmin(request.headers);
    } catch (error) {
      if (error instanceof AdminAuthError) {
        return Response.json(
          { ok: false, error: error.message },
          { status: error.status, headers: { 'Cache-Control': 'no-store' } },
        );
      }
      throw error;
    }
    try {
      return await handler(request, ctx, admin);
    } catch (error) {
      getLogger().error({ err: error, url: request.url }, 'admin route failed');
      return Response.json(
        { ok: false, error: 'Something went wrong. Please try again.' },
        { status: 500 },
      );
    }
  };
}
