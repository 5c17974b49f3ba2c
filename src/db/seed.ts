import { count, sql } from 'drizzle-orm';
import type { BannerTexts } from '@/lib/validation/banners';
import type { Db } from './client';
import {
  app_meta,
  blog_posts,
  downloadable_resources,
  homepage_banners,
  media_categories,
} from './schema';
import { seedPosts } from './seed-data/posts';
import { seedResources } from './seed-data/resources';

/** Media categories every installation has (back-office.md §3 "Media category"). */
export const MEDIA_CATEGORIES: readonly { name: string; icon: string }[] = [
  { name: 'Logos', icon: 'badge' },
  { name: 'Team Photos', icon: 'users' },
  { name: 'Certification Logos', icon: 'award' },
  { name: 'Product Screenshots', icon: 'monitor' },
  { name: 'Banners', icon: 'image' },
  { name: 'Blog Images', icon: 'newspaper' },
  { name: 'Video Content', icon: 'video' },
  { name: 'General', icon: 'folder' },
];

/**
 * The three demo banners: two internal links, one external (public-site.md §4 banner rules). Their
 * words are text drawn over the picture, so the alt text describes the picture;
 * migration 0009_banner_text gives existing rows that show these images the same words.
 */
export const DEMO_BANNERS: readonly BannerTexts[] = [
  {
    image_url: '/defaults/banners/banner-1.webp',
    redirect_url: '/product',
    alt_text: 'A rental agreement signed on screen beside a verified ID card',
    headline: 'New: digital contracts with e-signature & ID verification',
    subtext: 'Send, sign and verify renters from any device.',
    cta_label: 'See how it works',
  },
  {
    image_url: '/defaults/banners/banner-2.webp',
    redirect_url: '/contact',
    alt_text: 'A four-week onboarding plan with three weeks done',
    headline: 'Go live in 3–4 weeks',
    subtext: 'Free data migration and a dedicated onboarding specialist.',
    cta_label: 'Book a demo',
  },
  {
    image_url: '/defaults/banners/banner-3.webp',
    redirect_url: 'https://www.ararental.org',
    alt_text: 'The Lizit stand at the Rental Show, booth 214',
    headline: 'Join 40+ rental yards at the Rental Show',
    subtext: 'Visit us at booth 214: live demos, coffee & swag.',
    cta_label: 'Book a meeting',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Inserts the reference data every installation needs (media categories); idempotent.
 * Runs at every start, production included.
 */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(media_categories)
    .values([...MEDIA_CATEGORIES])
    .onConflictDoNothing();
}

/**
 * True when the database holds no content yet (no posts, resources or banners, and it was never
 * seeded), i.e. a demo start may seed it.
 */
export async function isContentEmpty(db: Db): Promise<boolean> {
  const [seeded] = await db
    .select({ n: count() })
    .from(app_meta)
    .where(sql`${app_meta.key} = 'demo_seeded_at'`);
  if ((seeded?.n ?? 0) > 0) return false;
  const [posts] = await db.select({ n: count() }).from(blog_posts);
  const [resources] = await db.select({ n: count() }).from(downloadable_resources);
  const [banners] = await db.select({ n: count() }).from(homepage_banners);
  return (posts?.n ?? 0) + (resources?.n ?? 0) + (banners?.n ?? 0) === 0;
}

export type SeedOptions = {
  /** The moment published_at offsets are relative to (default now). */
  now?: Date;
  /** How many of the demo banners to insert (default all 3). */
  banners?: number;
};

/**
 * Seeds the demo content: the demo posts (published across the four
 * categories, one draft, one archived, one scheduled), 6 downloadable resources whose files ship
 * in public/downloads, and the demo banners. One transaction; records `demo_seeded_at` so a later
 * start never seeds again, even after an admin deletes everything.
 * @returns counts of inserted rows
 */
export async function seedDemoContent(
  db: Db,
  options: SeedOptions = {},
): Promise<{ posts: number; resources: number; banners: number }> {
  const now = options.now ?? new Date();
  const bannerCount = Math.max(
    0,
    Math.min(DEMO_BANNERS.length, options.banners ?? DEMO_BANNERS.length),
  );
  await ensureReferenceData(db);
  await db.transaction(async (tx) => {
    await tx.insert(blog_posts).values(
      seedPosts.map((p) => {
        const publishedAt =
          p.published_offset_days === null
            ? null
            : new Date(now.getTime() + p.published_offset_days * DAY_MS);
        const createdAt = new Date(
          Math.min(now.getTime(), (publishedAt ?? now).getTime()) - DAY_MS,
        );
        return {
          title: p.title,
          slug: p.slug,
          excerpt: p.excerpt,
          content: p.content,
          author_name: p.author_name,
          category: p.category,
          tags: p.tags,
          meta_description: p.meta_description,
          status: p.status,
          featured_image_url: p.featured_image_url,
          published_at: publishedAt,
          created_at: createdAt,
          updated_at: publishedAt && publishedAt < now ? publishedAt : createdAt,
        };
      }),
    );
    await tx.insert(downloadable_resources).values(
      seedResources.map((r, i) => ({
        ...r,
        // Oldest first, so the listing order (created_at descending) is stable.
        created_at: new Date(now.getTime() - (seedResources.length - i) * DAY_MS),
        updated_at: new Date(now.getTime() - (seedResources.length - i) * DAY_MS),
      })),
    );
    if (bannerCount > 0) {
      await tx.insert(homepage_banners).values(
        DEMO_BANNERS.slice(0, bannerCount).map((b, i) => ({
          ...b,
          order_index: i,
          is_active: true,
        })),
      );
    }
    await tx
      .insert(app_meta)
      .values({ key: 'demo_seeded_at', value: now.toISOString() })
      .onConflictDoNothing();
  });
  return { posts: seedPosts.length, resources: seedResources.length, banners: bannerCount };
}
