import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { CountCards, CountSkeleton } from '@/components/admin/count-cards';
import { SectionNav } from '@/components/admin/section-nav';
import { sectionsFor } from '@/components/admin/sections';
import { SecurityCard } from '@/components/admin/security-card';
import { SignOutButton } from '@/components/admin/sign-out-button';
import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes';
import { Toaster } from '@/components/ui/sonner';
import { buttonVariants } from '@/components/ui/variants';
import { ROLE_LABELS } from '@/lib/roles';
import { requireAdminPage } from '@/server/auth/guard';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: { absolute: 'Admin Dashboard | Lizit' },
  robots: { index: false, follow: false },
};

/**
 * The admin dashboard (back-office.md §2 "Admin dashboard"): the server-side admin check, then
 * the title, the count cards and the links to the sections the person's role may use; each
 * section is a route below (app/admin/<section>/), which checks the role again.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const admin = await requireAdminPage();
  return (
    <div className="min-h-screen bg-slate-50">
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
        <SectionNav sections={sectionsFor(admin.role)} />
        {children}
      </main>
      <Toaster />
      <UnsavedChangesGuard />
    </div>
  );
}
