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

/** A record that was not found (deleted by another admin meanwhile). */
export function notFound(what: string): ActionError {
  return new ActionError(`${what} not found. It may have been deleted; reload the page.`, 404);
}
