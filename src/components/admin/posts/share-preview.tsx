'use client';

import { Copy, Link2, Share2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/post-state';
import { createPreviewLinkAction, revokePreviewLinkAction } from '@/server/posts/actions';
import type { PreviewLinkRow } from '@/server/posts/preview-links';
import { adminRead } from '../admin-read';
import { LoadedList } from '../loaded-list';
import { useAdminAction } from '../use-admin-action';

type LinkRow = {
  id: number;
  createdAt: Date | string;
  expiresAt: Date | string;
  createdBy: string | null;
  expired: boolean;
};

const DAY_OPTIONS = [
  { value: 1, label: '1 day' },
  { value: 3, label: '3 days' },
  { value: 7, label: '7 days' },
  { value: 14, label: '14 days' },
  { value: 30, label: '30 days' },
];

/**
 * "Share preview" of the post editor: creates a link to the post's latest saved
 * version that works without signing in, for 1 to 30 days (7 by default); the new link is shown
 * once with a Copy button; the links still working are listed with who made them and when they
 * expire, each revocable.
 */
export function SharePreview({ postId }: { postId: number }) {
  const [open, setOpen] = React.useState(false);
  const [days, setDays] = React.useState(7);
  const [links, setLinks] = React.useState<LinkRow[] | null>(null);
  const [created, setCreated] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const { run } = useAdminAction();

  const refresh = React.useCallback(async () => {
    const result = await adminRead<PreviewLinkRow[]>(
      `/api/admin/posts/${postId}/preview-links`,
    ).catch(() => null);
    setLinks(result?.ok ? result.data : []);
  }, [postId]);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) void refresh();
    else setCreated(null);
  };

  async function create() {
    setBusy(true);
    setCreated(null);
    const result = await run(() => createPreviewLinkAction({ post_id: postId, days }), {
      success: 'Preview link created',
      successDescription: 'Copy it now: it is shown only once.',
      errorTitle: 'Could not create the preview link',
    });
    setBusy(false);
    if (result.ok) {
      setCreated(result.data.url);
      await refresh();
    }
  }

  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy', { description: 'Select the link and copy it yourself.' });
    }
  }

  async function revoke(id: number) {
    const result = await run(() => revokePreviewLinkAction({ id }), {
      success: 'Preview link revoked',
      successDescription: 'It now says the link was withdrawn.',
      errorTitle: 'Could not revoke the preview link',
    });
    if (result.ok) await refresh();
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <Button type="button" variant="outline" onClick={() => openChange(true)}>
        <Share2 aria-hidden="true" /> Share preview
      </Button>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Share a preview</DialogTitle>
          <DialogDescription>
            Anyone with the link sees the last saved version of this post, without signing in, until
            the link expires or you revoke it. Search engines never index it.
          </DialogDescription>
        </DialogHeader>
        <div className="mt-6 flex flex-wrap items-end gap-3">
          <FormField id="preview-days" label="Link works for" className="w-40">
            <Select
              value={days}
              onChange={(e) => setDays(Number(e.target.value))}
              options={DAY_OPTIONS}
            />
          </FormField>
          <Button type="button" onClick={create} disabled={busy}>
            <Link2 aria-hidden="true" /> {busy ? 'Creating…' : 'Create link'}
          </Button>
        </div>
        {created ? (
          <div className="mt-4 space-y-2 rounded-lg bg-emerald-50 p-3 ring-1 ring-emerald-200">
            <FormField
              id="preview-link"
              label="New preview link"
              hint="Copy it now: for safety it is shown only once."
            >
              <Input value={created} readOnly onFocus={(e) => e.currentTarget.select()} />
            </FormField>
            <Button type="button" size="sm" variant="secondary" onClick={copy}>
              <Copy aria-hidden="true" /> Copy link
            </Button>
          </div>
        ) : null}
        <h3 className="mt-6 text-sm font-semibold text-navy-900">Links of this post</h3>
        <LoadedList
          items={links}
          loading="Loading the links…"
          empty="No preview links yet."
          className="mt-2"
        >
          {(links) => (
            <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="preview-links">
              {links.map((l) => (
                <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="text-slate-700">
                    Created {formatDateTime(l.createdAt)}
                    {l.createdBy ? ` by ${l.createdBy}` : ''} ·{' '}
                    {l.expired ? 'expired' : 'works until'} {formatDateTime(l.expiresAt)}
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Revoke the link created ${formatDateTime(l.createdAt)}`}
                    onClick={() => void revoke(l.id)}
                  >
                    Revoke
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </LoadedList>
      </DialogContent>
    </Dialog>
  );
}
