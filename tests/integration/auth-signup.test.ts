import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { mail_outbox, user } from '@/db/schema';
import { createConfirmedUser } from '@/server/admin/users';
import { getAuth, resetAuth } from '@/server/auth/auth';
import { resetDbLimiters } from '@/server/rate-limit/store';
import { authClient, setAuthTestEnv } from './helpers/auth';
import { dbTargets, type TestDatabase } from './helpers/db';

const dataDir = setAuthTestEnv('auth-signup');
const { authPost, nextIp } = authClient('10.9');

/** Follows a link of an e-mail; returns where better-auth redirects. */
async function openLink(url: string): Promise<string> {
  const res = await getAuth().handler(
    new Request(url, { headers: { 'x-lizit-client-ip': nextIp() } }),
  );
  expect(res.status).toBe(302);
  return res.headers.get('location') ?? '';
}

describe.each(dbTargets())('sign-up and confirmation e-mails on $name', ({ create }) => {
  let t: TestDatabase;

  /** The confirmation links e-mailed to `to`, oldest first. */
  async function confirmationLinks(to: string): Promise<string[]> {
    const rows = await t.db
      .select({ text: mail_outbox.text_body })
      .from(mail_outbox)
      .where(and(eq(mail_outbox.to_address, to), eq(mail_outbox.kind, 'auth.verify_email')))
      .orderBy(mail_outbox.id);
    return rows.map((r) => /(https?:\/\/\S+verify-email\S+)/.exec(r.text)![1]!);
  }

  const signUp = (email: string, password: string) =>
    authPost('/sign-up/email', { email, password, name: 'x', callbackURL: '/auth?verified=1' });
  const signIn = (email: string, password: string) =>
    authPost('/sign-in/email', { email, password });

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    resetDbLimiters();
    resetAuth();
    await createConfirmedUser(t.db, 'taken@lizit.com', 'Original-pass-1', {
      name: 'Taken',
      admin: false,
    });
  });
  afterAll(async () => {
    setDbHandle(undefined);
    resetDbLimiters();
    resetAuth();
    await t?.dispose();
  });

  it('issue #18 item 2: a later sign-up replaces an unconfirmed one; the first link dies, the first password never works', async () => {
    const email = `owner.${t.kind}@lizit.com`;
    // The attacker signs up first with their own password.
    const first = await signUp(email, 'Attacker-pass-1');
    expect(first.status).toBe(200);
    const [firstUser] = await t.db.select().from(user).where(eq(user.email, email));
    // The owner signs up later: the same answer as for a new address, and an e-mail this time.
    const second = await signUp(email, 'Owner-pass-2');
    expect(second.status).toBe(200);
    const body = (await second.json()) as { token: unknown; user: Record<string, unknown> };
    expect(body.token).toBeNull();
    expect(body.user).toMatchObject({ email, emailVerified: false });
    const links = await confirmationLinks(email);
    expect(links).toHaveLength(2);
    const [secondUser] = await t.db.select().from(user).where(eq(user.email, email));
    expect(secondUser!.id).not.toBe(firstUser!.id);

    // The first link (the attacker's sign-up) no longer confirms anything.
    expect(await openLink(links[0]!)).toMatch(/^\/auth\?verified=1&error=INVALID_TOKEN$/);
    const [stillUnconfirmed] = await t.db.select().from(user).where(eq(user.email, email));
    expect(stillUnconfirmed!.emailVerified).toBe(false);
    // The owner's link confirms the owner's credential.
    expect(await openLink(links[1]!)).toBe('/auth?verified=1');
    expect((await signIn(email, 'Attacker-pass-1')).status).toBe(401);
    expect((await signIn(email, 'Owner-pass-2')).status).toBe(200);
  });

  it('answers a sign-up for a confirmed address like a new one, sends nothing and changes nothing', async () => {
    const fresh = await signUp(`new.${t.kind}@lizit.com`, 'Some-pass-123');
    const taken = await signUp('taken@lizit.com', 'Attacker-pass-1');
    expect(taken.status).toBe(fresh.status);
    const a = (await fresh.json()) as { token: unknown; user: Record<string, unknown> };
    const b = (await taken.json()) as { token: unknown; user: Record<string, unknown> };
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(Object.keys(b.user).sort()).toEqual(Object.keys(a.user).sort());
    expect(b.token).toBeNull();
    expect(b.user.emailVerified).toBe(false);
    expect(await confirmationLinks('taken@lizit.com')).toHaveLength(0);
    expect((await signIn('taken@lizit.com', 'Attacker-pass-1')).status).toBe(401);
    expect((await signIn('taken@lizit.com', 'Original-pass-1')).status).toBe(200);
  });

  it('keeps an unconfirmed account when the new sign-up is refused (bad password length)', async () => {
    const email = `short.${t.kind}@lizit.com`;
    expect((await signUp(email, 'First-pass-1')).status).toBe(200);
    expect((await signUp(email, 'short')).status).toBe(400);
    expect(await confirmationLinks(email)).toHaveLength(1);
    expect(await openLink((await confirmationLinks(email))[0]!)).toBe('/auth?verified=1');
  });
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
