import { handleWebVersion } from '@/server/newsletter/http';

export const dynamic = 'force-dynamic';

// GET /newsletter/{slug} - the web version of a campaign that went out (see handleWebVersion)
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return handleWebVersion((await params).slug);
}
