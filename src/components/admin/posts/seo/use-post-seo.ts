'use client';

import * as React from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { seoChecks, type SeoCheck } from '@/lib/seo/post-checks';
import { postGeneratedImagePath, postSeoDescription, postSeoTitle } from '@/lib/seo/post-seo';
import { isShareableImage } from '@/lib/seo/social-pages';
import type { FormValues } from '../post-form-values';

/** What the SEO panel and the pre-publish checklist show, from the form as it is typed. */
export type PostSeoView = {
  /** The page title as the public page will set it (SEO title, else "{title} | Lizit"). */
  title: string;
  /** The meta description as the page will set it, and where it comes from. */
  description: string;
  descriptionSource: 'meta' | 'excerpt' | 'site';
  host: string;
  slug: string;
  /** The social card's image: the featured image, else the generated one of a saved post. */
  image: string | null;
  imageNote: string;
  checks: SeoCheck[];
};

/** The site's host and origin as this browser sees them (the admin is served by the site). */
function useOrigin(): { host: string; origin: string } {
  return React.useMemo(
    () =>
      typeof window === 'undefined'
        ? { host: 'lizit.com', origin: '' }
        : { host: window.location.host, origin: window.location.origin },
    [],
  );
}

/**
 * The SEO view of the post editor, recomputed as the form changes: titles and
 * descriptions with the public page's fallbacks, the social image, and the checks.
 * @param savedSlug - the slug of the saved post (its generated image exists), or null when new
 */
export function usePostSeo(control: Control<FormValues>, savedSlug: string | null): PostSeoView {
  const v = useWatch({ control }) as FormValues;
  // The content changes at every keystroke in the editor: the checks may lag a little behind.
  const content = React.useDeferredValue(v.content ?? '');
  const { host, origin } = useOrigin();
  const title = postSeoTitle({ title: v.title ?? '', seo_title: v.seo_title });
  const description = postSeoDescription(v);
  const descriptionSource = v.meta_description?.trim()
    ? 'meta'
    : v.excerpt?.trim()
      ? 'excerpt'
      : 'site';
  const featured = (v.featured_image_override || v.featured_image_url || '').trim();
  // The public page's choice (postSocialImage): the featured image when chosen and shareable
  // (social networks do not render SVG), else the generated one.
  const usableFeatured =
    v.social_image === 'featured' && isShareableImage(featured) ? featured : '';
  const image = usableFeatured || (savedSlug ? postGeneratedImagePath(savedSlug) : null);
  const imageNote = usableFeatured
    ? 'featured image'
    : savedSlug
      ? 'generated image'
      : 'the generated image appears once the post is saved';
  const checks = React.useMemo(
    () =>
      seoChecks({
        seoTitle: title,
        slug: v.slug ?? '',
        metaDescription: v.meta_description ?? '',
        content,
        focusKeyphrase: v.focus_keyphrase ?? '',
        featuredImage: featured,
        origin,
      }),
    [title, v.slug, v.meta_description, content, v.focus_keyphrase, featured, origin],
  );
  return {
    title,
    description,
    descriptionSource,
    host,
    slug: v.slug ?? '',
    image,
    imageNote,
    checks,
  };
}
