import 'server-only';
import { siteConfig } from '@/config/site';
import { escapeHtml } from '@/lib/escape';
import type { OutgoingMail } from '../mail/outbox';

/**
 * The invitation e-mail: who invites, with which role, the single-use link and how
 * long it works. A person who already has an account is told to sign in with it.
 * @param opts.url - the invitation page with the token (the only place the token ever is)
 * @param opts.inviter - the inviter's name (or address); `inviterEmail` for questions
 * @param opts.hasAccount - the address already has an account: the link leads to sign-in
 */
export function invitationMail(opts: {
  to: string;
  roleLabel: string;
  url: string;
  inviter: string;
  inviterEmail: string;
  hasAccount: boolean;
}): OutgoingMail {
  const { to, roleLabel, url, inviter, inviterEmail, hasAccount } = opts;
  const intro = `${inviter} invited you to the ${siteConfig.name} website back office as an ${roleLabel}.`;
  const action = hasAccount ? 'Sign in to accept' : 'Accept the invitation';
  const how = hasAccount
    ? 'You already have an account: sign in with it and the role is yours.'
    : 'Follow the link to choose your name and password; it signs you in.';
  const expiry = `The link works once and for 7 days. Questions: ${inviterEmail}.`;
  return {
    to,
    subject: `${inviter} invited you to the ${siteConfig.name} back office`,
    kind: 'team.invitation',
    text: `${intro}\n\n${how}\n\n${action}: ${url}\n\n${expiry}\n\nIf you did not expect this, ignore this e-mail.`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(how)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(expiry)} If you did not expect this, ignore this e-mail.</p>`,
  };
}
