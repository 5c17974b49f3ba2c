import 'server-only';
import { getLogger } from '../log';
import { getStorage } from '../storage';
import { serveStorageRequest } from '../storage/serve';
import { recordDownload } from './queries';

/** `/storage/{bucket}/{key...}`: a file of the local storage driver. */
const LOCAL_FILE = /^\/storage\/([a-z0-9-]+)\/([a-z0-9._/-]+)$/;

/**
 * GET /resources/download/{id}: counts one download of an active
 * resource, then sends its file. A file in this server's storage is sent from here, under the
 * name it was uploaded with (`attachment` with an RFC 6266 `filename*`), never cached; any other
 * file (a shipped one, an external URL, S3) is a redirect to it, as before.
 * @param id - the id segment of the URL, any string
 * @returns the file (200/206/304), a 302 to it, 404 for an unknown, inactive or malformed id, or
 *   503 "Download unavailable, please try again later." when the database fails
 */
export async function handleResourceDownload(request: Request, id: string): Promise<Response> {
  if (!/^\d{1,9}$/.test(id)) return new Response('Not found', { status: 404 });
  try {
    const row = await recordDownload(Number(id));
    if (!row) return new Response('Not found', { status: 404 });
    const local = LOCAL_FILE.exec(row.file_url);
    const storage = getStorage();
    if (local && row.file_name && storage.kind === 'local') {
      const res = await serveStorageRequest(
        request,
        { bucket: local[1]!, key: local[2]!.split('/') },
        storage,
        row.file_name,
      );
      res.headers.set('Cache-Control', 'no-store');
      res.headers.set('X-Robots-Tag', 'noindex');
      return res;
    }
    return new Response(null, {
      status: 302,
      headers: { Location: row.file_url, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
    });
  } catch (error) {
    getLogger().error({ err: error, id }, 'download failed');
    return new Response('Download unavailable, please try again later.', { status: 503 });
  }
}
