'use client';

import { Eye, Pencil } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/variants';
import { formatDateTime, postState, type PostState } from '@/lib/post-state';
import { cn } from '@/lib/utils';
import type { AdminPostCard } from '@/server/posts/service';
import { DeleteButton } from '../controls';
import { SendAsNewsletterButton } from '../newsletter/send-as-newsletter';
import { TRASH_NOTE } from '../trash/restore-undo';

const STATE_STYLE: Record<PostState, string> = {
  Draft: 'bg-slate-100 text-slate-700',
  Published: 'bg-green-100 text-green-800',
  Scheduled: 'bg-amber-100 text-amber-900',
  Archived: 'bg-slate-200 text-slate-600',
};

function dateLine(post: AdminPostCard, state: PostState): string {
  if (post.published_at && state !== 'Draft')
    return `${state === 'Scheduled' ? 'Goes live' : 'Published'} ${formatDateTime(post.published_at)}`;
  return `Created ${formatDateTime(post.created_at)}`;
}

/**
 * One post of the Blog Posts list: a checkbox to select it for the bulk actions, its state
 * (Draft, Scheduled, Published, Archived), address and category, and preview, edit and delete; a
 * published one can also be sent as a newsletter.
 */
export function PostCard({
  post,
  selected,
  onSelectedChange,
  onEdit,
  onDelete,
}: {
  post: AdminPostCard;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const state = postState(post);
  return (
    <li
      data-testid="post-card"
      data-selected={selected || undefined}
      className={cn(
        'flex flex-col rounded-xl border p-4 sm:p-5',
        selected ? 'border-brand-600 bg-brand-50/40 ring-1 ring-brand-600' : 'border-slate-200',
      )}
    >
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelectedChange(e.target.checked)}
          aria-label={`Select ${post.title}`}
          className="mt-1 size-5 shrink-0 rounded border-slate-300 accent-brand-600"
        />
        <h3 className="min-w-0 flex-1 font-semibold break-words text-navy-900">{post.title}</h3>
        <span
          className={cn(
            'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
            STATE_STYLE[state],
          )}
        >
          {state}
        </span>
      </div>
      <p className="mt-1 pl-8 text-xs break-all text-slate-600">
        /resources/{post.slug}
        {post.category ? ` · ${post.category}` : ''}
      </p>
      {post.excerpt ? (
        <p className="mt-2 line-clamp-2 pl-8 text-sm text-slate-700">{post.excerpt}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-3 pl-8">
        <p className="text-xs text-slate-600" suppressHydrationWarning>
          {dateLine(post, state)}
        </p>
        <div className="flex gap-1">
          <Link
            href={`/blog/preview/${post.id}`}
            aria-label={`Preview ${post.title}`}
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
          >
            <Eye aria-hidden="true" />
          </Link>
          {state === 'Published' ? (
            <SendAsNewsletterButton postId={post.id} title={post.title} />
          ) : null}
          <Button variant="ghost" size="icon" aria-label={`Edit ${post.title}`} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
          <DeleteButton
            name={post.title}
            description={`The article disappears from the site at once. ${TRASH_NOTE}`}
            onConfirm={onDelete}
          />
        </div>
      </div>
    </li>
  );
}
