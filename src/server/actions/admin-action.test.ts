import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const session = vi.hoisted(() => ({
  user: null as null | { id: string; email: string; name: string; emailVerified: boolean },
  admin: false,
  role: 'admin' as 'admin' | 'editor',
}));

vi.mock('../auth/guard', async () => {
  const { AppError } = await import('../errors');
  class AdminAuthError extends AppError {
    constructor(status: 401 | 403, reason?: string) {
      super(
        status,
        status === 401 ? 'Not authenticated' : reason ? 'Role refused' : 'Admin access required',
      );
    }
  }
  return {
    AdminAuthError,
    requireRole: async (allowed: readonly string[]) => {
      if (!session.user) throw new AdminAuthError(401);
      if (!session.admin) throw new AdminAuthError(403);
      if (!allowed.includes(session.role)) throw new AdminAuthError(403, 'role');
      return { ...session.user, role: session.role };
    },
  };
});

// The action's database is a stand-in (nothing here queries it); invalidations are recorded.
const db = vi.hoisted(() => ({ name: 'test-db' }));
const invalidated = vi.hoisted(() => [] as string[][]);
vi.mock('@/db/client', () => ({ getDb: () => db }));
vi.mock('../cache', () => ({
  invalidateTags: (tags: readonly string[]) => invalidated.push([...tags]),
}));

const { adminAction } = await import('./admin-action');
const { ActionError } = await import('./errors');

const schema = z.object({ title: z.string().min(1, 'Title is required') });

describe('adminAction', () => {
  const effect = vi.fn(async (data: { title: string }) => `saved ${data.title}`);
  const action = adminAction('test.save', 'content', schema, effect);
  beforeEach(() => {
    effect.mockClear();
    invalidated.length = 0;
    session.user = null;
    session.admin = false;
    session.role = 'admin';
  });

  it('refuses an anonymous call before validating it (401, not 422), with no side effect', async () => {
    expect(await action({ title: '' })).toEqual({
      ok: false,
      error: 'Not authenticated',
      status: 401,
    });
    expect(effect).not.toHaveBeenCalled();
  });

  it('refuses a signed-in non-admin with 403', async () => {
    session.user = { id: 'u', email: 'u@lizit.com', name: 'u', emailVerified: true };
    expect(await action({ title: 'x' })).toMatchObject({ ok: false, status: 403 });
    expect(effect).not.toHaveBeenCalled();
  });

  it('checks the roles of its capability before validating', async () => {
    session.user = { id: 'e', email: 'e@lizit.com', name: 'e', emailVerified: true };
    session.admin = true;
    session.role = 'editor';
    const team = vi.fn(async () => 'changed');
    const teamAction = adminAction('test.team', 'team', schema, team);
    expect(await teamAction({ title: '' })).toMatchObject({ ok: false, status: 403 });
    expect(await teamAction({ title: 'x' })).toMatchObject({ ok: false, status: 403 });
    expect(team).not.toHaveBeenCalled();
    expect(await action({ title: 'x' })).toEqual({ ok: true, data: 'saved x' });
    session.role = 'admin';
    expect(await teamAction({ title: 'x' })).toEqual({ ok: true, data: 'changed' });
  });

  it('validates for an admin, then runs', async () => {
    session.user = { id: 'a', email: 'a@lizit.com', name: 'a', emailVerified: true };
    session.admin = true;
    expect(await action({ title: '' })).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { title: 'Title is required' },
    });
    expect(await action({ title: 'Hello' })).toEqual({ ok: true, data: 'saved Hello' });
  });

  it('removes NUL characters (which PostgreSQL text cannot hold) before validating', async () => {
    session.user = { id: 'a', email: 'a@lizit.com', name: 'a', emailVerified: true };
    session.admin = true;
    expect(await action({ title: 'Hel\u0000lo' })).toEqual({ ok: true, data: 'saved Hello' });
    expect(await action({ title: '\u0000' })).toMatchObject({ ok: false, status: 422 });
  });

  it('hides a thrown error behind a generic message', async () => {
    session.user = { id: 'a', email: 'a@lizit.com', name: 'a', emailVerified: true };
    session.admin = true;
    const failing = adminAction('test.fail', 'content', schema, async () => {
      throw new Error('duplicate key value violates unique constraint "secret_internal_name"');
    });
    const result = await failing({ title: 'x' });
    expect(result).toEqual({
      ok: false,
      error: 'Something went wrong. Please try again.',
      status: 500,
    });
  });

  it('hands the work the validated data, the admin and the database', async () => {
    session.user = { id: 'a', email: 'a@lizit.com', name: 'a', emailVerified: true };
    session.admin = true;
    await action({ title: 'T' });
    expect(effect).toHaveBeenCalledWith({ title: 'T' }, { ...session.user, role: 'admin' }, db);
  });

  it('invalidates the tags it declares after a successful run, and only then', async () => {
    session.user = { id: 'a', email: 'a@lizit.com', name: 'a', emailVerified: true };
    session.admin = true;
    const fixed = adminAction('test.fixed', 'content', schema, async () => 1, {
      invalidates: ['posts'],
    });
    const derived = adminAction(
      'test.derived',
      'content',
      schema,
      async ({ title }) => ({ slug: title.toLowerCase(), slot: null as string | null }),
      { invalidates: (data, r) => ['posts', `post:${r.slug}`, r.slot, `title:${data.title}`] },
    );
    const failing = adminAction(
      'test.failing',
      'content',
      schema,
      async () => {
        throw new ActionError('Slug taken', 409, 'slug');
      },
      { invalidates: ['posts'] },
    );
    await fixed({ title: 'x' });
    await derived({ title: 'Hello' });
    expect(invalidated).toEqual([['posts'], ['posts', 'post:hello', 'title:Hello']]);
    invalidated.length = 0;
    expect(await failing({ title: 'x' })).toEqual({
      ok: false,
      error: 'Slug taken',
      status: 409,
      fieldErrors: { slug: 'Slug taken' },
    });
    expect(await fixed({ title: '' })).toMatchObject({ ok: false, status: 422 });
    session.admin = false;
    expect(await fixed({ title: 'x' })).toMatchObject({ ok: false, status: 403 });
    expect(invalidated).toEqual([]);
  });

  it('invalidates nothing when the declared list is empty (nothing changed)', async () => {
    session.user = { id: 'a', email: 'a@lizit.com', name: 'a', emailVerified: true };
    session.admin = true;
    const move = adminAction('test.move', 'content', schema, async () => ({ moved: false }), {
      invalidates: (_data, r) => (r.moved ? ['banners'] : []),
    });
    expect(await move({ title: 'x' })).toEqual({ ok: true, data: { moved: false } });
    expect(invalidated).toEqual([]);
  });
});
