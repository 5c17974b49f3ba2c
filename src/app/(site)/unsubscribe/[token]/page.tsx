import type { Metadata } from 'next';
import { UnsubscribeCard, type UnsubscribeStart } from '@/components/site/unsubscribe-card';
import { pageTitle } from '@/lib/seo/metadata';
import { getLogger } from '@/server/log';
import { getUnsubscribePreview } from '@/server/newsletter/queries';
import { isWellFormedUnsubscribeToken } from '@/server/newsletter/service';

export const metadata: Metadata = {
  title: { absolute: pageTitle('Newsletter Unsubscribe') },
  description: 'Unsubscribe from the newsletter.',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

// Rendered per request: it shows the subscriber's (masked) address, so it is never prerendered
// or kept in a shared cache (the HTML cache skips /unsubscribe; Next sends it `private, no-store`).
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ campaign?: string | string[] }>;
};

/** The token of the link, or null when it is not a well-formed one (bad escapes included). */
function tokenOf(raw: string): string | null {
  try {
    const decoded = decodeURIComponent(raw);
    return isWellFormedUnsubscribeToken(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** Where the card starts for this token: nothing is changed by showing the page. */
async function startFor(token: string | null, campaign: number | null): Promise<UnsubscribeStart> {
  if (!token) return { kind: 'error', message: 'Invalid unsubscribe link' };
  try {
    const found = await getUnsubscribePreview(token);
    if (!found) return { kind: 'error', message: 'Invalid unsubscribe link' };
    return found.is_active
      ? { kind: 'confirm', token, maskedEmail: found.maskedEmail, campaign }
      : { kind: 'already', maskedEmail: found.maskedEmail };
  } catch (error) {
    getLogger().error({ err: error }, 'unsubscribe page lookup failed');
    return { kind: 'error', message: 'Failed to unsubscribe' };
  }
}

/**
 * /unsubscribe/{token} (public-site.md §2, §4): shows the masked address and a
 * Confirm unsubscribe button; only the click unsubscribes (a mail scanner that opens the link and
 * runs its scripts changes nothing). An address already unsubscribed shows that state at once; a
 * malformed or unknown token shows the error state.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { token } = await params;
  // A campaign's copy names its campaign: the unsubscribe is counted in its results.
  const { campaign } = await searchParams;
  const campaignId =
    typeof campaign === 'string' && /^\d{1,9}$/.test(campaign) ? Number(campaign) : null;
  const start = await startFor(tokenOf(token), campaignId);
  return (
    <div className="flex min-h-[70vh] items-center bg-slate-50 px-4 py-16">
      <UnsubscribeCard start={start} />
    </div>
  );
}
