'use server';

import { resourceIdSchema, resourceSchema, resourceUpdateSchema } from '@/lib/validation/resources';
import { adminAction } from '../actions/admin-action';
import { createResource, deleteResource, updateResource } from './service';

// Resources tab (back-office.md §2, §5, §7). Every write refreshes /resources and its lists.

/** Creates a resource; returns its id. */
export const createResourceAction = adminAction(
  'resource.create',
  'content',
  resourceSchema,
  async (data, admin, db) => {
    const row = await createResource(db, data, admin.id);
    return { id: row.id };
  },
  { invalidates: ['resources'] },
);

/** Updates a resource; a stale `edit_version` is refused as an edit conflict (issue #22 §4). */
export const updateResourceAction = adminAction(
  'resource.update',
  'content',
  resourceUpdateSchema,
  async ({ id, edit_version, ...data }, admin, db) => {
    const row = await updateResource(db, id, data, admin.id, edit_version);
    return { id, edit_version: row.edit_version };
  },
  { invalidates: ['resources'] },
);

/** Deletes a resource: moves it to the Trash (issue #22 item 5); Undo restores it. */
export const deleteResourceAction = adminAction(
  'resource.delete',
  'content',
  resourceIdSchema,
  async ({ id }, admin, db) => {
    await deleteResource(db, id, admin.id);
    return { id };
  },
  { invalidates: ['resources'] },
);
