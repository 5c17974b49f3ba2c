import { Download, FileText } from 'lucide-react';
import type { PublicResource } from '@/server/resources/queries';

/** A downloadable resource card; the download goes through the counting route. */
export function ResourceCard({ resource }: { resource: PublicResource }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <FileText aria-hidden="true" className="size-6" />
        </span>
        <div>
          <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">
            {resource.category}
          </p>
          <h3 className="mt-1 text-base font-semibold text-navy-900">{resource.name}</h3>
        </div>
      </div>
      {resource.description ? (
        <p className="mt-3 flex-1 text-sm leading-6 text-slate-600">{resource.description}</p>
      ) : (
        <div className="flex-1" />
      )}
      <div className="mt-4 flex items-center justify-between gap-3">
        <span className="text-xs text-slate-600">
          {[resource.file_size, `v${resource.document_version}`].filter(Boolean).join(' · ')}
        </span>
        <a
          href={`/resources/download/${resource.id}`}
          download
          className="inline-flex h-9 items-center gap-2 rounded-lg bg-navy-900 px-3 text-sm font-semibold text-white hover:bg-navy-800"
        >
          <Download aria-hidden="true" className="size-4" />
          Download<span className="sr-only"> {resource.name}</span>
        </a>
      </div>
    </article>
  );
}
