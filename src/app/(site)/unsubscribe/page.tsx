import type { Metadata } from 'next';
import { UnsubscribeCard } from '@/components/site/unsubscribe-card';
import { pageTitle } from '@/lib/seo/metadata';

export const metadata: Metadata = {
  title: { absolute: pageTitle('Newsletter Unsubscribe') },
  robots: { index: false, follow: false },
};

/** /unsubscribe without a token: "Invalid unsubscribe link" (public-site.md §4). */
export default function UnsubscribeWithoutToken() {
  return (
    <div className="flex min-h-[70vh] items-center bg-slate-50 px-4 py-16">
      <UnsubscribeCard start={{ kind: 'error', message: 'Invalid unsubscribe link' }} />
    </div>
  );
}
