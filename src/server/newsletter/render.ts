import 'server-only';
import { convert } from 'html-to-text';
import { siteConfig } from '@/config/site';
import { getSiteUrl } from '@/lib/env';
import { escapeHtml } from '@/lib/escape';
import { rewriteRichHtmlUrls } from '@/lib/sanitize';
import { hasValidSignature, signPayload } from '../signing';

/**
 * What a newsletter campaign's copies say: its body (an issue's rich text, or an article's title,
 * cover and excerpt or text with a link) in the mail layout, with absolute links that carry the
 * campaign's UTM values and, when counting is on, go through the counting redirect. Each copy is
 * the same message with the recipient's own unsubscribe links put in ({@link personalise}).
 */

/** Stand-ins for a recipient's own links, replaced in each copy. */
const UNSUBSCRIBE_PAGE = '%%UNSUBSCRIBE_PAGE%%';

/** Around the footer of a copy, which the web version leaves out (it is no one's copy). */
const FOOTER_START = '<!--recipient-footer-->';
const FOOTER_END = '<!--/recipient-footer-->';

/** The article an article campaign sends, as the blog stores it. */
export type CampaignArticle = {
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  featured_image_url: string | null;
};

/** What a campaign's copies are made from (its row's columns). */
export type CampaignContent = {
  slug: string;
  kind: 'issue' | 'article';
  subject: string;
  preheader: string;
  body_html: string;
  article_full: boolean;
};

/** An absolute URL of `url` on this site (a path), or `url` itself (already absolute). */
function absolute(url: string, origin: string): string {
  if (url.startsWith('/') && !url.startsWith('//')) return `${origin}${url}`;
  return url;
}

/**
 * The campaign's UTM values on a link to this site (its leads' attribution then names the
 * campaign); a link elsewhere, a mail or phone link is left as it is.
 */
export function withCampaignUtm(url: string, slug: string, origin: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.origin !== origin) return url;
  parsed.searchParams.set('utm_source', 'newsletter');
  parsed.searchParams.set('utm_medium', 'email');
  parsed.searchParams.set('utm_campaign', slug);
  return parsed.toString();
}

/** The body of the campaign as HTML (sanitised), before the layout. */
function bodyOf(c: CampaignContent, article: CampaignArticle | null): string {
  if (c.kind === 'issue' || !article) return c.body_html;
  const link = `/resources/${article.slug}`;
  const cover = article.featured_image_url
    ? `<p><img src="${escapeHtml(article.featured_image_url)}" alt="" width="560"></p>`
    : '';
  const text = c.article_full ? article.content : `<p>${escapeHtml(article.excerpt ?? '')}</p>`;
  return `${cover}<h1>${escapeHtml(article.title)}</h1>${text}<p><a href="${link}">Read it on our site</a></p>`;
}

/** The campaign's message before each recipient's links: HTML, text, and the links it holds. */
export type ComposedCampaign = { html: string; text: string; links: string[] };

/**
 * Composes a campaign's message: the body sanitised, its links and images absolute, links to this
 * site with the campaign's UTM values, each link passed through `link` (the counting redirect, or
 * unchanged), in the mail layout with the preheader and the footer's unsubscribe link; and the
 * plain text part (html-to-text). `links` lists the body's http(s) links (after UTM), once each.
 * @param link - the URL a copy carries for a link (e.g. its redirect); identity when not counting
 */
export function composeCampaign(
  c: CampaignContent,
  article: CampaignArticle | null,
  link: (url: string) => string = (u) => u,
): ComposedCampaign {
  const origin = getSiteUrl();
  const links = new Set<string>();
  const body = rewriteRichHtmlUrls(bodyOf(c, article), (url, attribute) => {
    const full = absolute(url.trim(), origin);
    if (attribute === 'src' || !/^https?:\/\//i.test(full)) return full;
    const tagged = withCampaignUtm(full, c.slug, origin);
    links.add(tagged);
    return link(tagged);
  });
  const html = layout(c.subject, c.preheader, body);
  const text = `${convert(body, { wordwrap: 78, selectors: [{ selector: 'img', format: 'skip' }] })}\n\n--\nYou receive this because you subscribed to the ${siteConfig.name} newsletter.\nUnsubscribe: ${UNSUBSCRIBE_PAGE}\n`;
  return { html, text, links: [...links] };
}

/** The mail layout: one column of 600 pixels, inline styles (mail clients drop style sheets). */
function layout(subject: string, preheader: string, body: string): string {
  const font = 'font-family:Arial,Helvetica,sans-serif';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:0;background:#f1f5f9">${
    preheader
      ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(preheader)}</div>`
      : ''
  }<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px"><tr><td style="padding:24px 28px 0;${font};font-size:20px;font-weight:bold;color:#0f2744">${escapeHtml(siteConfig.name)}</td></tr><tr><td class="body" style="padding:8px 28px 24px;${font};font-size:16px;line-height:1.5;color:#1e293b">${body}</td></tr></table>${FOOTER_START}<p style="max-width:600px;${font};font-size:12px;line-height:1.5;color:#64748b">You receive this because you subscribed to the ${escapeHtml(siteConfig.name)} newsletter. <a href="${UNSUBSCRIBE_PAGE}" style="color:#64748b">Unsubscribe</a>.</p>${FOOTER_END}</td></tr></table></body></html>`;
}

/** A recipient's own unsubscribe addresses: the page, and the RFC 8058 one-click POST. */
export type UnsubscribeLinks = { page: string; oneClick: string };

/**
 * The unsubscribe addresses of subscriber token `token` for a copy of campaign `campaignId`
 * (the campaign is named so an unsubscribe is counted to it).
 */
export function unsubscribeLinks(token: string, campaignId: number): UnsubscribeLinks {
  const origin = getSiteUrl();
  const t = encodeURIComponent(token);
  return {
    page: `${origin}/unsubscribe/${t}?campaign=${campaignId}`,
    oneClick: `${origin}/api/unsubscribe?token=${t}&campaign=${campaignId}`,
  };
}

/** One recipient's copy: the campaign's HTML and text with their own unsubscribe link. */
export function personalise(
  composed: Pick<ComposedCampaign, 'html' | 'text'>,
  links: UnsubscribeLinks,
): { html: string; text: string } {
  return {
    html: composed.html.replaceAll(UNSUBSCRIBE_PAGE, escapeHtml(links.page)),
    text: composed.text.replaceAll(UNSUBSCRIBE_PAGE, links.page),
  };
}

/** The headers of every copy: RFC 8058 one-click unsubscribe, and bulk mail. */
export function campaignHeaders(links: UnsubscribeLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>, <${links.page}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    Precedence: 'bulk',
  };
}

/** What a counted link's signature is for. */
const LINK_PURPOSE = 'newsletter-link';

/** The counting redirect's address of link `linkId`: `/newsletter/l/{id}.{signature}`. */
export function countedLinkUrl(linkId: number): string {
  return `${getSiteUrl()}/newsletter/l/${linkId}.${signPayload(LINK_PURPOSE, String(linkId))}`;
}

/**
 * The link id a counting redirect's segment names, when its signature is right (so ids cannot
 * be walked); null otherwise.
 * @param segment - "{id}.{signature}" from the address
 */
export function verifiedLinkId(segment: string): number | null {
  const m = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(segment);
  if (!m) return null;
  return hasValidSignature(LINK_PURPOSE, m[1]!, m[2]!) ? Number(m[1]) : null;
}

/**
 * The web version of a sent campaign: its frozen message without the recipient's footer, marked
 * for search engines as the campaign says.
 * @param sentHtml - the campaign's `sent_html`
 * @param noindex - whether search engines are asked not to index it
 */
export function webVersion(sentHtml: string, noindex: boolean): string {
  const start = sentHtml.indexOf(FOOTER_START);
  const end = sentHtml.indexOf(FOOTER_END);
  const html =
    start >= 0 && end > start
      ? sentHtml.slice(0, start) + sentHtml.slice(end + FOOTER_END.length)
      : sentHtml;
  return noindex ? html.replace('<head>', '<head><meta name="robots" content="noindex">') : html;
}
