import { serveStorageRequest } from '@/server/storage/serve';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ bucket: string; key: string[] }> };

/**
 * GET /storage/{bucket}/{key...} - a file of the local storage driver (ARCHITECTURE.md "Files"):
 * streamed, with nosniff, a sandboxing CSP, attachment for non-media, ETag/Last-Modified (304),
 * immutable caching where the bucket never overwrites, single byte ranges. 404 otherwise, and
 * always 404 when STORAGE_DRIVER is s3 (objects are then served by the object store).
 */
export async function GET(request: Request, ctx: Context): Promise<Response> {
  return serveStorageRequest(request, await ctx.params);
}

/** HEAD /storage/{bucket}/{key...} - the headers of {@link GET}, no body. */
export async function HEAD(request: Request, ctx: Context): Promise<Response> {
  return serveStorageRequest(request, await ctx.params);
}
