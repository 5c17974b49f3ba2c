import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import { siteConfig } from '@/config/site';
import { getDb } from '@/db/client';
import { account, rateLimit, session, twoFactor, user, verification } from '@/db/schema';
import { tooManyAttemptsMessage } from '@/lib/auth-messages';
import { companyDomainMessage, isCompanyEmail } from '@/lib/company-email';
import { getEnv, getSiteUrl, trustedOrigins } from '@/lib/env';
import { escapeHtml } from '@/lib/escape';
import { processSingleton, setProcessSingleton } from '@/lib/runtime';
import { PASSWORD_MAX, PASSWORD_MIN, signUpSchema } from '@/lib/validation/auth';
import { CLIENT_IP_HEADER } from '../http/client-ip';
import { getLogger } from '../log';
import { enqueueMail } from '../mail/outbox';
import { kickOutbox } from '../mail/worker';
import { applyPendingInvitation } from '../team/invitations';
import { DISABLED_MEMBER_MESSAGE, isDisabledMember, recordSignIn } from '../team/members';
import {
  allowVerificationEmail,
  clearSignInFailures,
  recordSignInFailure,
  signInBackoffSeconds,
} from './limits';
import { replaceUnconfirmedAccount } from './sign-up';
import { claimTotpCode, CODE_REUSED_MESSAGE } from './two-factor-replay';

/** The account e-mails better-auth asks for: subject, first paragraph, link text, outbox kind. */
const AUTH_MAILS = {
  reset: {
    subject: `Reset your ${siteConfig.name} admin password`,
    intro: 'Someone asked to reset the password of your admin account.',
    action: 'Choose a new password',
    kind: 'auth.reset_password',
  },
  verify: {
    subject: `Confirm your ${siteConfig.name} admin account`,
    intro: 'Confirm your e-mail address to finish creating your admin account.',
    action: 'Confirm my e-mail address',
    kind: 'auth.verify_email',
  },
} as const;

/** Queues account e-mail `mail` with its link `url` to `to` and wakes the outbox. */
async function sendAuthMail(
  to: string,
  mail: (typeof AUTH_MAILS)[keyof typeof AUTH_MAILS],
  url: string,
) {
  const { subject, intro, action, kind } = mail;
  await enqueueMail(getDb(), [
    {
      to,
      subject,
      kind,
      text: `${intro}\n\n${action}: ${url}\n\nIf you did not ask for this, ignore this e-mail.`,
      html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p style="font-size:12px;color:#555">If you did not ask for this, ignore this e-mail.</p>`,
    },
  ]);
  kickOutbox();
}

/** The e-mail of a sign-in body, or null when it has none (better-auth then refuses it). */
function signInEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length > 0 && email.length <= 254 ? email : null;
}

/** The 429 of the per-account back-off, with the same headers as better-auth's own limit. */
function tooManyAttempts(seconds: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { message: tooManyAttemptsMessage(seconds), code: 'TOO_MANY_ATTEMPTS' },
    { 'X-Retry-After': String(seconds), 'Retry-After': String(seconds) },
  );
}

/** Team bookkeeping after a sign-in: last sign-in time, a pending invitation. */
async function onSignedIn(userId: string, email: string): Promise<void> {
  try {
    const granted = await applyPendingInvitation(getDb(), userId, email);
    if (granted) getLogger().info({ userId, role: granted }, 'invitation applied at sign-in');
    await recordSignIn(getDb(), userId);
  } catch (error) {
    getLogger().error({ err: error, userId }, 'team bookkeeping after sign-in failed');
  }
}

function createAuth() {
  const env = getEnv();
  const origin = getSiteUrl();
  return betterAuth({
    appName: siteConfig.name,
    baseURL: origin,
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: trustedOrigins(),
    database: drizzleAdapter(getDb(), {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit, twoFactor },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        await sendAuthMail(u.email, AUTH_MAILS.reset, url);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user: u, url }) => {
        // At most AUTH_VERIFY_EMAIL_LIMIT per address, whichever route asked;
        // over it nothing is sent and the caller answers exactly as when it is sent.
        if (!(await allowVerificationEmail(u.email))) {
          getLogger().warn({ userId: u.id }, 'confirmation e-mail limit reached for an address');
          return;
        }
        await sendAuthMail(u.email, AUTH_MAILS.verify, url);
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Stored in the database so every instance counts the same attempts; sign-in gets a tight
    // rule. AUTH_RATE_LIMIT=off switches it off for tests that sign in repeatedly.
    rateLimit: {
      enabled: env.AUTH_RATE_LIMIT === 'on',
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 3 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        // The anonymous resend of the confirmation e-mail, per IP (the per-address limit is
        // separate).
        '/send-verification-email': { window: 3600, max: 10 },
      },
    },
    advanced: {
      useSecureCookies: origin.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // better-auth skips its Origin and CSRF checks when NODE_ENV is "test": keep them on, so
      // the tests exercise what production runs.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    telemetry: { enabled: false },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') {
          // The per-account back-off, whatever the IP and the password.
          const email = signInEmail(ctx.body);
          const wait = email ? await signInBackoffSeconds(email) : 0;
          if (wait > 0) throw tooManyAttempts(wait);
        }
        if (ctx.path === '/sign-up/email') {
          // A sign-up for an unconfirmed address replaces that account (new
          // credential, earlier links dead), only for a sign-up better-auth will then accept.
          // The sign-up form's own schema (company domain, password limits).
          const body = signUpSchema(env.ADMIN_EMAIL_DOMAIN).safeParse(ctx.body);
          if (body.success) {
            const replaced = await replaceUnconfirmedAccount(getDb(), body.data.email);
            if (replaced)
              getLogger().info(
                { userId: replaced },
                'sign-up replaced an unconfirmed account of the same address',
              );
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // Every new session (password, two-factor, invitation) notes the sign-in and
        // applies an invitation waiting for the address; neither may fail the sign-in.
        const fresh = ctx.context.newSession;
        if (fresh) await onSignedIn(fresh.user.id, fresh.user.email);
        if (ctx.path !== '/sign-in/email') return;
        const email = signInEmail(ctx.body);
        if (!email) return;
        const returned = ctx.context.returned;
        if (returned instanceof APIError) {
          // A wrong password or an unknown address (401) counts; other refusals do not.
          if (returned.statusCode !== 401) return;
          const delay = await recordSignInFailure(email);
          if (delay > 0) getLogger().warn({ delay }, 'sign-in back-off started for an account');
        } else {
          await clearSignInFailures(email);
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The server-side half of the sign-up rule (public-site.md §5).
          before: async (u) => {
            if (!isCompanyEmail(u.email, env.ADMIN_EMAIL_DOMAIN)) {
              throw new APIError('BAD_REQUEST', {
                message: companyDomainMessage(env.ADMIN_EMAIL_DOMAIN),
              });
            }
            return { data: u };
          },
        },
      },
      session: {
        create: {
          // Every way in (password, two-factor, invitation) creates a session: a disabled
          // member gets none, only after their credentials were checked, so the refusal tells
          // nothing to someone guessing.
          before: async (fresh, ctx) => {
            if (await isDisabledMember(getDb(), fresh.userId))
              throw new APIError('FORBIDDEN', {
                message: DISABLED_MEMBER_MESSAGE,
                code: 'ACCOUNT_DISABLED',
              });
            // A code (of one time step) opens one session: a code seen over someone's
            // shoulder, or replayed, is refused while it is still valid.
            const code = (ctx?.body as { code?: unknown } | undefined)?.code;
            if (
              ctx?.path === '/two-factor/verify-totp' &&
              typeof code === 'string' &&
              !(await claimTotpCode(getDb(), fresh.userId, code))
            )
              throw new APIError('UNAUTHORIZED', {
                message: CODE_REUSED_MESSAGE,
                code: 'TOTP_CODE_REUSED',
              });
          },
        },
      },
    },
    // TOTP two-factor with backup codes (enrolment needs the password; a
    // sign-in of an enrolled user answers { twoFactorRedirect } until a code is verified).
    plugins: [twoFactorPlugin({ issuer: siteConfig.name }), nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare module '@/lib/runtime' {
  interface RuntimeSlots {
    /** The better-auth instance ({@link getAuth}). */
    auth: Auth;
  }
}

/**
 * The better-auth instance: e-mail and password, sessions in the database, e-mail
 * verification required before sign-in (links sent through the mail outbox), password reset,
 * rate limits stored in the database, company-domain sign-up only. Created on first use.
 */
export function getAuth(): Auth {
  return processSingleton('auth', createAuth);
}

/** Drops the better-auth instance, so the next {@link getAuth} reads the environment again (tests). */
export function resetAuth(): void {
  setProcessSingleton('auth', undefined);
}
