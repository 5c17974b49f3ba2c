/**
 * Campaign landing pages: pages the team composes from a palette of the site's own sections, at
 * an address of their choosing. Their content is one document like a marketing page's (lib/pages),
 * with its list of blocks in page order; each block type is one schema, shared by the editor's
 * form and the server's check.
 */
import { z } from 'zod';
import { siteConfig } from '@/config/site';
import { toEmbedUrl } from '../media/video';
import {
  iconCard,
  image,
  labelled,
  line,
  link,
  list,
  optionalDateTime,
  paragraph,
  richText,
  sectionHeading,
  statTile,
  testimonialPick,
  toggle,
} from './fields';
import { formBlockShape, formFieldProblems } from './landing-form';
import { pageSeo } from './seo';

/** The block types of the palette, with the name the editor shows for each. */
export const LANDING_BLOCKS = {
  hero: 'Hero',
  checklist: 'Checklist',
  stats: 'Stat tiles',
  cards: 'Feature cards',
  split: 'Text beside an image',
  testimonials: 'Testimonials',
  video: 'Video',
  associations: 'Association logos',
  faq: 'FAQ',
  cta: 'Call-to-action band',
  form: 'Form',
} as const;

/** A YouTube or Vimeo address, as the video section plays it. */
const videoUrl = link.refine(
  (url) => toEmbedUrl(url) !== null,
  'A YouTube or Vimeo address of a video',
);

/** A block type of the palette ("hero"). */
type LandingBlockType = keyof typeof LANDING_BLOCKS;

const block = <T extends LandingBlockType, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...shape }).meta({ label: LANDING_BLOCKS[type] });

/** The form section: its fields must make a working form (see `formFieldProblems`). */
const formBlock = z
  .object({ type: z.literal('form'), ...formBlockShape })
  .superRefine((form, ctx) => {
    for (const [path, message] of formFieldProblems(form.fields))
      ctx.addIssue({
        code: 'custom',
        path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message,
      });
  })
  .meta({ label: LANDING_BLOCKS.form });

/** One block of a landing page, by its type. */
export const landingBlock = z.discriminatedUnion(
  'type',
  [
    block('hero', { eyebrow: line(40), title: line(100), lead: paragraph(400) }),
    block('checklist', { title: line(90), items: labelled(list(line(120), 1, 8), 'Points') }),
    block('stats', { stats: labelled(list(statTile, 2, 4), 'Stat tiles') }),
    block('cards', { ...sectionHeading.shape, cards: list(iconCard, 1, 6) }),
    block('split', {
      title: line(90),
      text: paragraph(600),
      image,
      imageAlt: labelled(line(125), 'Image description (alt text)'),
    }),
    block('testimonials', {
      title: line(90),
      picks: labelled(list(testimonialPick, 1, 4), 'Testimonials'),
    }),
    block('video', { title: line(90), url: labelled(videoUrl, 'YouTube or Vimeo address') }),
    block('associations', { title: line(90) }),
    block('faq', {
      title: line(90),
      items: labelled(
        list(z.object({ question: line(160), answer: richText(1500) }), 1, 12),
        'Questions',
      ),
    }),
    block('cta', { title: line(70), text: paragraph(200) }),
    formBlock,
  ],
  'Choose a section type from the palette',
);

/** One block of a landing page; see {@link landingBlock}. */
export type LandingBlock = z.infer<typeof landingBlock>;

/** A landing page's content: its name, its blocks in page order, its search section. */
export const landingContent = z.object({
  page: z.object({
    title: labelled(line(90), 'Page name'),
    /** No header links and no footer: the visitor's only way on is the page's own buttons. */
    focused: toggle
      .default(false)
      .meta({ field: 'toggle', label: 'Focused page: no header links and no footer' }),
    /** After this moment the address sends visitors to `afterExpiry` instead. */
    expiresAt: labelled(optionalDateTime, 'Ends at (optional)'),
    afterExpiry: link
      .default('/')
      .meta({ field: 'link', max: 500, label: 'After it ends, send visitors to' }),
  }),
  blocks: labelled(list(landingBlock, 1, 30), 'Sections'),
  seo: pageSeo,
});

/** A landing page's content; see {@link landingContent}. */
export type LandingContent = z.infer<typeof landingContent>;

/**
 * The content a new landing page starts with: a hero and a call-to-action band, with its name as
 * the headline and the page title.
 * @param title - the name the team gave it ("Spring trade show")
 */
export function newLandingContent(title: string): LandingContent {
  return {
    page: { title, focused: false, expiresAt: '', afterExpiry: '/' },
    blocks: [
      {
        type: 'hero',
        eyebrow: 'Lizit',
        title,
        lead: 'Tell visitors in two sentences what this page offers them and why it matters now.',
      },
      {
        type: 'cta',
        title: 'See Lizit with your own fleet',
        text: 'Book a 15-minute demo: we show you your day with Lizit.',
      },
    ],
    seo: { title, description: title, keywords: [], noindex: false, image: '' },
  };
}

/**
 * A landing page's address: a path of lowercase words joined by dashes, in at most three
 * segments ("/spring-show", "/offers/partner-2026"), at most 80 characters.
 */
export const landingPath = z
  .string()
  .trim()
  .toLowerCase()
  .max(80, 'At most 80 characters')
  .regex(
    /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,2}$/,
    'A path such as /spring-show: lowercase letters, digits and dashes',
  );

/**
 * The first path segments the site's own routes and public folders use: never a landing page's.
 * (Files such as /sitemap.xml have a dot, which no landing address has.)
 */
const RESERVED_SEGMENTS: readonly string[] = [
  'admin',
  'api',
  'auth',
  'blog',
  'preview',
  'resources',
  'storage',
  'og',
  'unsubscribe',
  'newsletter',
  'demo',
  'contact',
  'about',
  'product',
  'solutions',
  'testimonials',
  'privacy-policy',
  siteConfig.whyPath.slice(1),
  'sitemap',
  'defaults',
  'downloads',
  'icons',
];

/** Why `path` cannot be a landing page's address by its form alone, or null. */
export function reservedPathMessage(path: string): string | null {
  const first = path.split('/')[1] ?? '';
  return RESERVED_SEGMENTS.includes(first) ? `${path} belongs to the site's own pages` : null;
}
