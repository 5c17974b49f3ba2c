import { Fragment } from 'react';
import { HeroHeading } from '@/components/site/sections/page-hero';
import type { PrivacyContent } from '@/lib/pages/privacy';
import { sanitizeRichHtml } from '@/lib/sanitize';
import { formatLongDate } from '@/lib/utils';
import { asIs, type SectionWrap } from '../pages/section-wrap';

/**
 * The privacy policy with the words of `content` (the public page's, or a draft's): its title,
 * last-updated date and introduction, a contents list linking to each section by its anchor, and
 * the sections' rich text, sanitised again on render.
 */
export function PrivacySections({
  content,
  wrap = asIs,
}: {
  content: PrivacyContent;
  wrap?: SectionWrap;
}) {
  const { hero, sections } = content;
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
      {wrap(
        'hero',
        <header className="border-b border-slate-200 pb-8">
          <HeroHeading eyebrow={hero.eyebrow} title={hero.title} />
          <p className="mt-4 text-sm text-slate-600">
            Last updated <time dateTime={hero.updated}>{formatLongDate(hero.updated)}</time>
          </p>
          <p className="mt-6 text-lg leading-8 text-slate-700">{hero.intro}</p>
        </header>,
      )}
      {wrap(
        'sections',
        <Fragment>
          <nav
            aria-labelledby="toc-title"
            className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6"
          >
            <h2 id="toc-title" className="text-base font-semibold text-navy-900">
              Contents
            </h2>
            <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm" data-testid="privacy-toc">
              {sections.map((s) => (
                <li key={s.anchor}>
                  <a
                    href={`#${s.anchor}`}
                    className="font-medium text-brand-700 underline-offset-4 hover:underline"
                  >
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="prose-content mt-4">
            {sections.map((s) => (
              <section key={s.anchor} aria-labelledby={s.anchor}>
                <h2 id={s.anchor} className="scroll-mt-24">
                  {s.title}
                </h2>
                <div dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(s.body) }} />
              </section>
            ))}
          </div>
        </Fragment>,
      )}
    </article>
  );
}
