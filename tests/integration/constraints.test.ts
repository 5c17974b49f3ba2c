import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin_users,
  blog_posts,
  homepage_banners,
  newsletter_subscribers,
  site_media,
  user,
  video_content,
} from '@/db/schema';
import { dbTargets, errorCode, type TestDatabase } from './helpers/db';

describe.each(dbTargets())('schema constraints on $name', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('creates a post as draft with empty tags by default', async () => {
    const [row] = await t.db
      .insert(blog_posts)
      .values({ title: 'Hello', slug: 'hello' })
      .returning();
    expect(row).toMatchObject({ status: 'draft', tags: [], published_at: null });
    expect(row?.created_at).toBeInstanceOf(Date);
  });

  it('rejects a duplicate post slug', async () => {
    await t.db.insert(blog_posts).values({ title: 'A', slug: 'dup-slug' });
    expect(
      await errorCode(() => t.db.insert(blog_posts).values({ title: 'B', slug: 'dup-slug' })),
    ).toBe('23505');
  });

  it('rejects a status outside draft/published/archived', async () => {
    const code = await errorCode(() =>
      t.db.execute(
        sql`insert into blog_posts (title, slug, status) values ('x', 'bad-status', 'deleted')`,
      ),
    );
    expect(code).toBe('23514');
  });

  it('rejects a slug that is not lowercase-hyphenated', async () => {
    expect(
      await errorCode(() => t.db.insert(blog_posts).values({ title: 'x', slug: 'Not A Slug' })),
    ).toBe('23514');
  });

  it('rejects a duplicate subscriber e-mail whatever its case', async () => {
    await t.db
      .insert(newsletter_subscribers)
      .values({ email: 'Owner@Yard.example', unsubscribe_token: 'tok-1' });
    const code = await errorCode(() =>
      t.db
        .insert(newsletter_subscribers)
        .values({ email: 'owner@yard.EXAMPLE', unsubscribe_token: 'tok-2' }),
    );
    expect(code).toBe('23505');
  });

  it('allows one active site_media row per slot, any number inactive', async () => {
    const base = { name: 'logo', file_url: '/a.svg', slot_id: 'global-header-logo' };
    await t.db.insert(site_media).values({ ...base, is_active: true });
    expect(
      await errorCode(() => t.db.insert(site_media).values({ ...base, is_active: true })),
    ).toBe('23505');
    await t.db.insert(site_media).values({ ...base, is_active: false });
    await t.db.insert(site_media).values({ ...base, is_active: false });
    // Unassigned media (no slot) is unconstrained.
    await t.db.insert(site_media).values({ name: 'x', file_url: '/x.png', is_active: true });
    await t.db.insert(site_media).values({ name: 'y', file_url: '/y.png', is_active: true });
    const rows = await t.db
      .select()
      .from(site_media)
      .where(eq(site_media.slot_id, 'global-header-logo'));
    expect(rows).toHaveLength(3);
  });

  it('rejects a negative banner order_index', async () => {
    expect(
      await errorCode(() =>
        t.db
          .insert(homepage_banners)
          .values({ image_url: '/b.png', redirect_url: '/', order_index: -1 }),
      ),
    ).toBe('23514');
    await t.db
      .insert(homepage_banners)
      .values({ image_url: '/b.png', redirect_url: '/', order_index: 0 });
  });

  it('rejects an unknown video type and gives videos uuid ids', async () => {
    const [v] = await t.db
      .insert(video_content)
      .values({ title: 'Demo', video_url: 'https://youtu.be/abcdefghijk', video_type: 'youtube' })
      .returning();
    expect(v?.id).toMatch(/^[0-9a-f-]{36}$/);
    const code = await errorCode(() =>
      t.db.execute(
        sql`insert into video_content (title, video_url, video_type) values ('x', 'y', 'tiktok')`,
      ),
    );
    expect(code).toBe('23514');
  });

  it('ties admin_users to an existing user, once', async () => {
    expect(await errorCode(() => t.db.insert(admin_users).values({ user_id: 'missing' }))).toBe(
      '23503',
    );
    await t.db.insert(user).values({ id: 'u1', name: 'Ana', email: 'ana@lizit.com' });
    await t.db.insert(admin_users).values({ user_id: 'u1' });
    expect(await errorCode(() => t.db.insert(admin_users).values({ user_id: 'u1' }))).toBe('23505');
  });

  it('stores timestamps with time zone', async () => {
    const res = await t.db.execute<{ data_type: string }>(
      sql`select data_type from information_schema.columns where table_name = 'blog_posts' and column_name = 'published_at'`,
    );
    const rows = (res as unknown as { rows: { data_type: string }[] }).rows;
    expect(rows[0]?.data_type).toBe('timestamp with time zone');
  });
});
