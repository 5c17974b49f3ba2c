import { z } from 'zod';

/** The kinds of record the Trash holds (issue #22 item 5). */
export const TRASH_KINDS = ['post', 'resource', 'banner', 'video', 'media'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** One record in the Trash: its kind and id (a number, or a video's uuid). */
export const trashItemSchema = z.object({
  kind: z.enum(TRASH_KINDS),
  id: z.union([z.number().int().positive().max(2_147_483_647), z.uuid()]),
});
export type TrashItemInput = z.infer<typeof trashItemSchema>;

/** "Empty trash": no input, but confirmed in the dialog. */
export const emptyTrashSchema = z.object({ confirm: z.literal(true) });
