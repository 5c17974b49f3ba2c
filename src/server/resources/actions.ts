'use server';

import { resourceIdSchema, resourceSchema, resourceUpdateSchema } from '@/lib/validation/resources';
import { recordActions } from '../actions/record-actions';
import { createResource, deleteResource, updateResource } from './service';

// Resources tab (back-office.md §2, §5, §7). Every write refreshes /resources and its lists.

const actions = recordActions(
  'resource',
  { create: resourceSchema, update: resourceUpdateSchema, id: resourceIdSchema },
  { create: createResource, update: updateResource, remove: deleteResource },
  ['resources'],
);

/** Creates a resource; returns its id. */
export const createResourceAction = actions.create;

/** Updates a resource; a stale `version` is refused as an edit conflict. */
export const updateResourceAction = actions.update;

/** Deletes a resource: moves it to the Trash; Undo restores it. */
export const deleteResourceAction = actions.remove;
