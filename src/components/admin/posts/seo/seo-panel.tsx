'use client';

import { ChevronRight } from 'lucide-react';
import * as React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { descriptionWidth, SERP_LIMITS, titleWidth } from '@/lib/seo/serp-width';
import { CheckboxField } from '../../controls';
import type { FormValues } from '../post-form-values';
import { SerpPreviews, SocialCardPreview } from './previews';
import { SeoChecklist } from './seo-checklist';
import type { PostSeoView } from './use-post-seo';
import { WidthCounter } from './width-counter';

/** The fields of the panel, so that it opens when one of them has an error. */
const SEO_FIELDS = [
  'seo_title',
  'meta_description',
  'focus_keyphrase',
  'canonical_url',
] as const satisfies readonly (keyof FormValues)[];

/**
 * A field above its search-result length counter (`seo-title-counter`, `seo-description-counter`):
 * `text`'s width at the title or description size against that limit, and its length.
 */
function WidthField({
  kind,
  text,
  note,
  children,
}: {
  kind: 'title' | 'description';
  text: string;
  note: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      {children}
      <WidthCounter
        id={`seo-${kind}-counter`}
        px={kind === 'title' ? titleWidth(text) : descriptionWidth(text)}
        limit={SERP_LIMITS[kind]}
        chars={text.length}
        note={note}
      />
    </div>
  );
}

/**
 * The post editor's SEO section, collapsible: SEO title and meta description with
 * pixel and character counters, live search-result and social-card previews, the focus keyphrase
 * and its checks, a canonical URL override and the noindex switch.
 */
export function SeoPanel({ form, seo }: { form: UseFormReturn<FormValues>; seo: PostSeoView }) {
  const { register, formState } = form;
  const errors = formState.errors;
  const hasError = SEO_FIELDS.some((f) => errors[f]);
  const [open, setOpen] = React.useState(false);
  const warnings = seo.checks.filter((c) => !c.ok).length;
  const seoTitle = form.watch('seo_title');
  const titleNote = seoTitle?.trim() ? undefined : 'from the post title';
  const descriptionNote =
    seo.descriptionSource === 'excerpt'
      ? 'from the excerpt'
      : seo.descriptionSource === 'site'
        ? 'the site description'
        : undefined;
  // The two fields measured against a search result's width, each above its counter.
  const widthFields = [
    {
      kind: 'title',
      note: titleNote,
      name: 'seo_title',
      id: 'post-seo-title',
      label: 'SEO headline',
      hint: 'The title search results and shares show, as written. Empty: the post title followed by “| Lizit”.',
      placeholder: seo.title,
    },
    {
      kind: 'description',
      note: descriptionNote,
      name: 'meta_description',
      id: 'post-meta',
      label: 'Meta description',
      hint: 'The summary under the title in search results. Empty: the excerpt is used.',
      rows: 2,
      controlClassName: 'min-h-0',
    },
  ] as const;
  return (
    <details
      open={open || hasError}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group rounded-xl border border-slate-200"
      data-testid="seo-panel"
    >
      <summary
        data-testid="seo-toggle"
        className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 font-semibold text-navy-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden"
      >
        <ChevronRight
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-90"
        />
        SEO
        <span className="ml-auto text-xs font-normal text-slate-600" data-testid="seo-summary">
          {warnings === 0
            ? 'All checks pass'
            : `${warnings} suggestion${warnings === 1 ? '' : 's'}`}
        </span>
      </summary>
      <div className="space-y-5 border-t border-slate-200 p-4">
        {widthFields.map(({ kind, note, ...field }) => (
          <WidthField key={kind} kind={kind} text={seo[kind]} note={note}>
            <TextField form={form} {...field} />
          </WidthField>
        ))}
        <SerpPreviews {...seo} />
        <SocialCardPreview {...seo} />
        <FormField
          id="post-social-image"
          label="Social image"
          hint="What links to this post show on LinkedIn, X, Slack… The featured image is used only when it is not an SVG."
        >
          <Select
            {...register('social_image')}
            options={[
              { value: 'generated', label: 'Generated from the title and category' },
              { value: 'featured', label: 'The featured image' },
            ]}
          />
        </FormField>
        <TextField
          form={form}
          name="focus_keyphrase"
          id="post-focus-keyphrase"
          label="Focus keyphrase"
          hint="The search the post should be found for; checked below."
          placeholder="e.g. fleet utilization"
        />
        <section aria-labelledby="seo-checks-heading" className="space-y-2">
          <h3 id="seo-checks-heading" className="text-sm font-semibold text-slate-800">
            Checks
          </h3>
          <SeoChecklist checks={seo.checks} testId="seo-checks" />
        </section>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            form={form}
            name="canonical_url"
            id="post-canonical"
            label="Canonical URL"
            hint="Only when this post copies another page: an https:// URL or a path like /resources/other. Empty: the post’s own address."
            placeholder="https://…"
          />
          <div className="space-y-1">
            <CheckboxField
              label="Hide from search engines (noindex)"
              aria-describedby="post-noindex-hint"
              {...register('noindex')}
            />
            <p id="post-noindex-hint" className="text-xs text-slate-600">
              Leaves the sitemap and the RSS feed and tells search engines not to index the page. It
              stays on the site’s own lists.
            </p>
          </div>
        </div>
      </div>
    </details>
  );
}
