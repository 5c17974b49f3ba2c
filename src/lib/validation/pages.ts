import { line } from '../pages/fields';
import { landingPath } from '../pages/landing';
import { isLandingKey, pageKeySchema, type LandingPageKey } from '../pages/registry';
import { MAX_RECORD_ID, recordId } from './fields';
import { z } from './zod';

/** The edit version the page editor has: 0 for a page never edited. */
const pageVersion = z.number().int().min(0).max(MAX_RECORD_ID);

/** A page editor's write of content (a draft save, a publication): checked by the page's schema. */
export const pageContentWriteSchema = z.object({
  key: pageKeySchema,
  content: z.record(z.string(), z.unknown()),
  version: pageVersion,
});

/** A page editor's write without content (discarding the draft). */
export const pageWriteSchema = z.object({ key: pageKeySchema, version: pageVersion });

/** An earlier publication of a page to restore as its draft. */
export const pageRevisionRestoreSchema = z.object({
  key: pageKeySchema,
  id: recordId(),
  version: pageVersion,
});

/** A publication of a page's content scheduled for a time (ISO 8601 with its offset). */
export const pageScheduleSchema = pageContentWriteSchema.extend({
  publishAt: z.iso.datetime({ offset: true, error: 'Choose a date and time' }),
});

/** An admin sending an Editor's draft back: what to change. */
export const pageSendBackSchema = pageWriteSchema.extend({
  note: z.string().trim().min(1, 'Say what to change').max(1000, 'At most 1,000 characters'),
});

/** A landing page's key ("landing-12"). */
const landingKey = z
  .string()
  .refine(isLandingKey, 'Unknown page')
  .transform((key) => key as LandingPageKey);

/** A new landing page: its name and its address, and the landing page it duplicates, if any. */
export const landingCreateSchema = z.object({
  title: line(90),
  path: landingPath,
  from: landingKey.optional(),
});

/** A landing page to move to the Trash. */
export const landingDeleteSchema = z.object({ key: landingKey });

/** An address to check for a new landing page, as the person types it. */
export const landingPathCheckSchema = z.object({ path: landingPath });
