/**
 * The marketing pages whose words the team edits (Pages section): for each, its label, its public
 * path, the schema of its content (lib/pages/fields.ts types), the copy it shipped with and its
 * sections' labels in the order the page shows them. Shared by the editor (the form is built from
 * the schema) and the server (every draft and publication is checked against it).
 */
import { z } from 'zod';
import { siteConfig } from '@/config/site';
import { ABOUT_DEFAULTS, aboutContent } from './about';
import { CONTACT_DEFAULTS, contactContent } from './contact';
import { fieldMeta } from './fields';
import { HOME_DEFAULTS, homeContent } from './home';
import { landingContent, newLandingContent, type LandingContent } from './landing';
import { PRIVACY_DEFAULTS, privacyContent } from './privacy';
import { PRODUCT_DEFAULTS, productContent } from './product';
import { SITE_DEFAULTS, siteSettingsContent } from './site';
import { SOLUTIONS_DEFAULTS, solutionsContent } from './solutions';
import { TESTIMONIALS_DEFAULTS, testimonialsContent } from './testimonials';
import { WHY_DEFAULTS, whyContent } from './why';

/** What the Pages section knows of one page. */
export type PageDefinition<S extends z.ZodObject = z.ZodObject> = {
  label: string;
  /** The public path the page is served at. */
  path: string;
  schema: S;
  /** The shipped copy: shown while nothing was published. */
  defaults: z.output<S>;
  /** Each top-level key of the content (a section) and its label, in page order. */
  sections: Readonly<Record<string, string>>;
};

export const PAGE_DEFINITIONS = {
  home: {
    label: 'Home',
    path: '/',
    schema: homeContent,
    defaults: HOME_DEFAULTS,
    sections: {
      hero: 'Hero',
      challenges: 'Challenges',
      modules: 'Product modules',
      howItWorks: 'How it works',
      closingCta: 'Closing call to action',
      seo: 'Search and social',
    },
  },
  product: {
    label: 'Product',
    path: '/product',
    schema: productContent,
    defaults: PRODUCT_DEFAULTS,
    sections: {
      hero: 'Hero',
      features: 'Features',
      workflow: 'Workflow',
      integrations: 'Integrations',
      cta: 'Closing call to action',
      seo: 'Search and social',
    },
  },
  why: {
    label: `Why ${siteConfig.name}`,
    path: siteConfig.whyPath,
    schema: whyContent,
    defaults: WHY_DEFAULTS,
    sections: {
      hero: 'Hero',
      benefits: 'Service benefits',
      quotes: 'Customer quotes',
      comparison: 'Comparison',
      faq: 'FAQ',
      cta: 'Closing call to action',
      seo: 'Search and social',
    },
  },
  solutions: {
    label: 'Solutions',
    path: '/solutions',
    schema: solutionsContent,
    defaults: SOLUTIONS_DEFAULTS,
    sections: {
      hero: 'Hero',
      industries: 'Industries',
      reasons: 'Reasons',
      cta: 'Closing call to action',
      seo: 'Search and social',
    },
  },
  testimonials: {
    label: 'Testimonials',
    path: '/testimonials',
    schema: testimonialsContent,
    defaults: TESTIMONIALS_DEFAULTS,
    sections: {
      hero: 'Hero',
      cards: 'Testimonials',
      cta: 'Closing call to action',
      seo: 'Search and social',
    },
  },
  about: {
    label: 'About',
    path: '/about',
    schema: aboutContent,
    defaults: ABOUT_DEFAULTS,
    sections: {
      hero: 'Story',
      values: 'Mission, vision and promise',
      team: 'Founding team',
      timeline: 'Timeline',
      associations: 'Associations',
      cta: 'Closing call to action',
      seo: 'Search and social',
    },
  },
  contact: {
    label: 'Contact',
    path: '/contact',
    schema: contactContent,
    defaults: CONTACT_DEFAULTS,
    sections: {
      hero: 'Hero',
      demo: 'Demo card and contact details',
      faq: 'FAQ',
      seo: 'Search and social',
    },
  },
  privacy: {
    label: 'Privacy policy',
    path: '/privacy-policy',
    schema: privacyContent,
    defaults: PRIVACY_DEFAULTS,
    sections: {
      hero: 'Title and introduction',
      sections: 'Policy sections',
      seo: 'Search and social',
    },
  },
  /** Not a page: what every page shows (header, footer, links, rating); previewed on Home. */
  site: {
    label: 'Site settings',
    path: '/',
    schema: siteSettingsContent,
    defaults: SITE_DEFAULTS,
    sections: {
      contact: 'Contact details',
      links: 'Links',
      associations: 'Associations',
      rating: 'Software rating',
    },
  },
} as const satisfies Record<string, PageDefinition>;

/** The name of one of the site's marketing pages, or of the site settings ("home"). */
export type MarketingPageKey = keyof typeof PAGE_DEFINITIONS;

/** The name of a landing page the team created: "landing-" and its row's id. */
export type LandingPageKey = `landing-${number}`;

/** The name of an editable page: a marketing page's, or a landing page's. */
export type PageKey = MarketingPageKey | LandingPageKey;

/** Every marketing page (and the site settings), in the order the Pages section lists them. */
export const PAGE_KEYS = Object.keys(PAGE_DEFINITIONS) as MarketingPageKey[];

/** The content of page `K`, as its schema outputs it. */
export type PageContent<K extends PageKey = PageKey> = K extends MarketingPageKey
  ? z.output<(typeof PAGE_DEFINITIONS)[K]['schema']>
  : LandingContent;

/** Whether `value` names a landing page ("landing-12"). */
export function isLandingKey(value: unknown): value is LandingPageKey {
  return typeof value === 'string' && /^landing-[1-9]\d{0,9}$/.test(value);
}

/** Whether `value` names an editable page (a landing page's row may not exist: the caller looks). */
export function isPageKey(value: unknown): value is PageKey {
  return (
    (typeof value === 'string' && Object.hasOwn(PAGE_DEFINITIONS, value)) || isLandingKey(value)
  );
}

/** The page key schema of every action and route that names a page. */
export const pageKeySchema = z.custom<PageKey>(isPageKey, 'Unknown page');

/** What the Pages section knows of every landing page; its path is its row's. */
const LANDING_DEFINITION: PageDefinition = {
  label: 'Landing page',
  path: '/',
  schema: landingContent,
  defaults: newLandingContent('Landing page'),
  sections: { page: 'Page', blocks: 'Sections', seo: 'Search and social' },
};

/** The definition of an editable page (every landing page shares one). */
export function pageDefinition(key: PageKey): PageDefinition {
  return isLandingKey(key) ? LANDING_DEFINITION : (PAGE_DEFINITIONS[key] as PageDefinition);
}

/** A content check's outcome: the content, or a message per field path ("hero.stats.0.value"). */
export type ContentCheck<K extends PageKey> =
  { ok: true; content: PageContent<K> } | { ok: false; errors: Record<string, string> };

/**
 * Checks a page's content against its schema, as the editor does while the team types and the
 * server does on every draft and publication.
 * @returns the parsed content (text trimmed), or the first message of each failing field keyed
 *   by its dotted path
 */
export function checkPageContent<K extends PageKey>(key: K, value: unknown): ContentCheck<K> {
  const parsed = pageDefinition(key).schema.safeParse(value);
  if (parsed.success) return { ok: true, content: parsed.data as PageContent<K> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    errors[issue.path.join('.') || '_form'] ??= issue.message;
  return { ok: false, errors };
}

/**
 * Content as flat text fields, one per leaf: `{ "hero.title": "…", "hero.claims.0": "…" }`. How a
 * page's revisions are kept (record_revisions keeps fields of text), diffed field by field and
 * restored ({@link unflattenContent}).
 */
export function flattenContent(value: unknown, prefix = ''): Record<string, string> {
  if (value !== null && typeof value === 'object') {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(value))
      Object.assign(out, flattenContent(v, `${prefix}${k}.`));
    return out;
  }
  return { [prefix.slice(0, -1)]: value == null ? '' : String(value) };
}

/**
 * The content a set of flat fields describes ({@link flattenContent} reversed): a numeric path
 * segment is a list index. The result is unchecked; run {@link checkPageContent} on it.
 */
export function unflattenContent(flat: Readonly<Record<string, string | number | null>>): unknown {
  const root: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split('.');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const key = /^\d+$/.test(part) ? Number(part) : part;
      const holder = node as Record<string | number, unknown>;
      if (last) holder[key] = value ?? '';
      else {
        holder[key] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
        node = holder[key] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}

/**
 * A page's content from its flat text fields (a kept revision): {@link unflattenContent}, with each
 * number field (a rating) read back as a number. The result is unchecked; run
 * {@link checkPageContent} on it.
 */
export function contentFromFields(
  key: PageKey,
  flat: Readonly<Record<string, string | null>>,
): unknown {
  const typed = Object.fromEntries(
    Object.entries(flat).map(([path, value]) => {
      const schema = schemaAt(key, path);
      if (schema instanceof z.ZodNumber && value !== null && value !== '')
        return [path, Number(value)];
      if (schema instanceof z.ZodBoolean) return [path, value === 'true'];
      return [path, value];
    }),
  );
  return withEmptyLists(pageDefinition(key).schema, unflattenContent(typed));
}

/** `value` with every list the schema declares and the flat fields could not hold (an empty one). */
function withEmptyLists(schema: z.ZodType, value: unknown): unknown {
  if (schema instanceof z.ZodArray) return Array.isArray(value) ? value : [];
  if (!(schema instanceof z.ZodObject) || !value || typeof value !== 'object') return value;
  const out = { ...(value as Record<string, unknown>) };
  for (const [k, child] of Object.entries(schema.shape as Record<string, z.ZodType>))
    if (child instanceof z.ZodArray || child instanceof z.ZodObject)
      out[k] = withEmptyLists(child, out[k]);
  return out;
}

/** "howItWorks" → "How it works". */
export function humanizeKey(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The schema of the field at a dotted path of a page's content, or undefined. */
export function schemaAt(key: PageKey, path: string): z.ZodType | undefined {
  let node: z.ZodType | undefined = pageDefinition(key).schema;
  for (const part of path.split('.')) {
    if (node instanceof z.ZodObject) node = (node.shape as Record<string, z.ZodType>)[part];
    else if (node instanceof z.ZodArray && /^\d+$/.test(part)) node = node.element as z.ZodType;
    else return undefined;
  }
  return node;
}

/**
 * What the editor and the History panel call the field at a dotted path: the section's label,
 * then each field's label (or its name in words) and list positions from 1, e.g.
 * "Hero › Stats › 2 › Value".
 */
export function fieldLabel(key: PageKey, path: string): string {
  const parts = path.split('.');
  const def = pageDefinition(key);
  const labels: string[] = [def.sections[parts[0]!] ?? humanizeKey(parts[0]!)];
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i]!;
    if (/^\d+$/.test(part)) labels.push(String(Number(part) + 1));
    else {
      const schema = schemaAt(key, parts.slice(0, i + 1).join('.'));
      labels.push((schema && fieldMeta(schema)?.label) || humanizeKey(part));
    }
  }
  return labels.join(' › ');
}

/**
 * Where a field stands in the page, as a sort key: each segment's place in its section or list
 * (a section's place in the page, a field's in its object as the schema declares it, an item's
 * index). Sorting paths by it lists fields in the order the editor shows them.
 */
export function fieldOrder(key: PageKey, path: string): number[] {
  const parts = path.split('.');
  return parts.map((part, i) => {
    if (/^\d+$/.test(part)) return Number(part);
    const parent =
      i === 0 ? pageDefinition(key).schema : schemaAt(key, parts.slice(0, i).join('.'));
    const keys = parent instanceof z.ZodObject ? Object.keys(parent.shape) : [];
    const at = keys.indexOf(part);
    return at < 0 ? keys.length : at;
  });
}

/** Orders two field paths of a page as the editor shows them ({@link fieldOrder}). */
export function compareFieldPaths(key: PageKey, a: string, b: string): number {
  const x = fieldOrder(key, a);
  const y = fieldOrder(key, b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}
