'use server';

import {
  landingCreateSchema,
  landingDeleteSchema,
  landingPathCheckSchema,
  pageContentWriteSchema,
  pageRevisionRestoreSchema,
  pageScheduleSchema,
  pageSendBackSchema,
  pageWriteSchema,
} from '@/lib/validation/pages';
import { pageReviewSettingsSchema } from '@/lib/validation/settings';
import { adminAction } from '../actions/admin-action';
import { kickOutbox } from '../mail/worker';
import { writeSetting } from '../settings/store';
import { signPreviewToken } from './preview-token';
import { publicationTags } from './queries';
import {
  assertMayPublish,
  cancelPageSchedule,
  createLandingPage,
  discardPageDraft,
  landingPathProblem,
  publishPage,
  requestPageReview,
  restorePageRevision,
  savePageDraft,
  schedulePagePublish,
  sendBackPage,
  trashLandingPage,
  type PageEditorState,
} from './service';

// The Pages section's writes. Each answers the page as stored and a fresh preview token, so
// the editor's preview keeps working for as long as the person edits.

const withPreview = (page: PageEditorState) => ({
  page,
  previewToken: signPreviewToken(page.key),
});

/** Saves the team's draft of a page (as the person types); nothing public changes. */
export const savePageDraftAction = adminAction(
  'page.save_draft',
  'content',
  pageContentWriteSchema,
  async ({ key, content, version }, admin, db) =>
    withPreview(await savePageDraft(db, key, content, admin.id, version)),
);

/**
 * Publishes content as the page's: the public page shows it on its next request. An Editor may
 * while the review setting is off; an admin always (which also approves a pending review).
 */
export const publishPageAction = adminAction(
  'page.publish',
  'content',
  pageContentWriteSchema,
  async ({ key, content, version }, admin, db) => {
    await assertMayPublish(db, admin.role);
    return withPreview(await publishPage(db, key, content, admin.id, version));
  },
  { invalidates: ({ key }) => publicationTags(key) },
);

/** Drops the page's draft: the editor shows the published words again. */
export const discardPageDraftAction = adminAction(
  'page.discard_draft',
  'content',
  pageWriteSchema,
  async ({ key, version }, admin, db) =>
    withPreview(await discardPageDraft(db, key, admin.id, version)),
);

/** Makes an earlier publication the page's draft (History's Restore). */
export const restorePageRevisionAction = adminAction(
  'page.restore_revision',
  'content',
  pageRevisionRestoreSchema,
  async ({ key, id, version }, admin, db) =>
    withPreview(await restorePageRevision(db, key, id, admin.id, version)),
);

/**
 * Schedules the publication of the page's draft at a time; the background runner publishes it.
 * Who may publish may schedule.
 */
export const schedulePageAction = adminAction(
  'page.schedule',
  'content',
  pageScheduleSchema,
  async ({ key, content, version, publishAt }, admin, db) => {
    await assertMayPublish(db, admin.role);
    return withPreview(
      await schedulePagePublish(db, key, content, new Date(publishAt), admin.id, version),
    );
  },
);

/** Withdraws the page's scheduled publication; the draft stays. */
export const cancelPageScheduleAction = adminAction(
  'page.unschedule',
  'content',
  pageWriteSchema,
  async ({ key, version }, admin, db) =>
    withPreview(await cancelPageSchedule(db, key, admin.id, version)),
);

/** An Editor asks the admins to review the page's draft (an e-mail to each active admin). */
export const requestPageReviewAction = adminAction(
  'page.request_review',
  'content',
  pageWriteSchema,
  async ({ key, version }, admin, db) => {
    const saved = withPreview(await requestPageReview(db, key, admin.id, version));
    kickOutbox();
    return saved;
  },
);

/** An admin sends an Editor's draft back with a note (e-mailed to the Editor). */
export const sendBackPageAction = adminAction(
  'page.send_back',
  'pages.review',
  pageSendBackSchema,
  async ({ key, version, note }, admin, db) => {
    const saved = withPreview(await sendBackPage(db, key, note, admin.id, version));
    kickOutbox();
    return saved;
  },
);

/** Whether an Editor's page changes wait for an admin's review (admins only). */
export const savePageReviewSettingAction = adminAction(
  'settings.page_review',
  'pages.review',
  pageReviewSettingsSchema,
  async (value, admin, db) => writeSetting(db, 'page_review', value, admin.id),
);

/** Creates a landing page at a free address, with a first draft; the editor opens it. */
export const createLandingPageAction = adminAction(
  'page.create',
  'content',
  landingCreateSchema,
  async (input, admin, db) => withPreview(await createLandingPage(db, input, admin.id)),
);

/** Whether an address is free for a new landing page (the form checks as the person types). */
export const checkLandingPathAction = adminAction(
  'page.check_path',
  'content',
  landingPathCheckSchema,
  async ({ path }, _admin, db) => ({ problem: await landingPathProblem(db, path) }),
);

/** Moves a landing page to the Trash (its address answers 404 until it is restored). */
export const deleteLandingPageAction = adminAction(
  'page.delete',
  'content',
  landingDeleteSchema,
  async ({ key }, admin, db) => ({
    id: Number(key.slice('landing-'.length)),
    tags: await trashLandingPage(db, key, admin.id),
  }),
  { invalidates: (_input, result) => result.tags },
);
