'use server';

import { getDb } from '@/db/client';
import { resourceIdSchema, resourceSchema, resourceUpdateSchema } from '@/lib/validation/resources';
import { adminAction } from '../actions/admin-action';
import { invalidateTags } from '../cache';
import { createResource, deleteResource, updateResource } from './service';

// Resources tab (back-office.md §2, §5, §7). Every write refreshes /resources and its lists.

/** Creates a resource; returns its id. */
export const createResourceAction = adminAction(
  'resource.create',
  resourceSchema,
  async (data, admin) => {
    const row = await createResource(getDb(), data, admin.id);
    invalidateTags(['resources']);
    return { id: row.id };
  },
);

/** Updates a resource. */
export const updateResourceAction = adminAction(
  'resource.update',
  resourceUpdateSchema,
  async ({ id, ...data }, admin) => {
    await updateResource(getDb(), id, data, admin.id);
    invalidateTags(['resources']);
    return { id };
  },
);

/** Deletes a resource. */
export const deleteResourceAction = adminAction(
  'resource.delete',
  resourceIdSchema,
  async ({ id }, admin) => {
    await deleteResource(getDb(), id, admin.id);
    invalidateTags(['resources']);
    return { id };
  },
);
