import { Download, FileText, Image as ImageIcon, Mail, Newspaper } from 'lucide-react';
import { getDashboardCounts } from '@/server/admin/queries';

/** The dashboard's five count cards (back-office.md §2 "Admin dashboard"), each saying what it counts. */
export async function CountCards() {
  const c = await getDashboardCounts();
  // Each card says what it counts.
  const cards = [
    { label: 'Blog Posts', value: c.posts, detail: 'all, any status', icon: Newspaper },
    { label: 'Resources', value: c.resources, detail: 'shown and hidden', icon: Download },
    { label: 'Media Files', value: c.media, detail: 'in the library', icon: ImageIcon },
    { label: 'Newsletter', value: c.newsletter, detail: 'active subscribers', icon: Mail },
    { label: 'Demo Requests', value: c.demoRequests, detail: 'spam excluded', icon: FileText },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-5" data-testid="count-cards">
      {cards.map(({ label, value, detail, icon: Icon }) => (
        // A <dl> group holds only its <dt> and <dd>s (the icon sits inside the first <dd>).
        <div
          key={label}
          className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 pr-16 shadow-sm"
        >
          <dt className="order-2 text-sm text-slate-600">{label}</dt>
          <dd className="order-1 text-3xl font-bold text-navy-900">
            {value}
            <Icon
              aria-hidden="true"
              className="absolute top-1/2 right-5 size-8 -translate-y-1/2 text-brand-600"
            />
          </dd>
          <dd className="order-3 text-xs text-slate-600">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The count cards' skeleton while they load. */
export function CountSkeleton() {
  return (
    <div
      className="grid grid-cols-2 gap-4 md:grid-cols-5"
      aria-hidden="true"
      data-testid="count-skeleton"
    >
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="h-24 animate-pulse rounded-xl bg-slate-200" />
      ))}
    </div>
  );
}
