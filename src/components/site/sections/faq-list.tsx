import { ChevronDown } from 'lucide-react';
import { RichText } from '../rich-text';

/**
 * An FAQ accordion with no JavaScript (public-site.md §4 "accordion: single open, collapsible"):
 * native `<details>` elements sharing one `name`, so the browser keeps one item open at a time
 * and an open item closes again on a second click, from the keyboard too. Closed answers stay in
 * the HTML, where crawlers and the browser's find-in-page reach them.
 * @param name - the group's name, unique on the page
 * @param entries - questions (text) with their answers (sanitised HTML, rendered by RichText)
 */
export function FaqList({
  name,
  entries,
  ...props
}: {
  name: string;
  entries: readonly { question: string; answerHtml: string }[];
} & React.ComponentProps<'div'>) {
  return (
    <div
      className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-6 shadow-sm"
      {...props}
    >
      {entries.map((entry) => (
        <details key={entry.question} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-5 text-left text-navy-900 transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base font-semibold">{entry.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-600 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div className="pb-5">
            <RichText
              html={entry.answerHtml}
              className="[&>*:first-child]:mt-0 [&>*:last-child]:mb-0"
            />
          </div>
        </details>
      ))}
    </div>
  );
}
