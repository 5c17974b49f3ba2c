import type { Metadata } from 'next';
import { UnsubscribeCard } from '@/components/site/unsubscribe-card';
import { pageTitle } from '@/lib/seo/metadata';
import { isWellFormedUnsubscribeToken } from '@/server/leads/service';

export const metadata: Metadata = {
  title: { absolute: pageTitle('Newsletter Unsubscribe') },
  description: 'Unsubscribe from the newsletter.',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

type Props = { params: Promise<{ token: string }> };

/** /unsubscribe/{token} (public-site.md §2): a malformed token goes straight to the error state. */
export default async function UnsubscribePage({ params }: Props) {
  const { token } = await params;
  const decoded = decodeURIComponent(token);
  return (
    <div className="flex min-h-[70vh] items-center bg-slate-50 px-4 py-16">
      <UnsubscribeCard token={isWellFormedUnsubscribeToken(decoded) ? decoded : null} />
    </div>
  );
}
