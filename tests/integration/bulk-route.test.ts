import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blog_posts, user } from '@/db/schema';
import { templateGenerator } from '@/server/bulk-articles/generator';
import { BULK_MAX_BODY_BYTES, handleBulkRequest } from '@/server/bulk-articles/http';
import { dbTargets, type TestDatabase } from './helpers/db';

const admin = { id: 'admin-1', email: 'a@lizit.com', name: 'A', emailVerified: true };
const post = (body: string) =>
  new Request('http://localhost/api/admin/bulk-articles', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe.each(dbTargets())('POST /api/admin/bulk-articles handler ($name)', ({ create }) => {
  let t: TestDatabase;
  const deps = () => ({ db: t.db, generator: () => templateGenerator });
  beforeAll(async () => {
    t = await create();
    await t.db.insert(user).values({ id: admin.id, name: 'A', email: admin.email });
  });
  afterAll(async () => t.dispose());

  it('turns up to 5 rows into drafts and answers with one result per row', async () => {
    const articles = [
      { title: 'Forklift Rental Pricing Guide', keyword: 'forklift rental pricing' },
      { title: 'Scissor Lift Safety Checklist', keyword: 'scissor lift safety' },
    ];
    const res = await handleBulkRequest(post(JSON.stringify({ articles })), admin, deps());
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: { success: boolean; title: string }[] };
    expect(results.map((r) => [r.title, r.success])).toEqual([
      ['Forklift Rental Pricing Guide', true],
      ['Scissor Lift Safety Checklist', true],
    ]);
    const rows = await t.db
      .select({ status: blog_posts.status })
      .from(blog_posts)
      .where(eq(blog_posts.slug, 'forklift-rental-pricing-guide'));
    expect(rows).toEqual([{ status: 'draft' }]);
  });

  it('drops NUL characters (PostgreSQL text cannot hold them) instead of failing the draft', async () => {
    const articles = [{ title: 'Tent\u0000 Rental Basics', keyword: 'tent\u0000 rental' }];
    const res = await handleBulkRequest(post(JSON.stringify({ articles })), admin, deps());
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: { success: boolean; title: string }[] };
    expect(results).toMatchObject([{ title: 'Tent Rental Basics', success: true }]);
    const [row] = await t.db
      .select({ title: blog_posts.title })
      .from(blog_posts)
      .where(eq(blog_posts.slug, 'tent-rental-basics'));
    expect(row?.title).toBe('Tent Rental Basics');
  });

  it('refuses malformed, oversized and over-long batches with nothing created', async () => {
    const before = (await t.db.select({ id: blog_posts.id }).from(blog_posts)).length;
    const six = Array.from({ length: 6 }, (_, i) => ({ title: `T ${i}`, keyword: `k ${i}` }));
    for (const body of [
      '{not json',
      JSON.stringify({ articles: six }),
      JSON.stringify({ articles: [] }),
      JSON.stringify({ articles: [{ title: 'x' }] }),
      JSON.stringify({ rows: [] }),
    ]) {
      expect((await handleBulkRequest(post(body), admin, deps())).status).toBe(422);
    }
    const huge = JSON.stringify({
      articles: [{ title: 'x'.repeat(BULK_MAX_BODY_BYTES), keyword: 'k' }],
    });
    expect((await handleBulkRequest(post(huge), admin, deps())).status).toBe(413);
    expect((await t.db.select({ id: blog_posts.id }).from(blog_posts)).length).toBe(before);
  });

  it('answers 500 without details when the generator is misconfigured', async () => {
    const res = await handleBulkRequest(
      post(JSON.stringify({ articles: [{ title: 'A title', keyword: 'kw' }] })),
      admin,
      {
        db: t.db,
        generator: () => {
          throw new Error('LLM_MODEL is required (secret detail)');
        },
      },
    );
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('secret');
  });
});
