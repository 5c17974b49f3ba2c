import { handleBookingWebhook } from '@/server/leads/booking';

export const dynamic = 'force-dynamic';

// POST /api/integrations/booking/{calcom|calendly} - a booking provider's signed webhook
export async function POST(request: Request, ctx: { params: Promise<{ provider: string }> }) {
  return handleBookingWebhook(request, (await ctx.params).provider);
}
