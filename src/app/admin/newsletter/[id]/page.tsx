import Link from 'next/link';
import { CampaignEditor } from '@/components/admin/newsletter/campaign-editor';
import { AdminSection } from '@/components/admin/section';
import { loadCampaignEditor } from '@/server/newsletter/queries';

type Props = { params: Promise<{ id: string }> };

/** /admin/newsletter/{id} (or /new): a campaign's editor, or its results once it went out. */
export default async function Page({ params }: Props) {
  const { id } = await params;
  return (
    <AdminSection id="newsletter">
      {async (member) => {
        const campaignId = /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
        const data =
          id === 'new' || campaignId !== null ? await loadCampaignEditor(campaignId) : null;
        if (!data)
          return (
            <p role="alert" className="text-sm text-slate-700">
              There is no such campaign (it may have been deleted).{' '}
              <Link href="/admin/newsletter" className="font-medium underline">
                Back to Newsletter
              </Link>
            </p>
          );
        return (
          <CampaignEditor
            key={data.campaign?.id ?? 'new'}
            {...data}
            maySend={member.role === 'admin' || data.editorsMaySend}
          />
        );
      }}
    </AdminSection>
  );
}
