import 'server-only';
import { getDb } from '@/db/client';
import { acceptInviteSchema } from '@/lib/validation/team';
import { getAuth } from '../auth/auth';
import { AppError, errorResponse } from '../errors';
import { clientIpFromHeaders } from '../http/client-ip';
import { parseJsonBody } from '../http/json-body';
import { consumePoint, dbLimiter } from '../rate-limit/store';
import { acceptInvitation } from './accept';

/** Largest body of the invitation form (a token, a name, two passwords). */
export const ACCEPT_INVITE_MAX_BYTES = 8 * 1024;

/** Attempts per client IP per 15 minutes: enough for typos, too few to guess a 256-bit token. */
const ATTEMPTS = { points: 10, duration: 15 * 60 };

const noStore = { 'Cache-Control': 'no-store' };

/**
 * POST /api/team/accept-invite, JSON `{ token, name, password, confirm }`: creates
 * the invited person's account with the invitation's role ({@link acceptInvitation}) and signs
 * them in (better-auth's session cookie on the answer). Anonymous, so: cross-origin writes are
 * refused by the request guard before this runs, the body is capped at
 * {@link ACCEPT_INVITE_MAX_BYTES}, and each client IP has 10 attempts per 15 minutes (429 with
 * Retry-After).
 * @returns 200 `{ ok: true, data: { redirect: "/admin" } }`; 400/413 for a malformed body, 422
 *   with field messages, 404/409 with the invitation's explanation, 429; never a stack trace
 */
export async function handleAcceptInvitation(request: Request): Promise<Response> {
  try {
    const limit = await consumePoint(
      dbLimiter({ keyPrefix: 'team_accept', ...ATTEMPTS }),
      clientIpFromHeaders(request.headers),
    );
    if (!limit.allowed)
      throw new AppError(429, 'Too many attempts. Please try again later.', undefined, {
        'Retry-After': String(limit.retryAfterSec),
      });
    const input = await parseJsonBody(request, acceptInviteSchema, {
      maxBytes: ACCEPT_INVITE_MAX_BYTES,
    });
    const member = await acceptInvitation(getDb(), input);
    const signIn = await getAuth().api.signInEmail({
      body: { email: member.email, password: input.password },
      headers: request.headers,
      asResponse: true,
    });
    const headers = new Headers(noStore);
    for (const cookie of signIn.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    // The account exists either way; a refused sign-in (rate limit) sends them to /auth.
    const redirect = signIn.ok ? '/admin' : '/auth';
    return Response.json({ ok: true, data: { redirect } }, { status: 200, headers });
  } catch (error) {
    return errorResponse(error, {
      log: 'invitation acceptance failed',
      failure: 'We could not create your account. Please try again.',
    });
  }
}
