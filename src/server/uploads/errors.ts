import 'server-only';
import type { UploadMessage } from '@/lib/validation/uploads';

/**
 * The refusal type of the upload pipeline (issue #7 "Upload pipeline", ARCHITECTURE.md "Files"),
 * shared by `./multipart` and `./pipeline`; `./pipeline` re-exports it.
 */

/** HTTP statuses of refused uploads. */
export type UploadErrorStatus = 400 | 413 | 415 | 422;

/** A refused upload: the HTTP status and the toast's title and description. */
export class UploadError extends Error {
  constructor(
    public readonly status: UploadErrorStatus,
    public readonly title: string,
    public readonly description: string,
  ) {
    super(`${title}: ${description}`);
    this.name = 'UploadError';
  }

  /** An UploadError from one of the shared messages. */
  static of(status: UploadErrorStatus, message: UploadMessage): UploadError {
    return new UploadError(status, message.title, message.description);
  }
}
