'use client';

import { Copy, Download, ExternalLink, FileCode2, Loader2, RefreshCw } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { StatTiles } from '@/components/ui/stat-tiles';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/utils';
import { generateSitemapAction } from '@/server/seo/actions';

type Generated = {
  xml: string;
  stats: { staticPages: number; blogPosts: number; totalUrls: number };
  generatedAt: string;
};

const WEBMASTER_TOOLS = [
  { name: 'Google Search Console', href: 'https://search.google.com/search-console/sitemaps' },
  { name: 'Bing Webmaster Tools', href: 'https://www.bing.com/webmasters/sitemaps' },
];

function saveFile(xml: string) {
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'sitemap.xml';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The Sitemap Manager (back-office.md §2 "SEO & Sitemap tab", §4, §8, §9): status badge and last
 * generation time, Generate Sitemap, Download XML (disabled until generated), the four stat
 * tiles, the webmaster-tool links and the instructions. The document is the one /sitemap.xml
 * serves, which is always current: the tab says so, gives its URL with a copy button and when a
 * search engine last fetched it.
 */
export function SitemapManager({
  generatedAt,
  sitemapUrl,
  crawlerFetch,
}: {
  generatedAt: string | null;
  /** The live sitemap's absolute URL. */
  sitemapUrl: string;
  /** The last fetch by a search engine, or null. */
  crawlerFetch: { at: string; crawler: string } | null;
}) {
  const [generated, setGenerated] = React.useState<Generated | null>(null);
  const [busy, setBusy] = React.useState(false);
  const last = generated?.generatedAt ?? generatedAt;

  async function generate() {
    setBusy(true);
    try {
      const result = await generateSitemapAction({});
      if (!result.ok) throw new Error(result.error);
      setGenerated(result.data);
      toast.success('Sitemap Generated Successfully', {
        description: `Generated sitemap with ${result.data.stats.totalUrls} URLs`,
      });
    } catch (error) {
      console.error('sitemap generation failed', error);
      toast.error('Error', { description: 'Failed to generate sitemap. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  function download() {
    try {
      if (!generated) throw new Error('nothing generated');
      saveFile(generated.xml);
      toast.success('Sitemap Downloaded', {
        description: 'sitemap.xml has been downloaded to your device.',
      });
    } catch (error) {
      console.error('sitemap download failed', error);
      toast.error('Error', { description: 'Failed to download sitemap. Please try again.' });
    }
  }

  async function copyUrl() {
    try {
      await navigator.clipboard.writeText(sitemapUrl);
      toast.success('Sitemap URL copied', { description: sitemapUrl });
    } catch {
      toast.error('Could not copy', { description: 'Select the address and copy it by hand.' });
    }
  }

  const tiles = generated
    ? [
        { label: 'Static pages', value: String(generated.stats.staticPages) },
        { label: 'Blog posts', value: String(generated.stats.blogPosts) },
        { label: 'Total URLs', value: String(generated.stats.totalUrls) },
        { label: 'Coverage', value: '100%' },
      ]
    : [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <FileCode2 aria-hidden="true" className="size-8 text-brand-600" />
          <div>
            <h3 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
              Sitemap Manager
              <span
                data-testid="sitemap-live"
                className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800"
              >
                Live
              </span>
            </h3>
            {/* The live sitemap needs no generating; "Generate" makes a copy to download. */}
            <p className="text-sm text-slate-600">
              Downloadable copy:{' '}
              <span
                data-testid="sitemap-status"
                className={cn(
                  'mr-2 rounded-full px-2 py-0.5 text-xs font-semibold',
                  last ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-600',
                )}
              >
                {last ? 'Generated' : 'Not Generated'}
              </span>
              {last ? `Last generated ${new Date(last).toLocaleString('en-US')}` : null}
            </p>
          </div>
        </div>
        <div className="flex gap-2">
          <Button onClick={generate} disabled={busy}>
            {busy ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <RefreshCw aria-hidden="true" />
            )}
            Generate Sitemap
          </Button>
          <Button variant="outline" onClick={download} disabled={!generated || busy}>
            <Download aria-hidden="true" /> Download XML
          </Button>
        </div>
      </div>

      {tiles.length ? (
        <StatTiles
          stats={tiles}
          look="panel"
          className="grid grid-cols-2 gap-4 md:grid-cols-4"
          testId="sitemap-stats"
        />
      ) : null}

      <section
        aria-labelledby="live-sitemap-title"
        className="space-y-2 rounded-lg bg-brand-50 p-4 text-sm text-navy-900"
      >
        <h4 id="live-sitemap-title" className="font-semibold">
          Your sitemap is live
        </h4>
        <div className="flex flex-wrap items-center gap-2">
          <code
            className="rounded bg-white px-2 py-1 font-mono text-sm break-all"
            data-testid="sitemap-url"
          >
            {sitemapUrl}
          </code>
          <Button variant="outline" size="sm" onClick={copyUrl}>
            <Copy aria-hidden="true" /> Copy URL
          </Button>
          <a
            href="/sitemap.xml"
            target="_blank"
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
          >
            Open <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </div>
        <p>
          It is built on every request, so it lists every published article the moment it goes live.
          There is no file to replace and nothing to deploy.
        </p>
        <p data-testid="sitemap-crawler">
          {crawlerFetch
            ? `Last fetched by a search engine ${new Date(crawlerFetch.at).toLocaleString('en-US')} (${crawlerFetch.crawler}).`
            : 'No search engine has fetched it yet: submit the URL in the tools below.'}
        </p>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="submit-title">
          <h4 id="submit-title" className="font-semibold text-navy-900">
            Submit to search engines
          </h4>
          <ul className="mt-2 space-y-2 text-sm">
            {WEBMASTER_TOOLS.map((w) => (
              <li key={w.name}>
                <a
                  href={w.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
                >
                  {w.name} <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="steps-title">
          <h4 id="steps-title" className="font-semibold text-navy-900">
            Instructions
          </h4>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            <li>Copy the sitemap URL above.</li>
            <li>Submit it once in each webmaster tool (links beside).</li>
            <li>
              That is all: search engines fetch it again by themselves, and it stays current as you
              publish.
            </li>
            <li>Generate and download the XML only when someone asks for a copy of the file.</li>
          </ol>
        </section>
      </div>
    </div>
  );
}
