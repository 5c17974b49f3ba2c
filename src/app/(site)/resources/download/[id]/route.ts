import { getLogger } from '@/server/log';
import { recordDownload } from '@/server/resources/queries';

export const dynamic = 'force-dynamic';

// GET /resources/download/{id} - count one download of an active resource, then redirect to its file
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return new Response('Not found', { status: 404 });
  try {
    const fileUrl = await recordDownload(Number(id));
    if (!fileUrl) return new Response('Not found', { status: 404 });
    return new Response(null, {
      status: 302,
      headers: { Location: fileUrl, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
    });
  } catch (error) {
    getLogger().error({ err: error, id }, 'download failed');
    return new Response('Download unavailable, please try again later.', { status: 503 });
  }
}
