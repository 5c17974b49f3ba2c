import 'server-only';
import { and, asc, desc, eq, getTableColumns, isNotNull } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { blog_posts, leads, newsletter_campaigns, type NewsletterCampaign } from '@/db/schema';
import type { LibraryImage } from '@/lib/pages/fields';
import { listLibraryImages } from '../media/library';
import { publishedPostFilter } from '../posts/publication';
import { readSetting } from '../settings/store';
import {
  campaignResults,
  listCampaigns,
  segmentSize,
  type CampaignListItem,
  type CampaignResults,
} from './campaigns';
import { unsubscribePreview } from './service';

/**
 * What the /unsubscribe/{token} page shows before the visitor confirms (public-site.md §7):
 * the subscriber's masked address and whether the subscription is active,
 * read from the process-wide database without changing anything.
 * @param token - "{id}.{secret}" from the e-mail's link (checked with `isWellFormedUnsubscribeToken` first)
 * @returns null for an unknown token or a wrong secret
 */
export function getUnsubscribePreview(
  token: string,
): Promise<{ maskedEmail: string; is_active: boolean } | null> {
  return unsubscribePreview(getDb(), token);
}

/** A published post the editor offers for an article campaign. */
export type ArticleChoice = { id: number; title: string };

/** What the campaign editor offers besides the campaign: choices, counts and the person's rights. */
export type CampaignEditorChoices = {
  /** Published posts, newest first (the "Send an article" list). */
  articles: ArticleChoice[];
  /** The signup sources and campaigns the newsletter's leads name (the segment's choices). */
  sources: string[];
  campaigns: string[];
  /** The media library's images the text may show (the image dialog's choices). */
  images: LibraryImage[];
};

/** The editor's choices (see {@link CampaignEditorChoices}). */
async function editorChoices(db: Db): Promise<CampaignEditorChoices> {
  const [articles, sources, campaigns, images] = await Promise.all([
    db
      .select({ id: blog_posts.id, title: blog_posts.title })
      .from(blog_posts)
      .where(publishedPostFilter())
      .orderBy(desc(blog_posts.published_at), desc(blog_posts.id)),
    db
      .selectDistinct({ value: leads.source })
      .from(leads)
      .where(eq(leads.type, 'newsletter'))
      .orderBy(asc(leads.source)),
    db
      .selectDistinct({ value: leads.campaign })
      .from(leads)
      .where(and(eq(leads.type, 'newsletter'), isNotNull(leads.campaign)))
      .orderBy(asc(leads.campaign)),
    listLibraryImages(db),
  ]);
  return {
    articles,
    sources: sources.map((r) => r.value),
    campaigns: campaigns.map((r) => r.value!),
    images,
  };
}

/**
 * The Newsletter section's list: every campaign with its state and results, newest first, and
 * whether Editors may send.
 */
export async function loadNewsletterList(): Promise<{
  campaigns: CampaignListItem[];
  editorsMaySend: boolean;
}> {
  const db = getDb();
  const [campaigns, setting] = await Promise.all([
    listCampaigns(db),
    readSetting(db, 'newsletter'),
  ]);
  return { campaigns, editorsMaySend: setting.editorsMaySend };
}

/** A campaign as its editor gets it: the row without the frozen message (the preview has it). */
export type EditorCampaign = Omit<NewsletterCampaign, 'sent_html' | 'sent_text'>;

/** What the campaign editor opens with. */
export type CampaignEditorData = {
  /** Null for a new campaign. */
  campaign: EditorCampaign | null;
  /** Its results once its sending started (null before). */
  results: CampaignResults | null;
  /** Subscribers its saved segment holds now (every active one for a new campaign). */
  recipients: number;
  choices: CampaignEditorChoices;
  editorsMaySend: boolean;
};

/**
 * The campaign editor's data: campaign `id` (null: a new one) with its results once it started,
 * how many subscribers its segment holds now, the editor's choices and the send setting.
 * @returns null for a campaign that does not exist (deleted meanwhile, or a mistyped address)
 */
export async function loadCampaignEditor(id: number | null): Promise<CampaignEditorData | null> {
  const db = getDb();
  let campaign: EditorCampaign | null = null;
  if (id !== null) {
    const [row] = await db
      .select(getTableColumns(newsletter_campaigns))
      .from(newsletter_campaigns)
      .where(eq(newsletter_campaigns.id, id));
    if (!row) return null;
    const { sent_html: _html, sent_text: _text, ...rest } = row;
    campaign = rest;
  }
  const [results, recipients, choices, setting] = await Promise.all([
    campaign?.started_at ? campaignResults(db, campaign) : null,
    segmentSize(db, campaign?.segment ?? {}),
    editorChoices(db),
    readSetting(db, 'newsletter'),
  ]);
  return { campaign, results, recipients, choices, editorsMaySend: setting.editorsMaySend };
}
