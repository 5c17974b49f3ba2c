import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { blog_posts, downloadable_resources } from '@/db/schema';
import { clearCache } from '@/server/cache';
import {
  getPublishedPostBySlug,
  listPublishedPosts,
  searchPublishedPosts,
} from '@/server/posts/queries';
import {
  getFreeResources,
  recordDownload,
  searchActiveResources,
} from '@/server/resources/queries';
import { dbTargets, type TestDatabase } from './helpers/db';

const HOUR = 60 * 60 * 1000;
const ago = (h: number) => new Date(Date.now() - h * HOUR);

describe.each(dbTargets())('public blog reads on $name', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    await t.db.insert(blog_posts).values([
      {
        title: 'Preventive maintenance schedules for heavy equipment',
        slug: 'pm-schedules',
        excerpt: 'Plan service by engine hours.',
        content: '<p>Intervals and checklists.</p>',
        category: 'Guides',
        tags: ['maintenance', 'fleet'],
        status: 'published',
        published_at: ago(48),
      },
      {
        title: 'Pricing tool rentals',
        slug: 'pricing-tools',
        excerpt: 'Day, week and month rates.',
        content: '<p>Do not forget <strong>maintenance</strong> costs when you set rates.</p>',
        category: 'Tools',
        tags: ['pricing'],
        status: 'published',
        published_at: ago(24),
      },
      {
        title: 'Party season checklist',
        slug: 'party-season',
        excerpt: 'Tents and tables.',
        content: '<p>Count your inventory early.</p>',
        category: 'Best Practices',
        tags: ['party'],
        status: 'published',
        published_at: ago(12),
      },
      {
        title: 'Maintenance draft',
        slug: 'maintenance-draft',
        content: '<p>maintenance</p>',
        category: 'Guides',
        status: 'draft',
        published_at: null,
      },
      {
        title: 'Maintenance archived',
        slug: 'maintenance-archived',
        content: '<p>maintenance</p>',
        category: 'Guides',
        status: 'archived',
        published_at: ago(1000),
      },
      {
        title: 'Maintenance in the future',
        slug: 'maintenance-future',
        content: '<p>maintenance</p>',
        category: 'Guides',
        status: 'published',
        published_at: new Date(Date.now() + 24 * HOUR),
      },
      {
        title: 'Maintenance without a date',
        slug: 'maintenance-undated',
        content: '<p>maintenance</p>',
        category: 'Guides',
        status: 'published',
        published_at: null,
      },
    ]);
    await t.db.insert(downloadable_resources).values([
      {
        name: 'Buyer Guide',
        description: 'Choosing rental software',
        category: 'Guides',
        file_url: '/downloads/a.pdf',
        created_at: ago(5),
      },
      {
        name: 'Inspection Checklist',
        description: 'Check-out and return inspection',
        category: 'Checklists',
        file_url: '/downloads/b.pdf',
        created_at: ago(4),
      },
      {
        name: 'Rate Calculator',
        description: 'Spreadsheet for maintenance-aware pricing',
        category: 'Tools',
        file_url: '/downloads/c.csv',
        created_at: ago(3),
      },
      {
        name: 'Old Guide',
        description: 'Retired',
        category: 'Guides',
        file_url: '/downloads/d.pdf',
        is_active: false,
        created_at: ago(2),
      },
      {
        name: 'Season Checklist',
        description: 'Party season',
        category: 'Checklists',
        file_url: '/downloads/e.pdf',
        created_at: ago(1),
      },
    ]);
  });
  beforeEach(() => clearCache());
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  it('shows only published posts whose published_at has passed', async () => {
    expect((await listPublishedPosts()).map((p) => p.slug)).toEqual([
      'party-season',
      'pricing-tools',
      'pm-schedules',
    ]);
    for (const slug of [
      'maintenance-draft',
      'maintenance-archived',
      'maintenance-future',
      'maintenance-undated',
    ]) {
      expect(await getPublishedPostBySlug(slug)).toBeNull();
    }
    expect((await getPublishedPostBySlug('pm-schedules'))?.content).toContain('Intervals');
  });

  it('ranks title and tag matches above body-only matches, and never finds hidden posts', async () => {
    const hits = await searchPublishedPosts({ q: 'maintenance', category: '' });
    expect(hits.map((p) => p.slug)).toEqual(['pm-schedules', 'pricing-tools']);
  });

  it('stems words and strips HTML from the body', async () => {
    expect(
      (await searchPublishedPosts({ q: 'checklists', category: '' })).map((p) => p.slug),
    ).toEqual(expect.arrayContaining(['pm-schedules', 'party-season']));
    expect(await searchPublishedPosts({ q: 'strong', category: '' })).toEqual([]);
  });

  it('combines search and category, and handles hostile query syntax', async () => {
    expect(
      (await searchPublishedPosts({ q: 'maintenance', category: 'Tools' })).map((p) => p.slug),
    ).toEqual(['pricing-tools']);
    expect(
      (await searchPublishedPosts({ q: '', category: 'Best Practices' })).map((p) => p.slug),
    ).toEqual(['party-season']);
    for (const q of [
      "'; drop table blog_posts; --",
      '"unterminated',
      '!!! ||| &&&',
      '-maintenance',
    ]) {
      await expect(searchPublishedPosts({ q, category: '' })).resolves.toBeInstanceOf(Array);
    }
  });

  it('filters downloads by matching category and words, active only', async () => {
    expect((await searchActiveResources({ q: '', category: 'Guides' })).map((r) => r.name)).toEqual(
      ['Buyer Guide'],
    );
    expect(
      (await searchActiveResources({ q: 'maintenance pricing', category: '' })).map((r) => r.name),
    ).toEqual(['Rate Calculator']);
    expect(await searchActiveResources({ q: '', category: 'Industry Reports' })).toEqual([]);
  });

  it('offers at most two active Guide or Checklist resources, newest first', async () => {
    expect((await getFreeResources()).map((r) => r.name)).toEqual([
      'Season Checklist',
      'Inspection Checklist',
    ]);
  });

  it('counts downloads of active resources only', async () => {
    const [active] = await t.db.select().from(downloadable_resources).limit(1);
    expect(await recordDownload(active!.id)).toEqual({
      file_url: active!.file_url,
      file_name: null,
    });
    expect(await recordDownload(active!.id)).toEqual({
      file_url: active!.file_url,
      file_name: null,
    });
    const rows = await t.db.select().from(downloadable_resources);
    expect(rows.find((r) => r.id === active!.id)?.download_count).toBe(2);
    const inactive = rows.find((r) => !r.is_active)!;
    expect(await recordDownload(inactive.id)).toBeNull();
    expect(await recordDownload(999_999)).toBeNull();
  });
});
