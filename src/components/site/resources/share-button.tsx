'use client';

import { Share2 } from 'lucide-react';
import { toast } from '@/components/site/toast';
import { buttonVariants } from '@/components/ui/variants';

/** Share: the native share sheet where available, otherwise copies the URL (public-site.md §2). */
export function ShareButton({
  title,
  label = 'Share',
  copyOnly = false,
}: {
  title: string;
  label?: string;
  copyOnly?: boolean;
}) {
  const onClick = async () => {
    const url = window.location.href;
    if (!copyOnly && typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied to clipboard');
    } catch {
      toast.error('Could not copy the link. Copy it from the address bar.');
    }
  };
  return (
    <button
      type="button"
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
      onClick={onClick}
    >
      <Share2 aria-hidden="true" />
      {label}
    </button>
  );
}
