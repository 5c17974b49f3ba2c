/**
 * The sitemap's dates and parts (issue #23 §6) on PGlite and PostgreSQL: the release recorded once
 * per build, each static page dated by the last change of what it shows (its slot media, the
 * banners, the posts…), covers as image entries, and an index past the URL limit; /llms.txt lists
 * the same posts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { homepage_banners, site_media } from '@/db/schema';
import { postSchema } from '@/lib/validation/posts';
import { createConfirmedUser } from '@/server/admin/users';
import { createPost } from '@/server/posts/service';
import { loadContentChanges } from '@/server/seo/content-changes';
import { llmsTxt } from '@/server/seo/llms';
import { buildLiveSitemap, listSitemapPosts } from '@/server/seo/queries';
import { getRelease, recordRelease } from '@/server/seo/release';
import { moveToTrash } from '@/server/trash/service';
import { dbTargets, type TestDatabase } from './helpers/db';

const at = (iso: string) => new Date(iso);

describe.each(dbTargets())('sitemap dates on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    actor = await createConfirmedUser(t.db, 'sitemap@lizit.com', 'Sitemap-pass-1', {
      name: 'S',
      admin: true,
    });
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  it('records a release once per build: a restart keeps its first moment', async () => {
    expect(await recordRelease(t.db, null)).toBeNull();
    expect(await recordRelease(t.db, 'hash-1', at('2026-10-01T00:00:00Z'))).toEqual(
      at('2026-10-01T00:00:00Z'),
    );
    expect(await recordRelease(t.db, 'hash-1', at('2026-10-05T00:00:00Z'))).toEqual(
      at('2026-10-01T00:00:00Z'),
    );
    await recordRelease(t.db, 'hash-2', at('2026-10-10T00:00:00Z'));
    expect(await getRelease(t.db)).toEqual({ hash: 'hash-2', at: at('2026-10-10T00:00:00Z') });
  });

  it('dates each static page by what it shows; a deletion counts as a change', async () => {
    const [banner] = await t.db
      .insert(homepage_banners)
      .values({
        image_url: '/defaults/hero.svg',
        redirect_url: '/product',
        updated_at: at('2026-10-20T00:00:00Z'),
      })
      .returning();
    await t.db.insert(site_media).values([
      {
        name: 'team',
        file_url: '/defaults/team-1.svg',
        slot_id: 'about-team-1',
        updated_at: at('2026-10-25T00:00:00Z'),
      },
      {
        name: 'logo',
        file_url: '/defaults/lizit-logo.svg',
        slot_id: 'global-header-logo',
        updated_at: at('2026-10-12T00:00:00Z'),
      },
    ]);
    let changes = await loadContentChanges(t.db);
    expect(changes).toMatchObject({
      release: at('2026-10-10T00:00:00Z'),
      banners: at('2026-10-20T00:00:00Z'),
      about: at('2026-10-25T00:00:00Z'),
      global: at('2026-10-12T00:00:00Z'),
    });
    await moveToTrash(t.db, 'banner', banner!.id, actor, at('2026-11-02T00:00:00Z'));
    changes = await loadContentChanges(t.db);
    expect(changes.banners).toEqual(at('2026-11-02T00:00:00Z'));

    const { xml } = await buildLiveSitemap();
    expect(xml).toMatch(/<loc>[^<]*\/about<\/loc>\n {4}<lastmod>2026-10-25<\/lastmod>/);
    // Contact shows nothing of the database but the logos: the later of them and the release.
    expect(xml).toMatch(/<loc>[^<]*\/contact<\/loc>\n {4}<lastmod>2026-10-12<\/lastmod>/);
  });

  it('lists covers as images, splits past the limit into an index of parts, and /llms.txt the same posts', async () => {
    for (const n of [1, 2, 3]) {
      await createPost(
        t.db,
        postSchema.parse({
          title: `Listed ${n}`,
          slug: `listed-${n}`,
          content: '<p>x</p>',
          excerpt: `Summary ${n}`,
          status: 'published',
          published_at: '2026-01-01T00:00:00.000Z',
          featured_image_url: n === 1 ? '/storage/blog/listed-1.webp' : null,
        }),
        actor,
      );
    }
    const whole = await buildLiveSitemap();
    expect(whole.parts).toHaveLength(1);
    expect(whole.xml).toContain('/storage/blog/listed-1.webp</image:loc>');
    const split = await buildLiveSitemap(new Date(), 4);
    expect(split.parts).toHaveLength(3);
    expect(split.xml).toContain('<sitemapindex');
    expect(split.xml.match(/<sitemap>/g)).toHaveLength(3);
    expect(split.xml).toMatch(/\/sitemap\/3\.xml<\/loc>/);
    const text = llmsTxt(await listSitemapPosts(), 'https://x.example');
    for (const n of [1, 2, 3])
      expect(text).toContain(
        `- [Listed ${n}](https://x.example/resources/listed-${n}): Summary ${n}`,
      );
  });
});
