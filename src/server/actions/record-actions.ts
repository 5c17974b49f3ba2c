import 'server-only';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import type { StaffUser } from '../auth/guard';
import { adminAction, type TagList } from './admin-action';

/**
 * The work of an admin action that acts on one record by its id and answers `{ id }` (a delete,
 * a retry): runs `work(db, id, actorUserId)`, then answers the id it was given.
 * @param work - the service call; what it returns is not answered
 * @returns the `fn` argument of {@link adminAction} for a schema whose output is `{ id }`
 */
export function answeringId<Id>(
  work: (db: Db, id: Id, actorUserId: string) => Promise<unknown>,
): (data: { id: Id }, admin: StaffUser, db: Db) => Promise<{ id: Id }> {
  return async ({ id }, admin, db) => {
    await work(db, id, admin.id);
    return { id };
  };
}

/** The service functions behind a record's create, update and delete actions. */
type RecordService<In, Id> = {
  /** Inserts the record; returns the new row. */
  create: (db: Db, data: In, actorUserId: string) => Promise<{ id: Id }>;
  /** Saves the form over the record; a stale `expectedVersion` is an edit conflict (409). */
  update: (
    db: Db,
    id: Id,
    data: In,
    actorUserId: string,
    expectedVersion: number | undefined,
  ) => Promise<{ version: number }>;
  /** Moves the record to the Trash. */
  remove: (db: Db, id: Id, actorUserId: string) => Promise<void>;
};

/**
 * The Create, Update and Delete admin actions of a record edited in a form, kept with revisions
 * and the Trash: `{domain}.create` answers `{ id }`; `{domain}.update`
 * takes the form plus `id` and the `version` it was loaded with and answers
 * `{ id, version }` (a 409 conflict when stale); `{domain}.delete` takes `{ id }`, moves the
 * record to the Trash and answers `{ id }`. Editors and admins ('content'); each success
 * invalidates `invalidates`.
 * @param schemas - the form's schema, the same with `id` and `version`, and `{ id }`'s
 */
export function recordActions<
  C extends z.ZodType<object>,
  U extends z.ZodType<{ id: Id; version?: number }>,
  D extends z.ZodType<{ id: Id }>,
  Id extends string | number,
>(
  domain: 'banner' | 'resource' | 'video',
  schemas: { create: C; update: U; id: D },
  service: RecordService<z.output<C>, Id>,
  invalidates: TagList,
) {
  return {
    create: adminAction(
      `${domain}.create`,
      'content',
      schemas.create,
      async (data, admin, db) => ({ id: (await service.create(db, data, admin.id)).id }),
      { invalidates },
    ),
    update: adminAction(
      `${domain}.update`,
      'content',
      schemas.update,
      async ({ id, version, ...data }, admin, db) => {
        const row = await service.update(db, id, data as z.output<C>, admin.id, version);
        return { id, version: row.version };
      },
      { invalidates },
    ),
    remove: adminAction(`${domain}.delete`, 'content', schemas.id, answeringId(service.remove), {
      invalidates,
    }),
  };
}
