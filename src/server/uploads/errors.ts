import 'server-only';
import type { UploadMessage } from '@/lib/validation/uploads';
import { AppError } from '../errors';

/**
 * The refusal type of the upload pipeline (ARCHITECTURE.md "Files"),
 * shared by `./multipart` and `./pipeline`; `./pipeline` re-exports it.
 */

/** HTTP statuses of refused uploads. */
export type UploadErrorStatus = 400 | 413 | 415 | 422;

/**
 * A refused upload: the HTTP status and the toast's title and description; answered as
 * `{ ok: false, error: title, description }` (an {@link AppError} with its own body).
 */
export class UploadError extends AppError {
  constructor(
    status: UploadErrorStatus,
    public readonly title: string,
    public readonly description: string,
  ) {
    super(status, title);
    this.name = 'UploadError';
  }

  override body(): Record<string, unknown> {
    return { ok: false, error: this.title, description: this.description };
  }

  /** An UploadError from one of the shared messages. */
  static of(status: UploadErrorStatus, message: UploadMessage): UploadError {
    return new UploadError(status, message.title, message.description);
  }
}
