import { seedPosts } from '../src/db/seed-data/posts';

const firstPublished = seedPosts.find(
  (p) =>
    p.status === 'published' && p.published_offset_days !== null && p.published_offset_days <= 0,
);

/** Public routes whose canonical path is the route itself. */
export const PUBLIC_ROUTES = [
  '/',
  '/product',
  '/why-lizit',
  '/solutions',
  '/testimonials',
  '/about',
  '/contact',
  '/privacy-policy',
  '/resources',
  '/resources/articles',
  ...(firstPublished ? [`/resources/${firstPublished.slug}`] : []),
];
