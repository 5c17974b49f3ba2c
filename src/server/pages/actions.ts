'use server';

import {
  pageContentWriteSchema,
  pageRevisionRestoreSchema,
  pageScheduleSchema,
  pageWriteSchema,
} from '@/lib/validation/pages';
import { adminAction } from '../actions/admin-action';
import { signPreviewToken } from './preview-token';
import { pageTag } from './queries';
import {
  cancelPageSchedule,
  discardPageDraft,
  publishPage,
  restorePageRevision,
  savePageDraft,
  schedulePagePublish,
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

/** Publishes content as the page's: the public page shows it on its next request. */
export const publishPageAction = adminAction(
  'page.publish',
  'content',
  pageContentWriteSchema,
  async ({ key, content, version }, admin, db) =>
    withPreview(await publishPage(db, key, content, admin.id, version)),
  { invalidates: ({ key }) => [pageTag(key)] },
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

/** Schedules the publication of the page's draft at a time; the background runner publishes it. */
export const schedulePageAction = adminAction(
  'page.schedule',
  'content',
  pageScheduleSchema,
  async ({ key, content, version, publishAt }, admin, db) =>
    withPreview(
      await schedulePagePublish(db, key, content, new Date(publishAt), admin.id, version),
    ),
);

/** Withdraws the page's scheduled publication; the draft stays. */
export const cancelPageScheduleAction = adminAction(
  'page.unschedule',
  'content',
  pageWriteSchema,
  async ({ key, version }, admin, db) =>
    withPreview(await cancelPageSchedule(db, key, admin.id, version)),
);
