'use client';

import { AlertDialog } from 'radix-ui';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/variants';
import { cn } from '@/lib/utils';

/*
 * Unsaved changes are never discarded without asking. Every admin form tells
 * this module whether it is dirty ({@link useUnsavedChanges}); while any form is:
 * - leaving the page (reload, closing the browser tab, an address typed in) raises the browser's
 *   own `beforeunload` question;
 * - closing a form's dialog (Escape, a click outside, the close button, Cancel), following a
 *   link inside the back office (a dashboard tab, "Back to resources") and the browser's Back or
 *   Forward button ask "Discard changes?" first, through the one prompt {@link UnsavedChangesGuard}
 *   draws.
 */

/** The forms with unsaved changes, one token per mounted form. */
const dirtyForms = new Set<object>();
/** Set once the person chose to leave: the page may go without asking again. */
let leaving = false;
/** Opens the prompt of the mounted {@link UnsavedChangesGuard}, if any. */
let openPrompt: ((proceed: () => void) => void) | null = null;

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (leaving) return;
  event.preventDefault();
  // Still what some browsers look at to show their dialog.
  event.returnValue = '';
}

function setFormDirty(form: object, dirty: boolean) {
  const before = dirtyForms.size > 0;
  if (dirty) dirtyForms.add(form);
  else dirtyForms.delete(form);
  const after = dirtyForms.size > 0;
  // The listener exists only while something is unsaved: a page with one is kept out of the
  // back/forward cache.
  if (after && !before) window.addEventListener('beforeunload', onBeforeUnload);
  if (before && !after) {
    window.removeEventListener('beforeunload', onBeforeUnload);
    leaving = false;
  }
}

/** Whether any mounted admin form holds changes that leaving now would lose. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0 && !leaving;
}

/** Runs `proceed` once the person agreed to lose the unsaved changes. */
function askToDiscard(proceed: () => void) {
  if (openPrompt) openPrompt(proceed);
  // No guard mounted (a form outside the admin layout): the browser's own question.
  else if (window.confirm('Discard changes?')) proceed();
}

/**
 * Registers a form's dirtiness for as long as the calling component is mounted, and returns
 * `confirmDiscard(proceed)`: it runs `proceed` (closing the dialog, leaving the form) at once when
 * the form is not dirty, and otherwise only after the person answered "Discard" to "Discard
 * changes?". A form clears `dirty` when it saves (or closes after saving).
 * @example const confirmDiscard = useUnsavedChanges(open && formState.isDirty);
 *   <Dialog open={open} onOpenChange={(o) => !o && confirmDiscard(() => onOpenChange(false))}>
 */
export function useUnsavedChanges(
  dirty: boolean,
  dirtyNow?: () => boolean,
): (proceed: () => void) => void {
  const [form] = React.useState(() => ({}));
  React.useEffect(() => {
    setFormDirty(form, dirty);
    return () => setFormDirty(form, false);
  }, [form, dirty]);
  return React.useCallback(
    // `dirty` is what the last render saw; `dirtyNow` what the form holds this instant (text
    // pasted and Escape pressed in the same moment, before React has rendered the change).
    (proceed: () => void) => (dirty || dirtyNow?.() ? askToDiscard(proceed) : proceed()),
    [dirty, dirtyNow],
  );
}

/** What {@link useLiveDirty} needs of a react-hook-form form: its `subscribe`. */
type Subscribable = {
  subscribe: (opts: {
    formState: { isDirty: true };
    callback: (state: { isDirty?: boolean }) => void;
  }) => () => void;
};

/**
 * Whether a react-hook-form form is dirty at this very instant: react-hook-form tells its
 * subscribers within the change itself, before React renders it. Pass the result to
 * {@link useUnsavedChanges} as `dirtyNow`.
 * @param active - only while true (e.g. while the dialog is open)
 * @param onChange - also told each change, synchronously (a form that reports to its parent)
 */
export function useLiveDirty(
  form: Subscribable,
  active = true,
  onChange?: (dirty: boolean) => void,
): () => boolean {
  const live = React.useRef(false);
  const report = React.useRef(onChange);
  React.useEffect(() => {
    report.current = onChange;
  });
  React.useEffect(
    () =>
      form.subscribe({
        formState: { isDirty: true },
        callback: (state) => {
          live.current = Boolean(state.isDirty);
          report.current?.(live.current);
        },
      }),
    [form],
  );
  return React.useCallback(() => active && live.current, [active]);
}

type NavigationLike = {
  currentEntry?: { index: number } | null;
  addEventListener: (type: 'navigate', listener: (event: NavigateLike) => void) => void;
  removeEventListener: (type: 'navigate', listener: (event: NavigateLike) => void) => void;
};
type NavigateLike = { navigationType: string; destination: { index: number } };

/** The Navigation API, where the browser has it (it tells how far a Back or Forward goes). */
function navigationApi(): NavigationLike | null {
  return (window as unknown as { navigation?: NavigationLike }).navigation ?? null;
}

/**
 * Watches the browser's Back and Forward buttons (and `history.go`): while a form is dirty, the
 * traversal is stopped before the router sees it (a capturing `popstate` listener on the window
 * runs before the router's own), the browser is sent back to the form's entry, and `ask(proceed)`
 * decides; `proceed` goes the same way again, this time with the router.
 * @returns the clean-up that removes the listeners
 */
function watchHistory(ask: (proceed: () => void) => void): () => void {
  const nav = navigationApi();
  // How far the traversal under way moves (Back is -1); the Navigation API knows, else Back.
  let delta = -1;
  // Set while the browser returns to the form's entry, whose `popstate` is the guard's own.
  let returning = false;
  function onNavigate(event: NavigateLike) {
    const from = nav?.currentEntry?.index;
    if (event.navigationType === 'traverse' && from !== undefined)
      delta = event.destination.index - from;
  }
  function onPopState(event: PopStateEvent) {
    if (returning) {
      returning = false;
      event.stopImmediatePropagation();
      return;
    }
    if (!hasUnsavedChanges()) return;
    event.stopImmediatePropagation();
    const steps = delta || -1;
    delta = -1;
    returning = true;
    window.history.go(-steps);
    ask(() => {
      leaving = true;
      window.history.go(steps);
    });
  }
  nav?.addEventListener('navigate', onNavigate);
  window.addEventListener('popstate', onPopState, true);
  return () => {
    nav?.removeEventListener('navigate', onNavigate);
    window.removeEventListener('popstate', onPopState, true);
  };
}

/** The same-origin page a plain click on `event` would open, or null when it opens none. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site: the page unloads and `beforeunload` asks.
  if (url.origin !== window.location.origin) return null;
  // A jump within the page loses nothing.
  if (url.pathname === window.location.pathname && url.search === window.location.search)
    return null;
  return anchor;
}

/**
 * The back office's one "Discard changes?" prompt (an accessible alert dialog: focus starts on
 * "Keep editing", Escape keeps editing), and the watch on links and history: a plain click on a
 * link to another back-office page, or Back / Forward, while a form is dirty waits for the answer.
 * Mounted once, in the admin layout.
 */
export function UnsavedChangesGuard() {
  const [pending, setPending] = React.useState<{ proceed: () => void } | null>(null);
  const discarded = React.useRef(false);
  /** Set while a link the person agreed to follow is clicked again. */
  const following = React.useRef(false);

  React.useEffect(() => {
    openPrompt = (proceed) => setPending({ proceed });
    // Capture phase on window: before the link's own handler (Next's <Link>) navigates.
    function onClick(event: MouseEvent) {
      if (following.current || !hasUnsavedChanges()) return;
      const anchor = leavingLink(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setPending({
        proceed: () => {
          leaving = true;
          following.current = true;
          try {
            anchor.click();
          } finally {
            following.current = false;
          }
        },
      });
    }
    window.addEventListener('click', onClick, true);
    const unwatch = watchHistory((proceed) => setPending({ proceed }));
    return () => {
      openPrompt = null;
      window.removeEventListener('click', onClick, true);
      unwatch();
    };
  }, []);

  const asking = pending !== null;
  React.useEffect(() => {
    if (!asking) return;
    // While the question is open, Escape is its "Keep editing", taken before radix-ui sees it:
    // for a moment after the question opens, the form's dialog still listens for Escape too (it
    // hands the key over on a later render) and would ask again instead.
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setPending(null);
    }
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [asking]);

  function discard() {
    const proceed = pending?.proceed;
    discarded.current = true;
    setPending(null);
    proceed?.();
  }

  return (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[80] bg-navy-950/70 backdrop-blur-sm" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-[80] max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-200 focus:outline-none"
          onCloseAutoFocus={(event) => {
            // Keep editing: the focus goes back to the field it was in. Discard: the form is
            // gone, and its dialog gives the focus back to what opened it.
            if (discarded.current) event.preventDefault();
            discarded.current = false;
          }}
        >
          <AlertDialog.Title className="text-lg font-bold text-navy-900">
            Discard changes?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            You have changes that are not saved. Discarding them cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Keep editing</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={cn(buttonVariants({ variant: 'primary' }), 'bg-red-700 hover:bg-red-600')}
              onClick={discard}
            >
              Discard
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
