import { Download, FileText, Image as ImageIcon, Mail, Newspaper } from 'lucide-react';
import Link from 'next/link';
import { Suspense } from 'react';
import { AnalyticsPanel } from '@/components/admin/analytics/analytics-panel';
import { AnalyticsSkeleton } from '@/components/admin/analytics/analytics-skeleton';
import { BannersPanel } from '@/components/admin/banners/banners-panel';
import { PostsPanel } from '@/components/admin/blog/posts-panel';
import { BulkCreator } from '@/components/admin/bulk-articles/bulk-creator';
import { CustomersPanel } from '@/components/admin/customer-data/customers-panel';
import {
  DashboardTabBar,
  DashboardTabPanel,
  DashboardTabs,
} from '@/components/admin/dashboard-tabs';
import { IntegrationsPanel } from '@/components/admin/integrations/integrations-panel';
import { MediaPanel } from '@/components/admin/media/media-panel';
import { OverviewPanel } from '@/components/admin/overview/overview-panel';
import { PanelSkeleton } from '@/components/admin/panel-skeleton';
import { ResourcesPanel } from '@/components/admin/resources/resources-panel';
import { SecurityCard } from '@/components/admin/security-card';
import { SignOutButton } from '@/components/admin/sign-out-button';
import { NotFoundPanel } from '@/components/admin/sitemap/not-found-panel';
import { RedirectsPanel } from '@/components/admin/sitemap/redirects-panel';
import { SitemapPanel } from '@/components/admin/sitemap/sitemap-panel';
import { parseAdminTab, tabLabel, tabsFor, type AdminTabId } from '@/components/admin/tabs';
import { TeamPanel } from '@/components/admin/team/team-panel';
import { TrashPanel } from '@/components/admin/trash/trash-panel';
import { buttonVariants } from '@/components/ui/variants';
import { ROLE_LABELS } from '@/lib/roles';
import { getDashboardCounts } from '@/server/admin/queries';
import { requireAdminPage, type StaffUser } from '@/server/auth/guard';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function CountCards() {
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

function CountSkeleton() {
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

/** The panel of each tab. */
type Params = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const PANELS: Record<AdminTabId, (params: Params, member: StaffUser) => React.ReactNode> = {
  overview: () => <OverviewPanel />,
  customers: (p, member) => <CustomersPanel member={member} params={p} />,
  analytics: (p) => <AnalyticsPanel params={p} />,
  media: (p) => (
    <MediaPanel params={Object.fromEntries(Object.entries(p).map(([k, v]) => [k, first(v)]))} />
  ),
  blog: (p) => <PostsPanel params={p} />,
  resources: (p) => <ResourcesPanel resource={first(p.resource)} />,
  banners: () => <BannersPanel />,
  seo: (p) => (
    <div className="space-y-10">
      <SitemapPanel />
      <RedirectsPanel />
      <NotFoundPanel params={p} />
    </div>
  ),
  bulk: () => <BulkCreator />,
  trash: (_p, member) => <TrashPanel member={member} />,
  team: (_p, member) => <TeamPanel member={member} />,
  integrations: () => <IntegrationsPanel />,
};

/**
 * The admin dashboard shell (back-office.md §2 "Admin dashboard"): the tabs the signed-in person's
 * role may use; a tab their role may not use is refused on the server (back to the
 * default tab), never rendered.
 */
export default async function AdminDashboard({ searchParams }: Props) {
  const admin = await requireAdminPage();
  const params = await searchParams;
  const { tab, allowed } = parseAdminTab(params.tab, admin.role);
  const label = tabLabel(tab);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">Admin Dashboard</h1>
          <p className="mt-1 text-slate-600">
            Welcome back, {admin.email}{' '}
            <span
              className="ml-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700"
              data-testid="role-badge"
            >
              {ROLE_LABELS[admin.role]}
            </span>
          </p>
        </div>
        <div className="flex gap-3">
          <Link href="/resources" className={buttonVariants({ variant: 'outline' })}>
            View Resources
          </Link>
          <SignOutButton />
        </div>
      </div>
      <SecurityCard twoFactorEnabled={admin.twoFactorEnabled === true} />
      <div className="mt-8">
        <Suspense fallback={<CountSkeleton />}>
          <CountCards />
        </Suspense>
      </div>
      <DashboardTabs tab={tab}>
        <DashboardTabBar tabs={tabsFor(admin.role)} />
        <DashboardTabPanel>
          {/* Keyed by tab: a new boundary, so the shell streams first and the panel after it. */}
          <Suspense
            key={tab}
            fallback={tab === 'analytics' ? <AnalyticsSkeleton /> : <PanelSkeleton label={label} />}
          >
            {allowed ? (
              PANELS[tab](params, admin)
            ) : (
              <p
                role="alert"
                className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900"
                data-testid="section-refused"
              >
                Only admins can open this section. Ask an admin of your team if you need something
                here.
              </p>
            )}
          </Suspense>
        </DashboardTabPanel>
      </DashboardTabs>
    </main>
  );
}
