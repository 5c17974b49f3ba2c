'use client';

import * as React from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useUnsavedChanges } from '../unsaved-changes';
import { PostForm } from './post-form';

/**
 * The Create New Blog Post / Edit Blog Post dialog (back-office.md §2, §3, §5): max
 * width 4xl, 90vh scroll. The slug follows the title until it is edited by hand; tags are a
 * comma-separated string; the publication time is entered in the admin's time zone (a future time
 * schedules the post, publishing without one publishes now); the featured image is uploaded
 * (JPG, PNG, WebP under 2 MB) or replaced by an override URL.
 */
export function PostDialog({
  postId,
  categories,
  open,
  onOpenChange,
  onSaved,
  onDraftCreated,
}: {
  postId: number | null;
  /** The managed categories, in order (the Category select). */
  categories: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
  /** "Preview" of a new post saved it as a draft: the dialog goes on editing that post. */
  onDraftCreated: (id: number) => void;
}) {
  const [busy, setBusy] = React.useState(false);
  const [dirty, setDirty] = React.useState(false);
  // What the form reports within each change, before React renders it.
  const liveDirty = React.useRef(false);
  const reportDirty = React.useCallback((d: boolean) => {
    liveDirty.current = d;
    setDirty(d);
  }, []);
  const dirtyNow = React.useCallback(() => open && liveDirty.current, [open]);
  const confirmDiscard = useUnsavedChanges(open && dirty, dirtyNow);
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !busy && confirmDiscard(() => onOpenChange(o))}>
      <DialogContent className="max-w-4xl" aria-describedby="post-dialog-description">
        <DialogHeader>
          <DialogTitle>{postId === null ? 'Create New Blog Post' : 'Edit Blog Post'}</DialogTitle>
          <DialogDescription id="post-dialog-description">
            Fields marked * are required. Drafts are only visible to admins.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <PostForm
            key={postId ?? 'new'}
            postId={postId}
            categories={categories}
            onBusyChange={setBusy}
            onDirtyChange={reportDirty}
            onSaved={onSaved}
            onDraftCreated={onDraftCreated}
            onLoadFailed={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
