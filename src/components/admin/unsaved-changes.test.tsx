// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRootPerTest } from './test-root';
import { hasUnsavedChanges, UnsavedChangesGuard, useUnsavedChanges } from './unsaved-changes';

const dom = renderRootPerTest();

/** A form that closes through the guard; `onFollow` counts link clicks that got through. */
function Form({
  dirty,
  onClose,
  onFollow,
}: {
  dirty: boolean;
  onClose: () => void;
  onFollow?: () => void;
}) {
  const confirmDiscard = useUnsavedChanges(dirty);
  return (
    <>
      <button type="button" onClick={() => confirmDiscard(onClose)}>
        Close form
      </button>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- stands in for <Link> */}
      <a
        href="/admin/posts"
        onClick={(event) => {
          // Like Next's <Link>: navigates in the app, not by the browser.
          event.preventDefault();
          onFollow?.();
        }}
      >
        Blog Posts
      </a>
    </>
  );
}

async function render(ui: React.ReactNode) {
  await act(async () => dom.root.render(ui));
}

function byText(text: string): HTMLElement {
  const element = [...document.querySelectorAll<HTMLElement>('button, a')].find(
    (e) => e.textContent === text,
  );
  if (!element) throw new Error(`no "${text}"`);
  return element;
}

const question = () => document.querySelector('[role="alertdialog"]');

function unloadIsStopped(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChanges', () => {
  it('closes a form that is not dirty at once, and lets the page go', async () => {
    const onClose = vi.fn();
    await render(
      <>
        <Form dirty={false} onClose={onClose} />
        <UnsavedChangesGuard />
      </>,
    );
    await act(async () => byText('Close form').click());
    expect(onClose).toHaveBeenCalledOnce();
    expect(question()).toBeNull();
    expect(hasUnsavedChanges()).toBe(false);
    expect(unloadIsStopped()).toBe(false);
  });

  it('asks "Discard changes?" before closing a dirty form: Keep editing keeps it, Discard closes it', async () => {
    const onClose = vi.fn();
    await render(
      <>
        <Form dirty onClose={onClose} />
        <UnsavedChangesGuard />
      </>,
    );
    expect(unloadIsStopped()).toBe(true);

    await act(async () => byText('Close form').click());
    expect(question()?.textContent).toContain('Discard changes?');
    expect(document.activeElement?.textContent).toBe('Keep editing');
    await act(async () => byText('Keep editing').click());
    expect(question()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    // Escape in the question is Keep editing.
    await act(async () => byText('Close form').click());
    await act(async () => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
      );
    });
    expect(question()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => byText('Close form').click());
    await act(async () => byText('Discard').click());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('holds a link click while a form is dirty and follows it after Discard', async () => {
    const onFollow = vi.fn();
    await render(
      <>
        <Form dirty onClose={() => {}} onFollow={onFollow} />
        <UnsavedChangesGuard />
      </>,
    );
    await act(async () => byText('Blog Posts').click());
    expect(onFollow).not.toHaveBeenCalled();
    expect(question()).not.toBeNull();
    await act(async () => byText('Discard').click());
    expect(onFollow).toHaveBeenCalledOnce();
    // Chosen to leave: the page goes without the browser asking again.
    expect(unloadIsStopped()).toBe(false);
  });

  it('stops guarding once the form is clean again or gone', async () => {
    await render(<Form dirty onClose={() => {}} />);
    expect(hasUnsavedChanges()).toBe(true);
    await render(<Form dirty={false} onClose={() => {}} />);
    expect(hasUnsavedChanges()).toBe(false);
    await render(<Form dirty onClose={() => {}} />);
    await render(null);
    expect(hasUnsavedChanges()).toBe(false);
    expect(unloadIsStopped()).toBe(false);
  });
});
