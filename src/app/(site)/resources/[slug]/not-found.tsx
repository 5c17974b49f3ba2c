import { SiteLink } from '@/components/site/site-link';
import { buttonVariants } from '@/components/ui/variants';

/** Article Not Found (public-site.md §2 "/resources/{slug}"). */
export default function ArticleNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-28 text-center">
      <h1 className="text-3xl font-bold text-navy-900">Article Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">
        The article you&apos;re looking for doesn&apos;t exist or has been removed
      </p>
      <SiteLink href="/resources" className={`${buttonVariants({ variant: 'secondary' })} mt-8`}>
        Back to Resources
      </SiteLink>
    </div>
  );
}
