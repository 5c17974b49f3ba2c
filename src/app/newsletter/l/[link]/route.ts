import { handleCampaignLink } from '@/server/newsletter/http';

export const dynamic = 'force-dynamic';

// GET /newsletter/l/{id}.{signature} - a campaign's counted link (see handleCampaignLink)
export async function GET(_request: Request, { params }: { params: Promise<{ link: string }> }) {
  return handleCampaignLink((await params).link);
}
