import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { getDb } from '@/db/client';
import { account, rateLimit, session, user, verification } from '@/db/schema';
import { getEnv, getSiteUrl } from '@/lib/env';
import { siteConfig } from '@/config/site';
import { companyDomainMessage, isCompanyEmail } from '@/lib/company-email';
import { CLIENT_IP_HEADER } from '../http/client-ip';
import { enqueueMail } from '../mail/outbox';
import { escapeHtml } from '../mail/templates';
import { kickOutbox } from '../mail/worker';

async function sendAuthMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  kind: string,
) {
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

function createAuth() {
  const env = getEnv();
  const origin = getSiteUrl();
  return betterAuth({
    appName: siteConfig.name,
    baseURL: origin,
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [origin],
    database: drizzleAdapter(getDb(), {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        await sendAuthMail(
          u.email,
          `Reset your ${siteConfig.name} admin password`,
          'Someone asked to reset the password of your admin account.',
          'Choose a new password',
          url,
          'auth.reset_password',
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user: u, url }) => {
        await sendAuthMail(
          u.email,
          `Confirm your ${siteConfig.name} admin account`,
          'Confirm your e-mail address to finish creating your admin account.',
          'Confirm my e-mail address',
          url,
          'auth.verify_email',
        );
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
      },
    },
    advanced: {
      useSecureCookies: origin.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
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
    },
    plugins: [nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

type GlobalWithAuth = typeof globalThis & { __lizitAuth?: Auth };

/**
 * The better-auth instance (issue #6): e-mail and password, sessions in the database, e-mail
 * verification required before sign-in (links sent through the mail outbox), password reset,
 * rate limits stored in the database, company-domain sign-up only. Created on first use.
 */
export function getAuth(): Auth {
  const g = globalThis as GlobalWithAuth;
  g.__lizitAuth ??= createAuth();
  return g.__lizitAuth;
}
