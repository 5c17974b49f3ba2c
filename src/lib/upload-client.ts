/**
 * Browser side of the uploads: sends one file to
 * POST /api/admin/uploads with progress, after the same pre-checks the server applies.
 * No server imports: the rules and messages come from `src/lib/validation/uploads.ts`.
 */
import {
  checkUpload,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  type UploadFailureBody,
  type UploadPurpose,
  type UploadResult,
} from './validation/uploads';

export { checkUpload, UPLOAD_RULES, type UploadPurpose, type UploadResult };

/** The upload endpoint. */
export const UPLOAD_ENDPOINT = '/api/admin/uploads';

/**
 * A failed upload as the toast shows it: the server's title and description for refusals
 * ("Invalid file type" / "Please upload a JPG, PNG, or WebP image"...), the pre-check's for
 * files refused before sending, or "Error uploading image" (images) / "Upload failed" (others)
 * with a generic description when the request failed.
 */
export class UploadFailure extends Error {
  constructor(
    public readonly title: string,
    public readonly description: string,
    /** HTTP status of the answer; undefined for pre-check and network failures. */
    public readonly status?: number,
  ) {
    super(`${title}: ${description}`);
    this.name = 'UploadFailure';
  }
}

/** Options of {@link uploadFile}. */
export type UploadFileOptions = {
  /** Called as bytes leave the browser, with the fraction sent (0..1); 1 once accepted. */
  onProgress?: (fraction: number) => void;
  /** Aborts the upload; the promise then rejects with a DOMException named "AbortError". */
  signal?: AbortSignal;
  /** Extra fields the purpose needs (slot-media: `{ slotId }`), sent before the file. */
  fields?: Readonly<Record<string, string>>;
  /** Endpoint (default {@link UPLOAD_ENDPOINT}). */
  endpoint?: string;
};

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * Uploads one file for a purpose. The file is pre-checked with {@link checkUpload} first;
 * `purpose` (and `fields`) are appended before `file`, as the server requires.
 * @param file - the chosen file
 * @param purpose - one of UPLOAD_PURPOSES, e.g. 'banner-image'
 * @param opts - progress callback, abort signal, extra fields
 * @returns the stored file (`url` is what to save), see {@link UploadResult}
 * @throws UploadFailure on a refused or failed upload; DOMException "AbortError" when aborted
 */
export function uploadFile(
  file: File,
  purpose: UploadPurpose,
  opts: UploadFileOptions = {},
): Promise<UploadResult> {
  const failureTitle = UPLOAD_RULES[purpose].failureTitle;
  const problem = checkUpload(purpose, file);
  if (problem) return Promise.reject(new UploadFailure(problem.title, problem.description));
  if (opts.signal?.aborted) return Promise.reject(abortError());

  const form = new FormData();
  form.append('purpose', purpose);
  for (const [name, value] of Object.entries(opts.fields ?? {})) form.append(name, value);
  form.append('file', file, file.name);

  return new Promise<UploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const finish = () => opts.signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', opts.endpoint ?? UPLOAD_ENDPOINT);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        opts.onProgress?.(Math.min(1, event.loaded / event.total));
      }
    };
    xhr.onload = () => {
      finish();
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && isResult(body)) {
        opts.onProgress?.(1);
        resolve(body);
        return;
      }
      reject(failureFrom(body, xhr.status, failureTitle));
    };
    xhr.onerror = () => {
      finish();
      reject(new UploadFailure(failureTitle, UPLOAD_MESSAGES.network.description));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      finish();
      reject(abortError());
    };
    opts.signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(form);
  });
}

function isResult(body: unknown): body is UploadResult {
  const b = body as Partial<UploadResult> | undefined;
  return b?.ok === true && typeof b.url === 'string';
}

/**
 * The failure to show for a non-2xx answer: a server failure (5xx) under the generic title; the
 * server's own title and description for a refusal; its message under the generic title when it
 * sent only `error` (401/403); else the generic failure.
 */
function failureFrom(body: unknown, status: number, failureTitle: string): UploadFailure {
  const b = body as Partial<UploadFailureBody> | undefined;
  if (status >= 500) {
    const description = typeof b?.description === 'string' && b.description;
    return new UploadFailure(
      failureTitle,
      description || UPLOAD_MESSAGES.server.description,
      status,
    );
  }
  if (b && b.ok === false && typeof b.error === 'string' && b.error) {
    if (typeof b.description === 'string' && b.description) {
      return new UploadFailure(b.error, b.description, status);
    }
    return new UploadFailure(failureTitle, b.error, status);
  }
  return new UploadFailure(failureTitle, UPLOAD_MESSAGES.server.description, status);
}
