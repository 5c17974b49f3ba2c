'use client';

import { Mail } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { createArticleCampaignAction } from '@/server/newsletter/actions';
import { useAdminAction } from '../use-admin-action';

/**
 * "Send as newsletter" of a published post (on its card in the Blog Posts list, an icon; in its
 * editor, `labelled`): makes a draft article campaign of it (its title as the subject, its excerpt
 * with a link, to every active subscriber) and opens it in the Newsletter section, where it is
 * checked, tested and sent. `blockedBy` says why it cannot be used now (unsaved changes).
 */
export function SendAsNewsletterButton({
  postId,
  title,
  labelled = false,
  blockedBy,
}: {
  postId: number;
  title: string;
  labelled?: boolean;
  blockedBy?: string;
}) {
  const router = useRouter();
  const { run, pending } = useAdminAction();
  async function send() {
    const result = await run(() => createArticleCampaignAction({ post_id: postId }), {
      success: 'Article campaign created',
      successDescription: 'Check it, send a test, then send it.',
      errorTitle: 'Error creating the campaign',
    });
    if (result.ok) router.push(`/admin/newsletter/${result.data.id}`);
  }
  if (labelled)
    return (
      <Button
        type="button"
        variant="outline"
        title={blockedBy}
        disabled={pending || blockedBy !== undefined}
        onClick={() => void send()}
      >
        <Mail aria-hidden="true" /> Send as newsletter
      </Button>
    );
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Send "${title}" as newsletter`}
      title="Send as newsletter"
      disabled={pending}
      onClick={() => void send()}
    >
      <Mail aria-hidden="true" />
    </Button>
  );
}
