import Link from 'next/link';
import { PageEditor } from '@/components/admin/pages/page-editor';
import { AdminSection } from '@/components/admin/section';
import { isLandingKey, isPageKey } from '@/lib/pages/registry';
import { loadPageEditor } from '@/server/pages/queries';

type Props = { params: Promise<{ key: string }> };

/** /admin/pages/{key}: the editor of one page's words, beside its live preview. */
export default async function Page({ params }: Props) {
  const { key } = await params;
  return (
    <AdminSection id="pages">
      {async (member) => {
        const loaded = isPageKey(key) ? await loadPageEditor(key) : null;
        // A landing page without a row was never created, or is in the Trash (or purged).
        if (!loaded || (isLandingKey(key) && loaded.page.id === null))
          return (
            <p role="alert" className="text-sm text-slate-700">
              There is no page of that name (a deleted landing page is in the Trash).{' '}
              <Link href="/admin/pages" className="font-medium underline">
                Back to Pages
              </Link>
            </p>
          );
        const { page, previewToken, reviewRequired, choices } = loaded;
        return (
          <PageEditor
            initial={page}
            previewToken={previewToken}
            role={member.role}
            reviewRequired={reviewRequired}
            choices={choices}
          />
        );
      }}
    </AdminSection>
  );
}
