import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { blog_posts, homepage_banners, media_categories, site_media } from '@/db/schema';
import { storedMediaFileName } from '@/lib/media/rules';
import { SHIPPED_IMAGES } from '@/lib/media/shipped-images';
import {
  shippedImageOf,
  slotCatalogue,
  type SlotDefinition,
  type SlotPage,
} from '@/lib/media/slots';
import { isVariantPath } from '@/lib/media/variants';
import { extensionOf } from '@/lib/validation/uploads';
import { getLogger } from '../log';

/**
 * The "Import Existing Media from Codebase" scan (back-office.md §2, §3 "Import candidate", §4
 * "Scan and import", §7 "site_media file_url and name, used by the scan").
 *
 * Departure from §9 ("limited to 5 hardcoded files"): the scan lists every shipped default image
 * under `public/defaults/` (which includes the spec's five), so nothing the site ships is missed and
 * no list has to be kept in step with the files. Shipped files are trusted code, so SVG defaults
 * import as they are (uploads by people never accept SVG); nothing is copied into storage — an
 * imported row points at the shipped file's own URL.
 */

/** The folder under `public/` whose files are scanned, and the URL prefix they are served at. */
export const SHIPPED_DEFAULTS_DIR = 'defaults';

/** Image extensions the scan lists, with the MIME type stored as file_type. */
export const SCANNED_IMAGE_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Safety limits of the walk: a misplaced folder cannot make the scan list thousands of files. */
export const MAX_SCAN_FILES = 500;
/** Deepest folder level below `public/defaults/` that is walked (0 = the folder itself). */
export const MAX_SCAN_DEPTH = 4;

/** What the scan says about one shipped file (back-office.md §3 "Import candidate"). */
export type ImportCandidate = {
  /** Public URL of the file, e.g. "/defaults/blog/guides.svg"; becomes site_media.file_url. */
  url: string;
  /** The file's own name, e.g. "guides.svg"; becomes original_filename. */
  filename: string;
  /** Where the site uses it, e.g. "Homepage → Homepage hero dashboard"; 'unused' otherwise. */
  location: string;
  /** The media_categories name the import files it under; null when no category exists. */
  category: string | null;
  /** The id of {@link category}; null when no category exists. */
  category_id: number | null;
  /** The media name it is imported under: lower-case words joined by hyphens, no extension. */
  suggested_name: string;
  /** Alt text: the slot's default alt text when a slot shows the file, else from the file name. */
  alt_text: string;
  /** Human title (the slot's name, else from the file name); stored as seo_title. */
  title: string;
  /** Size for people, e.g. "12.3 KB". */
  size_estimate: string;
  /** Size in bytes. */
  size_bytes: number;
  /** MIME type from the extension, e.g. "image/svg+xml". */
  file_type: string;
  /** Catalogue slots whose shipped default this file is (back-office.md §3 "Page slot catalogue"). */
  slot_ids: string[];
  /** Whether a site_media row with this file_url already exists. */
  status: 'already_imported' | 'new';
};

/** How the scan names the pages of the slot catalogue in a location. */
const PAGE_LABELS: Readonly<Record<SlotPage, string>> = {
  homepage: 'Homepage',
  product: 'Product Page',
  solutions: 'Solutions',
  why: 'Why Lizit',
  about: 'About',
  global: 'Every page',
};

/**
 * The media category a shipped default belongs in, by its path below `public/defaults/`:
 * association logos (CRA, ARA) → Certification Logos; other logos and integration marks →
 * Logos; team-* → Team Photos; module previews and the hero dashboard → Product Screenshots;
 * banners/ → Banners; blog/ → Blog Images; anything else → General. Names are those of
 * `MEDIA_CATEGORIES` in src/db/seed.ts; {@link CategoryResolver} falls back when one is missing.
 * @param relativePath - path below `public/defaults/` with forward slashes, e.g. "team-1.svg"
 * @returns a media_categories name
 */
export function defaultCategoryName(relativePath: string): string {
  const p = relativePath.toLowerCase();
  const base = p.split('/').pop() ?? p;
  if (p.startsWith('banners/')) return 'Banners';
  if (p.startsWith('blog/')) return 'Blog Images';
  if (/^(cra|ara)-logo/.test(base)) return 'Certification Logos';
  if (base.includes('logo') || base.startsWith('integration-')) return 'Logos';
  if (base.startsWith('team-')) return 'Team Photos';
  if (base.startsWith('module-') || base.startsWith('hero-')) return 'Product Screenshots';
  return 'General';
}

/** Turns a wanted category name into an existing category (see {@link loadCategoryResolver}). */
export type CategoryResolver = (wanted: string) => { id: number; name: string } | null;

/**
 * Reads media_categories once and returns a resolver: the wanted name when that category exists
 * (case-insensitive), else "General", else the first category by name (back-office.md §9 "The
 * default category_id for new media is the first category"), else null (no categories at all;
 * the spec's "else 1" would point at a row that does not exist).
 */
export async function loadCategoryResolver(db: Db): Promise<CategoryResolver> {
  const rows = await db
    .select({ id: media_categories.id, name: media_categories.name })
    .from(media_categories)
    .orderBy(asc(media_categories.name));
  const byName = new Map(rows.map((r) => [r.name.toLowerCase(), r]));
  return (wanted) => byName.get(wanted.toLowerCase()) ?? byName.get('general') ?? rows[0] ?? null;
}

/**
 * A byte count as the scan shows it: "512 B", "12.3 KB" or "1.4 MB" (1 KB = 1024 bytes).
 * @param bytes - size in bytes
 */
export function formatSizeEstimate(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "industry-reports" → "Industry reports". */
function humanize(base: string): string {
  const words = base.replace(/[-_.\s]+/g, ' ').trim();
  return words === '' ? 'Image' : words.charAt(0).toUpperCase() + words.slice(1);
}

/** The URL of a file below `public/defaults/` (each path segment URL-encoded). */
function urlOf(relativePath: string): string {
  return `/${SHIPPED_DEFAULTS_DIR}/${relativePath.split('/').map(encodeURIComponent).join('/')}`;
}

/** Catalogue slots by the URL of their shipped image (default or placed media). */
function slotsByDefaultUrl(): Map<string, SlotDefinition[]> {
  const out = new Map<string, SlotDefinition[]>();
  for (const slot of slotCatalogue) {
    const url = shippedImageOf(slot);
    if (!url?.startsWith(`/${SHIPPED_DEFAULTS_DIR}/`)) continue;
    out.set(url, [...(out.get(url) ?? []), slot]);
  }
  return out;
}

/** Whether `target` is `root` or lies inside it (both absolute, resolved). */
function isInside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/** One image file found below `public/defaults/`. */
type ShippedFile = { relativePath: string; bytes: number };

/** URLs of the SVG sources of the shipped raster illustrations. */
const RENDERED_SOURCES = new Set(Object.values(SHIPPED_IMAGES).map((image) => image.source));

/**
 * Every image file below `root` (already resolved with realpath), relative paths with forward
 * slashes, sorted. Symlinked folders are never entered; a symlinked file counts only when its
 * target lies inside `root`. WebP variants ("x.w480.webp") and the SVG sources of the shipped
 * raster illustrations are not listed: the import takes the image the pages show.
 */
async function walkImages(root: string): Promise<ShippedFile[]> {
  const out: ShippedFile[] = [];
  const walk = async (dir: string, depth: number): Promise<void> => {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (out.length >= MAX_SCAN_FILES) {
        getLogger().warn({ root, limit: MAX_SCAN_FILES }, 'media scan: file limit reached');
        return;
      }
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (depth < MAX_SCAN_DEPTH) await walk(full, depth + 1);
        continue;
      }
      if (!SCANNED_IMAGE_TYPES[extensionOf(entry.name)] || isVariantPath(entry.name)) continue;
      const relativePath = path.relative(root, full).split(path.sep).join('/');
      // An SVG the site ships rendered (src/lib/media/shipped-images.ts) is listed as its WebP.
      if (RENDERED_SOURCES.has(urlOf(relativePath))) continue;
      let real = full;
      if (entry.isSymbolicLink()) {
        real = await fs.realpath(full).catch(() => '');
        if (real === '' || !isInside(root, real)) continue;
      } else if (!entry.isFile()) continue;
      const stat = await fs.stat(real).catch(() => null);
      if (!stat?.isFile()) continue;
      out.push({ relativePath, bytes: stat.size });
    }
  };
  await walk(root, 0);
  return out.sort((a, b) => a.relativePath.localeCompare(b.relativePath));
}

/** The resolved `public/defaults/` folder, or null when it does not exist. */
async function defaultsRoot(publicDir: string): Promise<string | null> {
  try {
    const root = await fs.realpath(path.join(publicDir, SHIPPED_DEFAULTS_DIR));
    return (await fs.stat(root)).isDirectory() ? root : null;
  } catch {
    return null;
  }
}

/**
 * Size and type of the shipped default behind a `/defaults/…` URL (the migration's slot files).
 * @param url - e.g. "/defaults/team-1.svg"
 * @param publicDir - the site's `public/` folder
 * @returns bytes and MIME type, or null when the URL is not an image file inside
 *   `public/defaults/` (missing, another type, or a link leading outside)
 */
export async function statShippedDefault(
  url: string,
  publicDir: string = path.join(process.cwd(), 'public'),
): Promise<{ bytes: number; fileType: string } | null> {
  const prefix = `/${SHIPPED_DEFAULTS_DIR}/`;
  const fileType = SCANNED_IMAGE_TYPES[extensionOf(url)];
  if (!url.startsWith(prefix) || !fileType) return null;
  const root = await defaultsRoot(publicDir);
  if (!root) return null;
  try {
    const rel = url.slice(prefix.length).split('/').map(decodeURIComponent);
    const real = await fs.realpath(path.join(root, ...rel));
    if (!isInside(root, real)) return null;
    const stat = await fs.stat(real);
    return stat.isFile() ? { bytes: stat.size, fileType } : null;
  } catch {
    return null;
  }
}

/**
 * Names, alt text and category of a shipped default (back-office.md §3 "Import candidate"): from
 * the first catalogue slot that shows it (suggested name from the slot's name, the slot's default
 * alt text, the slot's name as title), else from the file's path ("blog/guides.svg" →
 * "blog-guides", alt text and title "Guides").
 * @param relativePath - path below `public/defaults/`, forward slashes
 * @param slots - the catalogue slots whose default the file is (may be empty)
 * @returns suggestedName (lower-case, hyphens, no extension), altText, title and the wanted
 *   category name (see {@link defaultCategoryName})
 */
export function describeShippedDefault(
  relativePath: string,
  slots: readonly SlotDefinition[],
): { suggestedName: string; altText: string; title: string; categoryName: string } {
  const withoutExt = relativePath.replace(/\.[^./]+$/, '');
  const base = withoutExt.split('/').pop() ?? withoutExt;
  const slot = slots[0];
  return {
    suggestedName: storedMediaFileName(slot ? slot.name : withoutExt, ''),
    altText: slot ? slot.defaultAlt : humanize(base),
    title: slot ? slot.name : humanize(base),
    categoryName: defaultCategoryName(relativePath),
  };
}

/**
 * Lists the site's shipped default images as import candidates (back-office.md §2 "Import
 * Existing Media from Codebase", §3 "Import candidate", §4 "Scan and import"): every svg, png,
 * jpg, jpeg, webp and gif file below `publicDir/defaults/` (hidden files, WebP variants and the
 * SVG sources of the shipped raster illustrations skipped; symlinks only
 * when they stay inside that folder; at most {@link MAX_SCAN_FILES} files, {@link MAX_SCAN_DEPTH}
 * levels deep), sorted by URL, each flagged `already_imported` when a site_media row with that
 * file_url exists (active or not, in a slot or not), else `new`.
 *
 * The location names the catalogue slots whose default the file is, the homepage banner carousel
 * when an active banner shows it, and the blog when posts use it as featured image; 'unused'
 * when none does. Read-only.
 * @param db - database or transaction
 * @param publicDir - the site's `public/` folder (tests pass a temporary copy)
 * @returns the candidates; [] when `public/defaults/` does not exist
 * @throws the driver's or file system's error when a read fails
 */
export async function scanShippedDefaults(
  db: Db,
  publicDir: string = path.join(process.cwd(), 'public'),
): Promise<ImportCandidate[]> {
  const root = await defaultsRoot(publicDir);
  if (!root) return [];
  const files = await walkImages(root);
  if (files.length === 0) return [];
  const urls = files.map((f) => urlOf(f.relativePath));

  // One after another: inside the import's transaction they share one connection.
  const existing = await db
    .select({ file_url: site_media.file_url })
    .from(site_media)
    .where(inArray(site_media.file_url, urls));
  const banners = await db
    .select({ image_url: homepage_banners.image_url })
    .from(homepage_banners)
    .where(and(eq(homepage_banners.is_active, true), inArray(homepage_banners.image_url, urls)));
  const posts = await db
    .select({ url: blog_posts.featured_image_url, n: count() })
    .from(blog_posts)
    .where(
      and(isNotNull(blog_posts.featured_image_url), inArray(blog_posts.featured_image_url, urls)),
    )
    .groupBy(blog_posts.featured_image_url);
  const resolveCategory = await loadCategoryResolver(db);
  const imported = new Set(existing.map((r) => r.file_url));
  const bannerUrls = new Set(banners.map((r) => r.image_url));
  const postCounts = new Map(posts.map((r) => [r.url as string, r.n]));
  const slotsByUrl = slotsByDefaultUrl();

  return files.map((file, i) => {
    const url = urls[i]!;
    const slots = slotsByUrl.get(url) ?? [];
    const info = describeShippedDefault(file.relativePath, slots);
    const places = slots.map((s) => `${PAGE_LABELS[s.page]} → ${s.name}`);
    if (bannerUrls.has(url)) places.push('Homepage → Banner Carousel');
    const postCount = postCounts.get(url) ?? 0;
    if (postCount > 0) {
      places.push(`Blog → featured image of ${postCount} post${postCount === 1 ? '' : 's'}`);
    }
    const category = resolveCategory(info.categoryName);
    return {
      url,
      filename: file.relativePath.split('/').pop()!,
      location: places.length > 0 ? places.join('; ') : 'unused',
      category: category?.name ?? null,
      category_id: category?.id ?? null,
      suggested_name: info.suggestedName,
      alt_text: info.altText,
      title: info.title,
      size_estimate: formatSizeEstimate(file.bytes),
      size_bytes: file.bytes,
      file_type: SCANNED_IMAGE_TYPES[extensionOf(file.relativePath)]!,
      slot_ids: slots.map((s) => s.id),
      status: imported.has(url) ? 'already_imported' : 'new',
    };
  });
}

/**
 * The Import tab's scan: the shipped default images with what the library already holds of them
 * (read-only, back-office.md §8).
 * @returns the candidates, how many there are and how many are new
 */
export async function scanSummary(db: Db) {
  const candidates = await scanShippedDefaults(db);
  return {
    candidates,
    total: candidates.length,
    newCount: candidates.filter((c) => c.status === 'new').length,
  };
}
