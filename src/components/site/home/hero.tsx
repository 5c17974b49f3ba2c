import { Download } from 'lucide-react';
import { StatTiles } from '@/components/ui/stat-tiles';
import { buttonVariants } from '@/components/ui/variants';
import type { HomeContent } from '@/lib/pages/home';
import { getSiteSettings } from '@/server/pages/queries';
import { HALF_COLUMN_SIZES, MediaSlot } from '../media-slot';
import { DemoActions } from '../sections/actions';
import { AssociationLogos } from '../sections/association-logos';
import { Checklist } from '../sections/checklist';
import { HERO_GRADIENT, PageHero, SPLIT_HERO_CONTAINER } from '../sections/page-hero';

/** Home hero (public-site.md §2 "Home"). */
export async function HomeHero({ content }: { content: HomeContent['hero'] }) {
  const { links } = await getSiteSettings();
  return (
    <PageHero
      titleId="hero-title"
      className={`relative overflow-hidden ${HERO_GRADIENT}`}
      containerClassName={SPLIT_HERO_CONTAINER}
      eyebrow={content.eyebrow}
      title={content.title}
      lead={content.lead}
      aside={
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-tr from-brand-100 to-orange-100 blur-2xl"
          />
          <MediaSlot
            slotId="homepage-hero-dashboard"
            priority
            className="overflow-hidden rounded-2xl shadow-2xl ring-1 ring-slate-200"
            imgClassName="w-full"
            sizes={HALF_COLUMN_SIZES}
          />
        </div>
      }
      after={
        <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
          <StatTiles
            stats={content.stats}
            className="grid grid-cols-2 gap-4 lg:grid-cols-4"
            testId="hero-stats"
          />
        </div>
      }
    >
      <Checklist items={content.claims} className="mt-6 space-y-3" label="Key benefits" />
      <DemoActions source="home_hero">
        <a
          href={links.freeGuide}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline', size: 'lg' })}
        >
          <Download aria-hidden="true" />
          Download Free Guide
        </a>
      </DemoActions>
      <div className="mt-8 flex items-center gap-6">
        <span className="text-xs font-medium text-slate-600">Proud member of</span>
        <AssociationLogos
          slotIds={['homepage-hero-cra-logo', 'homepage-hero-ara-logo']}
          imgClassName="h-10 w-auto"
        />
      </div>
    </PageHero>
  );
}
