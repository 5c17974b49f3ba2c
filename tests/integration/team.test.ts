/**
 * Team and roles (issue #21) on PGlite and PostgreSQL: invitations (single use, 7-day expiry,
 * withdrawal, re-send, company domain and ADMIN_INVITE_ALLOWED_EMAILS, an existing account joining
 * at sign-in), the last-admin rule, and revocation that takes effect on the very next request.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { admin_invitations, admin_users, audit_log, mail_outbox, session, user } from '@/db/schema';
import { staffRoles, type StaffRole } from '@/lib/roles';
import { createConfirmedUser } from '@/server/admin/users';
import { resetAuth } from '@/server/auth/auth';
import { requireRole, type StaffUser } from '@/server/auth/guard';
import { resetDbLimiters } from '@/server/rate-limit/store';
import { acceptInvitation, invitationForToken } from '@/server/team/accept';
import { handleAcceptInvitation } from '@/server/team/http';
import {
  INVITATION_TTL_MS,
  inviteMember,
  resendInvitation,
  revokeInvitation,
} from '@/server/team/invitations';
import {
  changeMemberRole,
  DISABLED_MEMBER_MESSAGE,
  LAST_ADMIN_MESSAGE,
  listTeam,
  setMemberActive,
  signOutEverywhere,
} from '@/server/team/members';
import { AUTH_TEST_ORIGIN, authClient, setAuthTestEnv } from './helpers/auth';
import { dbTargets, type TestDatabase } from './helpers/db';

setAuthTestEnv('team', {
  ADMIN_INVITE_ALLOWED_EMAILS: 'Ally@Agency.example, other@agency.example',
});

const PASSWORD = 'Team-Pass-2026!';
const { authPost } = authClient('10.21');

/** The session cookie of a sign-in answer. */
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** The invitation link's token from the newest invitation mail to `to`. */
async function tokenFrom(t: TestDatabase, to: string): Promise<string> {
  const mails = await t.db
    .select()
    .from(mail_outbox)
    .where(and(eq(mail_outbox.to_address, to), eq(mail_outbox.kind, 'team.invitation')));
  const last = mails.at(-1)!;
  const match = /\/auth\/invite\?token=([A-Za-z0-9_-]+)/.exec(last.text_body);
  return match![1]!;
}

const acceptRequest = (body: unknown, ip = '10.21.9.9') =>
  new Request(`${AUTH_TEST_ORIGIN}/api/team/accept-invite`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lizit-client-ip': ip },
    body: JSON.stringify(body),
  });

describe.each(dbTargets())('team and roles on $name', ({ create }) => {
  let t: TestDatabase;
  let owner: StaffUser;

  async function staff(email: string, role: 'admin' | 'editor'): Promise<StaffUser> {
    const id = await createConfirmedUser(t.db, email, PASSWORD, { name: email, admin: true, role });
    return { id, email, name: email, emailVerified: true, role };
  }

  const signIn = async (email: string) => {
    const res = await authPost('/sign-in/email', { email, password: PASSWORD });
    expect(res.status, `sign-in of ${email}`).toBe(200);
    return cookieOf(res);
  };
  const roleOf = (cookie: string, allowed: readonly StaffRole[] = staffRoles) =>
    requireRole(allowed, new Headers({ cookie })).then(
      (u) => u.role,
      (e: { status: number; reason?: string }) => `${e.status}${e.reason ? ` ${e.reason}` : ''}`,
    );

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    resetAuth();
    resetDbLimiters();
    owner = await staff('owner@lizit.com', 'admin');
  });
  afterAll(async () => {
    setDbHandle(undefined);
    resetAuth();
    resetDbLimiters();
    await t?.dispose();
  });

  it('an invitation link works once: it creates the account with its role and signs in', async () => {
    const { id } = await inviteMember(t.db, owner, {
      email: 'New.Editor@lizit.com',
      role: 'editor',
    });
    const token = await tokenFrom(t, 'new.editor@lizit.com');
    const [row] = await t.db.select().from(admin_invitations).where(eq(admin_invitations.id, id));
    expect(row!.token_hash).not.toContain(token); // only the hash is stored
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBeGreaterThan(
      INVITATION_TTL_MS - 60_000,
    );
    expect(await invitationForToken(t.db, token)).toMatchObject({
      state: 'valid',
      email: 'new.editor@lizit.com',
      role: 'editor',
      invitedBy: 'owner@lizit.com',
      hasAccount: false,
    });

    const res = await handleAcceptInvitation(
      acceptRequest({ token, name: 'Nina Editor', password: PASSWORD, confirm: PASSWORD }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, data: { redirect: '/admin' } });
    const cookie = cookieOf(res);
    expect(await roleOf(cookie)).toBe('editor');
    expect(await roleOf(cookie, ['admin'])).toBe('403 role');

    // Used up: the same link is refused, and says so.
    const again = await handleAcceptInvitation(
      acceptRequest({ token, name: 'Someone', password: PASSWORD, confirm: PASSWORD }),
    );
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatch(/already been used/);
    expect((await invitationForToken(t.db, token)).state).toBe('used');
    const team = await listTeam(t.db);
    expect(team.members.find((m) => m.email === 'new.editor@lizit.com')).toMatchObject({
      name: 'Nina Editor',
      role: 'editor',
      status: 'active',
    });
    expect(
      team.members.find((m) => m.email === 'new.editor@lizit.com')!.lastSignInAt,
    ).not.toBeNull();
    expect(team.invitations.map((i) => i.email)).not.toContain('new.editor@lizit.com');
  });

  it('two acceptances of one link at the same moment create one account', async () => {
    await inviteMember(t.db, owner, { email: 'race@lizit.com', role: 'editor' });
    const token = await tokenFrom(t, 'race@lizit.com');
    const input = { token, name: 'Race', password: PASSWORD };
    const results = await Promise.allSettled([
      acceptInvitation(t.db, input),
      acceptInvitation(t.db, input),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { state: expect.stringMatching(/used|has_account/) },
    });
  });

  it('an expired link explains itself and names the inviter; re-send gives a new link', async () => {
    const { id } = await inviteMember(t.db, owner, { email: 'late@lizit.com', role: 'admin' });
    const token = await tokenFrom(t, 'late@lizit.com');
    const later = new Date(Date.now() + INVITATION_TTL_MS + 60_000);
    expect(await invitationForToken(t.db, token, later)).toMatchObject({
      state: 'expired',
      invitedBy: 'owner@lizit.com',
    });
    await expect(
      acceptInvitation(t.db, { token, name: 'Late', password: PASSWORD }, later),
    ).rejects.toMatchObject({ state: 'expired', status: 409 });

    await resendInvitation(t.db, owner, id);
    const fresh = await tokenFrom(t, 'late@lizit.com');
    expect(fresh).not.toBe(token);
    expect((await invitationForToken(t.db, token)).state).toBe('invalid');
    expect((await invitationForToken(t.db, fresh)).state).toBe('valid');
  });

  it('a withdrawn link explains itself; a new invite to the address withdraws the open one', async () => {
    const first = await inviteMember(t.db, owner, { email: 'maybe@lizit.com', role: 'editor' });
    const firstToken = await tokenFrom(t, 'maybe@lizit.com');
    const second = await inviteMember(t.db, owner, { email: 'maybe@lizit.com', role: 'admin' });
    expect(second.id).not.toBe(first.id);
    expect((await invitationForToken(t.db, firstToken)).state).toBe('revoked');
    const secondToken = await tokenFrom(t, 'maybe@lizit.com');
    await revokeInvitation(t.db, owner, second.id);
    expect((await invitationForToken(t.db, secondToken)).state).toBe('revoked');
    await expect(
      acceptInvitation(t.db, { token: secondToken, name: 'M', password: PASSWORD }),
    ).rejects.toMatchObject({ state: 'revoked' });
    await expect(revokeInvitation(t.db, owner, second.id)).rejects.toMatchObject({ status: 404 });
  });

  it('only the company domain, unless the address is allowed; never someone already on the team', async () => {
    await expect(
      inviteMember(t.db, owner, { email: 'someone@gmail.com', role: 'editor' }),
    ).rejects.toMatchObject({
      status: 422,
      fieldErrors: { email: expect.stringContaining('@lizit.com') },
    });
    await expect(
      inviteMember(t.db, owner, { email: 'ally@agency.example', role: 'editor' }),
    ).resolves.toMatchObject({ email: 'ally@agency.example' });
    await expect(
      inviteMember(t.db, owner, { email: 'OWNER@lizit.com', role: 'editor' }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('an address with an account gets the role when it signs in', async () => {
    await createConfirmedUser(t.db, 'member@lizit.com', PASSWORD, { name: 'Member', admin: false });
    const before = await signIn('member@lizit.com');
    expect(await roleOf(before)).toBe('403');
    await inviteMember(t.db, owner, { email: 'member@lizit.com', role: 'editor' });
    const token = await tokenFrom(t, 'member@lizit.com');
    expect(await invitationForToken(t.db, token)).toMatchObject({ hasAccount: true });
    await expect(
      acceptInvitation(t.db, { token, name: 'X', password: PASSWORD }),
    ).rejects.toMatchObject({ state: 'has_account' });
    const cookie = await signIn('member@lizit.com');
    expect(await roleOf(cookie)).toBe('editor');
    expect((await invitationForToken(t.db, token)).state).toBe('used');
  });

  it('keeps one active admin: the last one can be neither demoted nor disabled', async () => {
    const solo = await create();
    try {
      const only = await (async () => {
        const id = await createConfirmedUser(solo.db, 'only@lizit.com', PASSWORD, {
          name: 'Only',
          admin: true,
        });
        return {
          id,
          email: 'only@lizit.com',
          name: 'Only',
          emailVerified: true,
          role: 'admin' as const,
        };
      })();
      const other = await createConfirmedUser(solo.db, 'second@lizit.com', PASSWORD, {
        name: 'Second',
        admin: true,
      });
      await expect(changeMemberRole(solo.db, only, only.id, 'editor')).resolves.toMatchObject({
        role: 'editor',
      });
      // Now `second` is the last admin: `only` (an editor now, acting as admin in this call)
      // cannot demote or disable them.
      await expect(changeMemberRole(solo.db, only, other, 'editor')).rejects.toMatchObject({
        status: 409,
        message: LAST_ADMIN_MESSAGE,
      });
      await expect(setMemberActive(solo.db, only, other, false)).rejects.toMatchObject({
        message: LAST_ADMIN_MESSAGE,
      });
      // An editor can be disabled, and nobody disables themself.
      await expect(setMemberActive(solo.db, only, only.id, false)).rejects.toMatchObject({
        status: 409,
      });
      await changeMemberRole(solo.db, only, only.id, 'admin');
      // Two admins demoting each other at the same moment: one of them stays admin.
      const [a, b] = await Promise.allSettled([
        changeMemberRole(solo.db, only, other, 'editor'),
        changeMemberRole(solo.db, only, only.id, 'editor'),
      ]);
      expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected']);
      // Refused by the rule (409), not by a deadlock or another database error.
      expect([a, b].find((r) => r.status === 'rejected')).toMatchObject({
        reason: { status: 409, message: LAST_ADMIN_MESSAGE },
      });
      const admins = await solo.db
        .select()
        .from(admin_users)
        .where(and(eq(admin_users.role, 'admin'), eq(admin_users.is_active, true)));
      expect(admins).toHaveLength(1);
    } finally {
      await solo.dispose();
      setDbHandle(t);
    }
  });

  it('disabling ends every session at once; a role change applies to the next request', async () => {
    const ed = await staff('revoked@lizit.com', 'editor');
    const cookie = await signIn('revoked@lizit.com');
    const second = await signIn('revoked@lizit.com');
    expect(await roleOf(cookie)).toBe('editor');

    await changeMemberRole(t.db, owner, ed.id, 'admin');
    expect(await roleOf(cookie, ['admin'])).toBe('admin');
    await changeMemberRole(t.db, owner, ed.id, 'editor');
    expect(await roleOf(cookie, ['admin'])).toBe('403 role');

    const { sessionsEnded } = await setMemberActive(t.db, owner, ed.id, false);
    expect(sessionsEnded).toBe(2);
    expect(await roleOf(cookie)).toBe('401');
    expect(await roleOf(second)).toBe('401');
    expect(await t.db.select().from(session).where(eq(session.userId, ed.id))).toEqual([]);
    // Disabled, the right password gives no session, and says why.
    const refused = await authPost('/sign-in/email', {
      email: 'revoked@lizit.com',
      password: PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(DISABLED_MEMBER_MESSAGE);
    expect(cookieOf(refused)).not.toMatch(/session_token=[^;]/);
    expect(await t.db.select().from(session).where(eq(session.userId, ed.id))).toEqual([]);
    await setMemberActive(t.db, owner, ed.id, true);
    expect(await roleOf(await signIn('revoked@lizit.com'))).toBe('editor');

    const out = await signOutEverywhere(t.db, owner, ed.id);
    expect(out.sessionsEnded).toBeGreaterThan(0);
    expect(await t.db.select().from(session).where(eq(session.userId, ed.id))).toEqual([]);

    const audited = (await t.db.select({ action: audit_log.action }).from(audit_log)).map(
      (r) => r.action,
    );
    for (const action of [
      'invitation.create',
      'invitation.accept',
      'invitation.resend',
      'invitation.revoke',
      'team.role_change',
      'team.disable',
      'team.enable',
      'team.sign_out_everywhere',
    ])
      expect(audited).toContain(action);
  });

  it('disabling or demoting a member withdraws the invitations they sent, naming who to ask', async () => {
    const sender = await staff('sender@lizit.com', 'admin');
    await inviteMember(t.db, sender, { email: 'via.sender@lizit.com', role: 'admin' });
    const token = await tokenFrom(t, 'via.sender@lizit.com');
    await inviteMember(t.db, sender, { email: 'via.sender2@lizit.com', role: 'editor' });
    const token2 = await tokenFrom(t, 'via.sender2@lizit.com');
    expect((await invitationForToken(t.db, token)).state).toBe('valid');

    await setMemberActive(t.db, owner, sender.id, false);
    for (const tk of [token, token2])
      expect(await invitationForToken(t.db, tk)).toMatchObject({
        state: 'revoked',
        invitedBy: 'owner@lizit.com',
      });
    await expect(
      acceptInvitation(t.db, { token, name: 'Via', password: PASSWORD }),
    ).rejects.toMatchObject({ state: 'revoked', status: 409 });
    const withdrawn = await t.db
      .select({ details: audit_log.details })
      .from(audit_log)
      .where(eq(audit_log.action, 'invitation.revoke'));
    expect(withdrawn.map((w) => w.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'via.sender@lizit.com', reason: 'sender_disabled' }),
      ]),
    );

    // Demoted to Editor: the same.
    await setMemberActive(t.db, owner, sender.id, true);
    await inviteMember(t.db, sender, { email: 'via.sender3@lizit.com', role: 'admin' });
    const token3 = await tokenFrom(t, 'via.sender3@lizit.com');
    await changeMemberRole(t.db, owner, sender.id, 'editor');
    expect((await invitationForToken(t.db, token3)).state).toBe('revoked');
  });

  it('an invitation is void when its sender may no longer invite, even if nobody withdrew it', async () => {
    const sender = await staff('quiet.sender@lizit.com', 'admin');
    await inviteMember(t.db, sender, { email: 'quiet.invitee@lizit.com', role: 'admin' });
    const token = await tokenFrom(t, 'quiet.invitee@lizit.com');
    // The sender's rights change behind the team screens' back (a script, a restore).
    await t.db
      .update(admin_users)
      .set({ role: 'editor' })
      .where(eq(admin_users.user_id, sender.id));
    expect((await invitationForToken(t.db, token)).state).toBe('revoked');
    const res = await handleAcceptInvitation(
      acceptRequest({ token, name: 'Quiet', password: PASSWORD, confirm: PASSWORD }),
    );
    expect(res.status).toBe(409);
    expect(await t.db.select().from(user).where(eq(user.email, 'quiet.invitee@lizit.com'))).toEqual(
      [],
    );
  });

  it('accepting an invitation replaces an unconfirmed account of that address', async () => {
    await inviteMember(t.db, owner, { email: 'squatted@lizit.com', role: 'editor' });
    const token = await tokenFrom(t, 'squatted@lizit.com');
    // Someone signs the invitee's address up and never confirms it.
    const squat = await authPost('/sign-up/email', {
      email: 'squatted@lizit.com',
      password: 'Squatter-pass-1',
      name: 'Squatter',
    });
    expect(squat.status).toBe(200);
    const [squatter] = await t.db.select().from(user).where(eq(user.email, 'squatted@lizit.com'));
    expect(squatter!.emailVerified).toBe(false);
    expect(await invitationForToken(t.db, token)).toMatchObject({ hasAccount: false });

    const res = await handleAcceptInvitation(
      acceptRequest({ token, name: 'Real Person', password: PASSWORD, confirm: PASSWORD }),
    );
    expect(res.status).toBe(200);
    const [account] = await t.db.select().from(user).where(eq(user.email, 'squatted@lizit.com'));
    expect(account).toMatchObject({ name: 'Real Person', emailVerified: true });
    expect(account!.id).not.toBe(squatter!.id);
    expect(await roleOf(cookieOf(res))).toBe('editor');
  });

  it('a disabled member invited again may sign in, and joins with the new role', async () => {
    const back = await staff('comeback@lizit.com', 'editor');
    await setMemberActive(t.db, owner, back.id, false);
    expect(
      (await authPost('/sign-in/email', { email: 'comeback@lizit.com', password: PASSWORD }))
        .status,
    ).toBe(403);
    await inviteMember(t.db, owner, { email: 'comeback@lizit.com', role: 'admin' });
    expect(await roleOf(await signIn('comeback@lizit.com'), ['admin'])).toBe('admin');
  });

  it('the acceptance route refuses malformed, oversized and invalid bodies with a 4xx', async () => {
    const bad = await handleAcceptInvitation(
      new Request(`${AUTH_TEST_ORIGIN}/api/team/accept-invite`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-lizit-client-ip': '10.21.8.1' },
        body: '{nope',
      }),
    );
    expect(bad.status).toBe(400);
    const big = await handleAcceptInvitation(
      acceptRequest(
        { token: 'x'.repeat(20), name: 'n'.repeat(20_000), password: PASSWORD },
        '10.21.8.2',
      ),
    );
    expect(big.status).toBe(413);
    const invalid = await handleAcceptInvitation(
      acceptRequest(
        { token: 'y'.repeat(40), name: 'N', password: PASSWORD, confirm: 'other' },
        '10.21.8.3',
      ),
    );
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).fieldErrors).toMatchObject({ confirm: expect.any(String) });
    const unknown = await handleAcceptInvitation(
      acceptRequest(
        { token: 'z'.repeat(40), name: 'N', password: PASSWORD, confirm: PASSWORD },
        '10.21.8.4',
      ),
    );
    expect(unknown.status).toBe(404);
    // Ten attempts per address and 15 minutes, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await handleAcceptInvitation(
            acceptRequest(
              { token: 'z'.repeat(40), name: 'N', password: PASSWORD, confirm: PASSWORD },
              '10.21.8.5',
            ),
          )
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
