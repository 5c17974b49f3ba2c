'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/action-result';
import { REVIEW_REQUIRED_MESSAGE, ROLE_REFUSED_MESSAGE } from '@/lib/roles';

/** How long a toast that offers Undo stays (about 10 seconds). */
export const UNDO_TOAST_MS = 10_000;

/**
 * Runs admin server actions the same way everywhere: a success toast, or an error toast titled
 * with the spec's text and described with the server's message; then the page data is refreshed.
 * A success toast can offer Undo (`messages.undo`), and then stays {@link UNDO_TOAST_MS}.
 * @returns `run(action, messages)` resolving to the result, and `pending` while a refresh runs
 */
export function useAdminAction() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = useCallback(
    async <T>(
      call: () => Promise<ActionResult<T>>,
      messages: {
        success?: string;
        successDescription?: string;
        /** Toast title; a function builds it from the server's message (e.g. "Upload failed: …"). */
        errorTitle: string | ((message: string) => string);
        /** Fixed description instead of the server's message (e.g. "Please try again."). */
        errorDescription?: string;
        /** What the success toast's Undo button does with the result (none: no button). */
        undo?: (data: T) => (() => unknown) | null;
      },
    ): Promise<ActionResult<T>> => {
      let result: ActionResult<T>;
      try {
        result = await call();
      } catch {
        result = { ok: false, error: 'Could not reach the server. Check your connection.' };
      }
      if (result.ok) {
        const undo = messages.undo?.(result.data) ?? null;
        if (messages.success)
          toast.success(messages.success, {
            description: messages.successDescription,
            ...(undo
              ? { duration: UNDO_TOAST_MS, action: { label: 'Undo', onClick: () => void undo() } }
              : {}),
          });
        startTransition(() => router.refresh());
      } else {
        const title =
          typeof messages.errorTitle === 'function'
            ? messages.errorTitle(result.error)
            : messages.errorTitle;
        if (
          result.status === 403 &&
          (result.error === ROLE_REFUSED_MESSAGE || result.error === REVIEW_REQUIRED_MESSAGE)
        ) {
          // Signed in, but the role does not allow this: stay, and say so.
          toast.error(title, { description: result.error });
        } else if (result.status === 401 || result.status === 403) {
          toast.error(title, { description: 'Your session has ended. Please sign in again.' });
          router.push('/auth');
        } else if (typeof messages.errorTitle === 'function') {
          toast.error(title);
        } else {
          toast.error(title, { description: messages.errorDescription ?? result.error });
        }
      }
      return result;
    },
    [router],
  );
  return { run, pending };
}
