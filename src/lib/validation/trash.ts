import { z } from 'zod';

/** The kinds of record the Trash holds. */
export const TRASH_KINDS = ['post', 'resource', 'banner', 'video', 'media', 'page'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** One record in the Trash: its kind and id (a number, or a video's uuid). */
export const trashItemSchema = z.object({
  kind: z.enum(TRASH_KINDS),
  id: z.union([z.number().int().positive().max(2_147_483_647), z.uuid()]),
});
export type TrashItemInput = z.infer<typeof trashItemSchema>;

/**
 * A restore from the Trash: a published post comes back live at once unless `as_draft` asks for
 * it to come back as a draft (other kinds ignore it).
 */
export const trashRestoreSchema = trashItemSchema.extend({ as_draft: z.boolean().optional() });

/** "Empty trash": no input, but confirmed in the dialog. */
export const emptyTrashSchema = z.object({ confirm: z.literal(true) });

/** Most records one bulk Trash request may name. */
export const TRASH_BULK_MAX = 200;

/** Several records of the Trash: "Restore selected", "Delete selected forever", a bulk Undo. */
export const trashItemsSchema = z.object({
  items: z
    .array(trashItemSchema)
    .min(1, 'Choose at least one item')
    .max(TRASH_BULK_MAX, `Choose at most ${TRASH_BULK_MAX} items at once`),
  /** Published posts among them come back as drafts (see {@link trashRestoreSchema}). */
  as_draft: z.boolean().optional(),
});
