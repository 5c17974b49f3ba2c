import 'server-only';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { isUploadPurpose, UPLOAD_MESSAGES, type UploadPurpose } from '@/lib/validation/uploads';
import { UploadError } from './errors';
import { getUploadProfile, type UploadProfile } from './profiles';

/**
 * Multipart parsing of the upload pipeline (ARCHITECTURE.md "Files"):
 * the request format and memory bounds are described in `./pipeline`, which re-exports
 * {@link MULTIPART_OVERHEAD_BYTES}.
 */

/** Extra request bytes allowed beside the file for boundaries, part headers and fields. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** What {@link readMultipart} returns: the purpose's profile, its fields and the one file. */
export type ParsedUpload = {
  profile: UploadProfile;
  fields: Record<string, string>;
  file: { data: Buffer; filename: string };
};

/**
 * The request's declared body size (oversized bodies are refused
 * before a byte is read).
 * @param request - the upload request
 * @returns the Content-Length as a number, or null when absent or not a plain decimal number
 *   (never throws)
 */
export function declaredLength(request: Request): number | null {
  const raw = request.headers.get('content-length');
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/**
 * Streams the multipart body through busboy: `purpose` (and the
 * profile's fields) first, then one `file` part collected up to the profile's limit. Rejects as
 * soon as something is wrong and stops reading the body.
 * @param request - a multipart/form-data request with a body
 * @param contentType - its Content-Type header (with the boundary)
 * @param declared - its declared length ({@link declaredLength}), checked against the purpose's
 *   limit as soon as the purpose is known
 * @param purposes - the purposes this endpoint accepts
 * @returns the profile of the purpose, the other fields sent before the file, and the file
 * @throws UploadError (as a rejection) 400 for a malformed body, a missing, unknown or repeated
 *   purpose, a missing required field or no file; 413 when the file or the declared length
 *   exceeds the purpose's limit
 */
export function readMultipart(
  request: Request,
  contentType: string,
  declared: number | null,
  purposes: readonly UploadPurpose[],
): Promise<ParsedUpload> {
  const hardCap = Math.max(...purposes.map((p) => getUploadProfile(p).maxBytes));
  return new Promise<ParsedUpload>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: {
          files: 1,
          // The purpose's own limit is enforced below as the bytes arrive; this is the cap.
          fileSize: hardCap + 1,
          fields: 10,
          fieldSize: 1024,
          parts: 12,
          headerPairs: 20,
        },
      });
    } catch {
      reject(UploadError.of(400, UPLOAD_MESSAGES.malformed));
      return;
    }
    const source = Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>);
    let settled = false;
    let profile: UploadProfile | undefined;
    const fields: Record<string, string> = {};
    let fileSeen = false;
    let fileDone: Promise<ParsedUpload['file']> | undefined;

    const fail = (error: UploadError) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };

    parser.on('field', (name, value, info) => {
      if (settled || fileSeen) return;
      if (info.valueTruncated || info.nameTruncated) {
        fail(UploadError.of(400, UPLOAD_MESSAGES.malformed));
      } else if (name === 'purpose') {
        if (profile || !isUploadPurpose(value) || !purposes.includes(value)) {
          fail(UploadError.of(400, UPLOAD_MESSAGES.unknownPurpose));
          return;
        }
        profile = getUploadProfile(value);
        if (declared !== null && declared > profile.maxBytes + MULTIPART_OVERHEAD_BYTES) {
          fail(UploadError.of(413, profile.tooLarge));
        }
      } else {
        fields[name] = value;
      }
    });

    parser.on('file', (name, stream, info) => {
      if (settled || fileSeen) {
        stream.on('error', () => {});
        stream.resume();
        return;
      }
      fileSeen = true;
      // A body cut short (or abandoned after a refusal) errors the part's stream: never unhandled.
      stream.on('error', () => fail(UploadError.of(400, UPLOAD_MESSAGES.malformed)));
      if (!profile) {
        stream.resume();
        fail(UploadError.of(400, UPLOAD_MESSAGES.missingPurpose));
        return;
      }
      if (name !== 'file') {
        stream.resume();
        fail(UploadError.of(400, UPLOAD_MESSAGES.malformed));
        return;
      }
      for (const [field, pattern] of Object.entries(profile.requiredFields)) {
        if (!pattern.test(fields[field] ?? '')) {
          stream.resume();
          fail(UploadError.of(400, UPLOAD_MESSAGES.missingField));
          return;
        }
      }
      const limit = profile.maxBytes;
      const tooLarge = profile.tooLarge;
      const chunks: Buffer[] = [];
      let total = 0;
      fileDone = new Promise((done) => {
        stream.on('data', (chunk: Buffer) => {
          if (settled) return;
          total += chunk.length;
          if (total > limit) {
            chunks.length = 0;
            fail(UploadError.of(413, tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        stream.on('limit', () => fail(UploadError.of(413, tooLarge)));
        stream.on('end', () =>
          done({ data: Buffer.concat(chunks, total), filename: info.filename ?? '' }),
        );
      });
    });

    parser.on('filesLimit', () => fail(UploadError.of(400, UPLOAD_MESSAGES.malformed)));
    parser.on('fieldsLimit', () => fail(UploadError.of(400, UPLOAD_MESSAGES.malformed)));
    parser.on('partsLimit', () => fail(UploadError.of(400, UPLOAD_MESSAGES.malformed)));
    parser.on('error', () => fail(UploadError.of(400, UPLOAD_MESSAGES.malformed)));
    source.on('error', () => fail(UploadError.of(400, UPLOAD_MESSAGES.malformed)));
    parser.on('close', () => {
      if (settled) return;
      if (!profile) return fail(UploadError.of(400, UPLOAD_MESSAGES.missingPurpose));
      if (!fileDone) return fail(UploadError.of(400, UPLOAD_MESSAGES.noFile));
      const p = profile;
      void fileDone.then((file) => {
        if (settled) return;
        settled = true;
        resolve({ profile: p, fields, file });
      });
    });

    source.pipe(parser);
  });
}

/**
 * The browser's file name without any path or control characters, at most 255 characters
 * (the name is kept as `originalFilename`, never trusted for a path).
 * @param name - the filename of the file part, possibly missing
 * @returns the cleaned name, or "file" when nothing is left (never throws)
 */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 255) || 'file';
}
