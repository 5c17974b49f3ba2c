'use client';

import { Eye, Newspaper, Pencil, Plus } from 'lucide-react';
import Link from 'next/link';
import * as React from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { isScheduled } from '@/lib/validation/posts';
import { deletePostAction } from '@/server/blog/actions';
import type { AdminPostCard } from '@/server/blog/service';
import { DeleteButton, EmptyState } from '../controls';
import { useAdminAction } from '../use-admin-action';
import { PostDialog } from './post-dialog';

const STATUS_STYLE: Record<string, string> = {
  Draft: 'bg-slate-100 text-slate-700',
  Published: 'bg-green-100 text-green-800',
  Scheduled: 'bg-amber-100 text-amber-900',
  Archived: 'bg-slate-200 text-slate-600',
};

/** The status a card shows: Scheduled for a published post whose time is still ahead. */
function statusLabel(post: AdminPostCard): string {
  if (isScheduled(post)) return 'Scheduled';
  return post.status.charAt(0).toUpperCase() + post.status.slice(1);
}

function dateLine(post: AdminPostCard): string {
  const fmt = (d: Date) =>
    new Date(d).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  if (post.published_at)
    return `${isScheduled(post) ? 'Goes live' : 'Published'} ${fmt(post.published_at)}`;
  return `Created ${fmt(post.created_at)}`;
}

/**
 * The Blog Posts tab (back-office.md §2 "Blog Posts tab"): post cards with edit, preview and
 * delete; the Create New Blog Post / Edit Blog Post dialog.
 */
export function PostsManager({ posts }: { posts: AdminPostCard[] }) {
  const { run, pending } = useAdminAction();
  const [editing, setEditing] = React.useState<number | 'new' | null>(null);

  return (
    <div className="space-y-6" aria-busy={pending}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600">
          Published posts appear on /resources at once; a future publication time schedules them.
        </p>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> Create New Blog Post
        </Button>
      </div>
      {posts.length === 0 ? (
        <EmptyState icon={Newspaper} title="No blog posts yet" />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {posts.map((post) => {
            const label = statusLabel(post);
            return (
              <li
                key={post.id}
                data-testid="post-card"
                className="flex flex-col rounded-xl border border-slate-200 p-5"
              >
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-semibold text-navy-900">{post.title}</h3>
                  <span
                    className={cn(
                      'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                      STATUS_STYLE[label],
                    )}
                  >
                    {label}
                  </span>
                </div>
                <p className="mt-1 text-xs text-slate-600">
                  /resources/{post.slug}
                  {post.category ? ` · ${post.category}` : ''}
                </p>
                {post.excerpt ? (
                  <p className="mt-2 line-clamp-2 text-sm text-slate-700">{post.excerpt}</p>
                ) : null}
                <div className="mt-auto flex items-center justify-between gap-3 pt-4">
                  <p className="text-xs text-slate-600">{dateLine(post)}</p>
                  <div className="flex gap-1">
                    <Link
                      href={`/blog/preview/${post.id}`}
                      aria-label={`Preview ${post.title}`}
                      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                    >
                      <Eye aria-hidden="true" />
                    </Link>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${post.title}`}
                      onClick={() => setEditing(post.id)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <DeleteButton
                      label={`Delete ${post.title}`}
                      title={`Delete "${post.title}"?`}
                      description="The article disappears from the site at once. This cannot be undone."
                      onConfirm={() =>
                        run(() => deletePostAction({ id: post.id }), {
                          success: 'Blog post deleted successfully!',
                          errorTitle: 'Error deleting blog post',
                        })
                      }
                    />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <PostDialog
        postId={editing === 'new' ? null : editing}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </div>
  );
}
