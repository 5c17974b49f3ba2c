import { handleResourceDownload } from '@/server/resources/http';

export const dynamic = 'force-dynamic';

/** GET /resources/download/{id} - count one download, then send the file (see the handler). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handleResourceDownload(request, (await params).id);
}
