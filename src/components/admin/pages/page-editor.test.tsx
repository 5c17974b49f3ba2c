// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_DEFAULTS } from '@/lib/pages/home';
import type { PageEditorState } from '@/server/pages/service';
import { renderRootPerTest } from '../test-root';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));
const savePageDraftAction = vi.fn();
vi.mock('@/server/pages/actions', () => ({
  savePageDraftAction,
  cancelPageScheduleAction: vi.fn(),
  deleteLandingPageAction: vi.fn(),
  discardPageDraftAction: vi.fn(),
  publishPageAction: vi.fn(),
  requestPageReviewAction: vi.fn(),
  restorePageRevisionAction: vi.fn(),
  schedulePageAction: vi.fn(),
  sendBackPageAction: vi.fn(),
}));

// jsdom lays nothing out: the preview's width observer has nothing to observe.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const { PageEditor } = await import('./page-editor');

const dom = renderRootPerTest();

const home: PageEditorState = {
  key: 'home',
  label: 'Home',
  path: '/',
  id: 1,
  content: HOME_DEFAULTS,
  draft: null,
  draftAt: null,
  draftBy: null,
  publishAt: null,
  publishedAt: null,
  publishedBy: null,
  reviewRequestedAt: null,
  reviewRequestedBy: null,
  reviewNote: null,
  reviewNoteBy: null,
  version: 1,
};

/** The server's answer to a draft save that leaves the page at `version`. */
const savedAs = (version: number) => ({
  ok: true,
  data: { page: { ...home, version, draftAt: new Date() }, previewToken: 'token' },
});

/** Types `text` into the first text box of the form, as React sees a keystroke. */
function type(text: string) {
  const input = dom.container.querySelector<HTMLInputElement>(
    'input[type="text"], input:not([type])',
  )!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the page editor’s draft saves', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    savePageDraftAction.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('an edit made while a save is on its way is saved after it, naming the version it got back', async () => {
    let answer!: (value: unknown) => void;
    savePageDraftAction
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockResolvedValueOnce(savedAs(3));
    await act(async () =>
      dom.root.render(
        <PageEditor
          initial={home}
          previewToken="token"
          role="admin"
          reviewRequired={false}
          choices={{ libraryImages: [], testimonials: [] }}
        />,
      ),
    );
    await act(async () => type('Rental software'));
    await act(async () => vi.advanceTimersByTime(600));
    expect(savePageDraftAction).toHaveBeenCalledTimes(1);
    expect(savePageDraftAction.mock.calls[0]![0]).toMatchObject({ version: 1 });

    // The person types on while the first save is still on its way.
    await act(async () => type('Rental software for yards'));
    await act(async () => vi.advanceTimersByTime(600));
    expect(savePageDraftAction, 'waits for the save on its way').toHaveBeenCalledTimes(1);

    await act(async () => answer(savedAs(2)));
    await act(() => vi.waitFor(() => expect(savePageDraftAction).toHaveBeenCalledTimes(2)));
    expect(savePageDraftAction.mock.calls[1]![0]).toMatchObject({ version: 2 });
    expect(document.body.textContent).not.toContain('Someone else saved');
  });
});
