import { pgErrorCode } from '@/db/errors';
import { AppError } from '../errors';

/**
 * An error whose message is meant for the admin (a missing record, a taken slug): an
 * {@link AppError} that adminAction answers with its own message and status instead of the
 * generic failure text.
 */
export class ActionError extends AppError {
  constructor(
    message: string,
    status: 400 | 404 | 409 | 422 = 400,
    /** The form field the message belongs to, when there is one. */
    public readonly field?: string,
  ) {
    super(status, message, field ? { [field]: message } : undefined);
    this.name = 'ActionError';
  }
}

/**
 * A `.catch` handler turning a unique violation (SQLSTATE 23505) into the admin's message on
 * `field` (409); any other error is rethrown as it is.
 * @example insert(...).catch(uniqueConflict(SLUG_TAKEN, 'slug'))
 */
export function uniqueConflict(message: string, field: string): (error: unknown) => never {
  return (error) => {
    if (pgErrorCode(error) === '23505') throw new ActionError(message, 409, field);
    throw error;
  };
}

/** A record that was not found (deleted by another admin meanwhile). */
export function notFound(what: string): ActionError {
  return new ActionError(`${what} not found. It may have been deleted; reload the page.`, 404);
}

/**
 * The first row a read or write answers, or a 404 naming the record (it was deleted meanwhile).
 * @param rows - the query (e.g. `tx.select()...for('update')` or `.returning()`)
 * @param what - what the 404 calls the record, e.g. "Invitation"
 * @throws ActionError(404) from {@link notFound} when there is no row
 */
export async function oneOrNotFound<T>(rows: PromiseLike<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound(what);
  return row;
}

/** The message of an edit conflict. */
export const EDIT_CONFLICT_MESSAGE =
  'Someone else saved this since you opened it. Choose what to keep, then save again.';

/**
 * A save based on an older version of the record than the one stored (another tab or another
 * person saved in between): refused with 409, carrying the record as it is now so
 * the editor can show both versions side by side.
 */
export class EditConflictError extends AppError {
  constructor(current: unknown) {
    super(409, EDIT_CONFLICT_MESSAGE, undefined, undefined, current);
    this.name = 'EditConflictError';
  }
}
