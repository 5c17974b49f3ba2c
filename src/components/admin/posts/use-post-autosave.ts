'use client';

import * as React from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { localInputToIso } from '@/lib/datetime-local';
import type { PostAutosaveInput } from '@/lib/validation/posts';
import { autosavePostAction } from '@/server/posts/actions';
import type { FormValues } from './post-form-values';

/** How long after the last keystroke the editor autosaves (a few seconds). */
export const AUTOSAVE_DELAY_MS = 3_000;

/** Where an autosave that could not reach the server waits, per post. */
export const localAutosaveKey = (postId: number) => `lizit:autosave:post:${postId}`;

/** An autosave kept in this browser while offline. */
export type LocalAutosave = { values: FormValues; at: number };

export type AutosaveState =
  { state: 'idle' } | { state: 'saving' } | { state: 'saved'; at: Date } | { state: 'offline' };

/** What an autosave sends of the form. */
function toAutosave(v: FormValues): PostAutosaveInput['post'] {
  return {
    title: v.title,
    slug: v.slug,
    excerpt: v.excerpt || null,
    content: v.content,
    meta_description: v.meta_description || null,
    status: v.status,
    published_at: v.published_local ? localInputToIso(v.published_local) : null,
  };
}

/** The autosave kept in this browser for a post, or null. */
export function readLocalAutosave(postId: number): LocalAutosave | null {
  try {
    const raw = window.localStorage.getItem(localAutosaveKey(postId));
    return raw ? (JSON.parse(raw) as LocalAutosave) : null;
  } catch {
    return null;
  }
}

/** Forgets the autosave kept in this browser for a post (after a save or a discard). */
export function clearLocalAutosave(postId: number): void {
  try {
    window.localStorage.removeItem(localAutosaveKey(postId));
  } catch {
    // storage unavailable: nothing kept
  }
}

/**
 * Autosaves a saved post while it is edited: {@link AUTOSAVE_DELAY_MS} after typing
 * stops, what the form holds goes to the server as the person's autosave revision (the post and
 * what is published do not change). When the server cannot be reached the values are kept in this
 * browser and sent when the connection returns.
 * @param enabled - autosave only while the form has unsaved changes
 * @returns the state the editor shows: "Saving…", "Saved 12:04", "Offline — changes kept in this
 *   browser"
 */
export function usePostAutosave(
  postId: number | null,
  control: Control<FormValues>,
  enabled: boolean,
): AutosaveState {
  const values = useWatch({ control }) as FormValues;
  const [state, setState] = React.useState<AutosaveState>({ state: 'idle' });

  const send = React.useCallback(async (id: number, v: FormValues) => {
    setState({ state: 'saving' });
    try {
      const result = await autosavePostAction({ id, post: toAutosave(v) });
      if (result.ok) {
        clearLocalAutosave(id);
        setState({ state: 'saved', at: new Date(result.data.savedAt) });
      } else setState({ state: 'idle' });
    } catch {
      try {
        const kept: LocalAutosave = { values: v, at: Date.now() };
        window.localStorage.setItem(localAutosaveKey(id), JSON.stringify(kept));
      } catch {
        // storage full or blocked: the form still holds the values
      }
      setState({ state: 'offline' });
    }
  }, []);

  React.useEffect(() => {
    if (postId === null || !enabled) return;
    const timer = window.setTimeout(() => void send(postId, values), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [postId, enabled, values, send]);

  React.useEffect(() => {
    if (postId === null) return;
    const resend = () => {
      const kept = readLocalAutosave(postId);
      if (kept) void send(postId, kept.values);
    };
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [postId, send]);

  return state;
}
