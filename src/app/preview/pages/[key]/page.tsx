import type { Metadata } from 'next';
import { CrossLinks } from '@/components/site/cross-links';
import { FocusedFooter, FocusedHeader } from '@/components/site/focused-chrome';
import { Footer } from '@/components/site/footer';
import { Header } from '@/components/site/header';
import { LandingSections } from '@/components/site/landing/landing-sections';
import { PAGE_VIEWS } from '@/components/site/pages/page-views';
import type { LandingContent } from '@/lib/pages/landing';
import { isLandingKey, type MarketingPageKey, type PageContent } from '@/lib/pages/registry';
import { firstParam, type SearchParamsProps } from '@/lib/search-params';
import { verifyPreviewToken } from '@/server/pages/preview-token';
import { getPageContent, loadPagePreview, showSiteSettingsDraft } from '@/server/pages/queries';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: { absolute: 'Preview | Lizit' },
  robots: { index: false, follow: false },
};

type Props = SearchParamsProps & { params: Promise<{ key: string }> };

/**
 * /preview/pages/{key}?token=… — the page with the team's draft, as the Pages editor shows it
 * beside its form: reached through a signed, short-lived token (no cookie; a private path, never
 * cached, never indexed), rendered by the server with the stored draft (the editor saves it as the
 * person types). Each section is marked with `data-preview-section` so the editor can scroll to
 * the one being edited. A missing, forged or expired token shows that the preview expired.
 */
export default async function PagePreview({ params, searchParams }: Props) {
  const { key } = await params;
  const token = firstParam((await searchParams).token);
  if (!verifyPreviewToken(key, token))
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-28 text-center">
        <h1 className="text-2xl font-bold text-navy-900">This preview has expired</h1>
        <p className="mt-4 text-slate-600">
          Open the page in the Pages section of the back office again to see its preview.
        </p>
      </main>
    );
  if (isLandingKey(key)) return <LandingPreview content={await loadPagePreview(key)} />;
  if (key === 'site') {
    // The site settings show on every page: their draft is previewed on the home page.
    showSiteSettingsDraft(await loadPagePreview('site'));
    return <Preview pageKey="home" content={await getPageContent('home')} />;
  }
  return <Preview pageKey={key} content={await loadPagePreview(key)} />;
}

/** The preview marks each section with its content key, for the editor to scroll to. */
const markSection = (section: string, node: React.ReactNode) => (
  <div data-preview-section={section} className="contents">
    {node}
  </div>
);

/** A preview between the site's header and footer (a focused landing page's, when `focused`). */
function PreviewFrame({
  focused = false,
  children,
}: {
  focused?: boolean;
  children: React.ReactNode;
}) {
  return (
    <>
      {focused ? <FocusedHeader /> : <Header />}
      <main id="main" className="flex-1 pt-16">
        {children}
      </main>
      {focused ? <FocusedFooter /> : <Footer />}
    </>
  );
}

function Preview<K extends Exclude<MarketingPageKey, 'site'>>({
  pageKey,
  content,
}: {
  pageKey: K;
  content: PageContent<K>;
}) {
  const { Sections, crossLinks } = PAGE_VIEWS[pageKey];
  return (
    <PreviewFrame>
      <Sections content={content} wrap={markSection} />
      {crossLinks ? <CrossLinks pages={crossLinks} /> : null}
    </PreviewFrame>
  );
}

/** A landing page's preview: its blocks with the draft, in its own header and footer. */
function LandingPreview({ content }: { content: LandingContent }) {
  return (
    <PreviewFrame focused={content.page.focused}>
      <LandingSections content={content} wrap={markSection} pageId={null} />
    </PreviewFrame>
  );
}
