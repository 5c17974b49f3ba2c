import type { Metadata } from 'next';
import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes';
import { Toaster } from '@/components/ui/sonner';
import { requireAdminPage } from '@/server/auth/guard';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: { absolute: 'Admin Dashboard | Lizit' },
  robots: { index: false, follow: false },
};

/** The admin audience's layout: the server-side admin check guards every admin page. */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdminPage();
  return (
    <div className="min-h-screen bg-slate-50">
      {children}
      <Toaster />
      <UnsavedChangesGuard />
    </div>
  );
}
