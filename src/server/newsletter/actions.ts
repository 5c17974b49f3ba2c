'use server';

import type { Db } from '@/db/client';
import {
  articleCampaignSchema,
  campaignIdSchema,
  campaignScheduleSchema,
  campaignSchema,
  campaignSegmentSchema,
  campaignTestSchema,
  campaignUpdateSchema,
  type CampaignData,
} from '@/lib/validation/newsletter';
import { newsletterSettingsSchema } from '@/lib/validation/settings';
import { adminAction } from '../actions/admin-action';
import { ActionError } from '../actions/errors';
import { answeringId } from '../actions/record-actions';
import type { StaffUser } from '../auth/guard';
import { kickOutbox } from '../mail/worker';
import { writeSetting } from '../settings/store';
import {
  assertMaySend,
  cancelCampaign,
  createArticleCampaign,
  createCampaign,
  deleteCampaign,
  loadCampaign,
  pauseCampaign,
  previewCampaign,
  publishedArticle,
  resumeCampaign,
  scheduleCampaign,
  segmentSize,
  sendTestCopy,
  unscheduleCampaign,
  updateCampaign,
} from './campaigns';
import { kickCampaignStart, kickNewsletter } from './worker';

// The Newsletter section's writes. Admins and Editors write campaigns ('content'); sending,
// scheduling and holding them back also pass assertMaySend (an Editor only while the Newsletter
// setting lets Editors send), checked before anything changes.

/** An article campaign's post must be on the site: its copies link to it. */
async function checkArticle(db: Db, data: CampaignData): Promise<void> {
  if (data.kind === 'article' && data.post_id !== null) await publishedArticle(db, data.post_id);
}

/** Creates a draft campaign; answers its id and slug. */
export const createCampaignAction = adminAction(
  'newsletter.create',
  'content',
  campaignSchema,
  async (data, admin, db) => {
    await checkArticle(db, data);
    return createCampaign(db, data, admin.id);
  },
);

/**
 * Saves a draft or scheduled campaign's form; `version` is the one the editor loaded (a stale
 * save is an edit conflict carrying the campaign as it is now). Answers the new version.
 */
export const updateCampaignAction = adminAction(
  'newsletter.update',
  'content',
  campaignUpdateSchema,
  async ({ id, campaign, version }, admin, db) => {
    if (version === undefined) throw new ActionError('Reload the page, then save again.', 422);
    await checkArticle(db, campaign);
    await updateCampaign(db, id, campaign, admin.id, version);
    return { id, version: (await loadCampaign(db, id)).version };
  },
);

/** Deletes a campaign that never went out. */
export const deleteCampaignAction = adminAction(
  'newsletter.delete',
  'content',
  campaignIdSchema,
  answeringId(deleteCampaign),
);

/** "Create article campaign" of a published post (the Blog Posts list's "Send as newsletter"). */
export const createArticleCampaignAction = adminAction(
  'newsletter.create_article',
  'content',
  articleCampaignSchema,
  async ({ post_id }, admin, db) => createArticleCampaign(db, post_id, admin.id),
);

/** The saved campaign's message as a recipient gets it (the editor's three previews). */
export const previewCampaignAction = adminAction(
  'newsletter.preview',
  'content',
  campaignIdSchema,
  async ({ id }, _admin, db) => previewCampaign(db, id),
);

/** How many subscribers a segment holds now (shown beside the segment's fields). */
export const campaignSegmentSizeAction = adminAction(
  'newsletter.segment_size',
  'content',
  campaignSegmentSchema,
  async (segment, _admin, db) => ({ recipients: await segmentSize(db, segment) }),
);

/** Sends a test copy of the saved campaign to one address (20 an hour per person). */
export const sendTestCampaignAction = adminAction(
  'newsletter.test',
  'content',
  campaignTestSchema,
  async ({ id, to }, admin, db) => {
    await sendTestCopy(db, id, to, admin.id);
    kickOutbox();
    return { to };
  },
);

/**
 * Sends a draft now (`at` null: the runner's start job runs at once) or at a time. An article
 * campaign's post must still be published.
 */
export const scheduleCampaignAction = adminAction(
  'newsletter.schedule',
  'content',
  campaignScheduleSchema,
  async ({ id, at }, admin, db) => {
    await assertMaySend(db, admin.role);
    const row = await loadCampaign(db, id);
    if (row.kind === 'article' && row.post_id !== null) await publishedArticle(db, row.post_id);
    await scheduleCampaign(db, id, at === null ? null : new Date(at), admin.id);
    if (at === null) kickCampaignStart();
    return { id };
  },
);

/** The work of a sending control: the send check, then `move`. */
const sendControl =
  (move: (db: Db, id: number, actorId: string) => Promise<void>, after?: () => void) =>
  async ({ id }: { id: number }, admin: StaffUser, db: Db) => {
    await assertMaySend(db, admin.role);
    await move(db, id, admin.id);
    after?.();
    return { id };
  };

/** Takes a scheduled campaign back to a draft. */
export const unscheduleCampaignAction = adminAction(
  'newsletter.unschedule',
  'content',
  campaignIdSchema,
  sendControl(unscheduleCampaign),
);

/** Holds a sending campaign: no more copies go out until it is resumed. */
export const pauseCampaignAction = adminAction(
  'newsletter.pause',
  'content',
  campaignIdSchema,
  sendControl(pauseCampaign),
);

/** Resumes a paused campaign where it stopped; the sender runs at once. */
export const resumeCampaignAction = adminAction(
  'newsletter.resume',
  'content',
  campaignIdSchema,
  sendControl(resumeCampaign, kickNewsletter),
);

/** Stops a scheduled, sending or paused campaign for good (the copies sent stay counted). */
export const cancelCampaignAction = adminAction(
  'newsletter.cancel',
  'content',
  campaignIdSchema,
  sendControl(cancelCampaign),
);

/** Whether Editors may send campaigns (admins only). */
export const saveNewsletterSettingsAction = adminAction(
  'settings.newsletter',
  'settings',
  newsletterSettingsSchema,
  async (value, admin, db) => writeSetting(db, 'newsletter', value, admin.id),
);
