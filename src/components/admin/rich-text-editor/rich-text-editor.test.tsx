// @vitest-environment jsdom
import type { Editor } from '@tiptap/react';
import * as React from 'react';
import { act } from 'react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { LINK_SCHEME_MESSAGE } from '@/lib/editor-url';
import { sanitizeRichHtml } from '@/lib/sanitize';
import { RichTextEditor, type RichTextEditorProps } from '.';
import { renderRootPerTest } from '../test-root';

// jsdom has no layout: ProseMirror measures the caret to scroll it into view after focus().
const emptyRect = () => new DOMRect(0, 0, 0, 0);
const emptyRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= emptyRect;
Range.prototype.getClientRects ??= emptyRects;
document.elementFromPoint ??= () => null;

const dom = renderRootPerTest();

type Props = Partial<Omit<RichTextEditorProps, 'onChange'>> & {
  onChange?: Mock<(html: string) => void>;
};

async function render(props: Props = {}) {
  const onChange = props.onChange ?? vi.fn<(html: string) => void>();
  const all: RichTextEditorProps = { id: 'post-content', value: '', onChange, ...props };
  await act(async () => dom.root.render(<RichTextEditor {...all} />));
  // The editor is created in an effect (immediatelyRender: false); let it mount.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
  return { onChange, rerender: (next: Props) => render({ ...all, onChange, ...next }) };
}

function content(): HTMLElement & { editor?: Editor } {
  const element = document.getElementById('post-content');
  if (!element) throw new Error('editor not mounted');
  return element;
}

function editor(): Editor {
  const instance = content().editor;
  if (!instance) throw new Error('no editor instance');
  return instance;
}

function button(label: string): HTMLButtonElement {
  const found = document.querySelector<HTMLButtonElement>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`no button ${label}`);
  return found;
}

/** Sets a React-controlled input's value the way a user would. */
function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('RichTextEditor', () => {
  it('renders the initial HTML in a labelled, described contenteditable', async () => {
    await render({
      value: '<h2>Title</h2><p>Go live in <strong>3 weeks</strong>.</p>',
      labelledBy: 'content-label',
      describedBy: 'content-hint content-error',
      invalid: true,
    });
    const element = content();
    expect(element.getAttribute('contenteditable')).toBe('true');
    expect(element.getAttribute('role')).toBe('textbox');
    expect(element.getAttribute('aria-multiline')).toBe('true');
    expect(element.getAttribute('aria-labelledby')).toBe('content-label');
    expect(element.getAttribute('aria-describedby')).toBe('content-hint content-error');
    expect(element.getAttribute('aria-invalid')).toBe('true');
    expect(element.className).toContain('prose-content');
    expect(element.querySelector('h2')?.textContent).toBe('Title');
    expect(element.querySelector('p strong')?.textContent).toBe('3 weeks');
  });

  it('does not set aria attributes that were not given', async () => {
    await render({ value: '<p>x</p>' });
    expect(content().hasAttribute('aria-invalid')).toBe(false);
    expect(content().hasAttribute('aria-labelledby')).toBe(false);
    expect(content().hasAttribute('aria-describedby')).toBe(false);
  });

  it("emits the editor's HTML on edits and '' for an empty document", async () => {
    const { onChange } = await render({ value: '<p>Hello</p>' });
    expect(onChange).not.toHaveBeenCalled();

    await act(async () => {
      editor().commands.insertContentAt(editor().state.doc.content.size - 1, ' world');
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello world</p>');

    await act(async () => {
      editor().commands.clearContent(true);
    });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('replaces the content when the value changes from outside, without emitting', async () => {
    const { onChange, rerender } = await render({ value: '<p>First post</p>' });
    await rerender({ value: '<h2>Second post</h2><p>Body</p>' });
    expect(content().querySelector('h2')?.textContent).toBe('Second post');
    await rerender({ value: '' });
    expect(content().textContent).toBe('');
    expect(onChange).not.toHaveBeenCalled();
    // Undo does not bring back the previous post.
    await act(async () => {
      editor().commands.undo();
    });
    expect(content().textContent).toBe('');
  });

  it('keeps to the vocabulary of the sanitiser and the public prose styles', async () => {
    const { onChange } = await render({
      value:
        '<h1>Big</h1><h4>Small</h4><h6>Tiny</h6>' +
        '<p><a href="javascript:alert(1)">bad</a> <a href="/contact" target="_top" class="x">in</a> ' +
        '<a href="https://example.com" rel="opener">out</a> <u>u</u> <s>s</s> <code>c</code><br>next</p>' +
        '<img src="data:image/png;base64,AAAA" alt="x"><img src="http://x.example/a.png" alt="x">' +
        '<img src="/media/a.webp" alt="A chart">' +
        '<ul><li><p>One</p></li></ul><ol><li><p>Two</p></li></ol><blockquote><p>Q</p></blockquote>' +
        '<pre><code>let x = 1;</code></pre><hr><table><tr><td>cell</td></tr></table>',
    });
    await act(async () => {
      editor().commands.insertContentAt(1, 'A ');
    });
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('<h2>A Big</h2>');
    expect(html).toContain('<h4>Small</h4><h4>Tiny</h4>');
    expect(html).not.toMatch(/javascript|data:|http:\/\/|<u>|target="_top"|class=|opener"/);
    expect(html).toContain('<a href="/contact">in</a>');
    expect(html).toContain(
      '<a target="_blank" rel="noopener noreferrer" href="https://example.com">out</a>',
    );
    expect(html).toContain('<s>s</s> <code>c</code><br>next');
    expect(html).toContain('<img src="/media/a.webp" alt="A chart">');
    expect(html).toContain('<pre><code>let x = 1;</code></pre><hr>');
    expect(html).not.toContain('<table');
    // What the editor stores survives the sanitiser unchanged.
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('has a labelled toolbar with toggle states and roving focus', async () => {
    await render({ value: '<p><strong>Bold</strong></p>' });
    const toolbar = document.querySelector('[role="toolbar"]');
    expect(toolbar?.getAttribute('aria-label')).toBe('Formatting');
    const buttons = [...(toolbar?.querySelectorAll('button') ?? [])];
    expect(buttons.length).toBeGreaterThan(10);
    expect(buttons.every((b) => b.getAttribute('aria-label'))).toBe(true);
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    expect(document.querySelector('[aria-label="Heading 1"]')).toBeNull();

    await act(async () => {
      editor().commands.setTextSelection(3);
    });
    expect(button('Bold').getAttribute('aria-pressed')).toBe('true');
    expect(button('Italic').getAttribute('aria-pressed')).toBe('false');
    expect(button('Undo').getAttribute('aria-disabled')).toBe('true');

    const first = buttons[0]!;
    await act(async () => first.focus());
    await act(async () => {
      first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(document.activeElement).toBe(buttons[1]);
    expect(buttons[1]!.tabIndex).toBe(0);
    expect(first.tabIndex).toBe(-1);
    await act(async () => {
      buttons[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    });
    expect(document.activeElement).toBe(buttons.at(-1));
    await act(async () => {
      buttons
        .at(-1)!
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(document.activeElement).toBe(first);
  });

  it('toggles formatting from the toolbar', async () => {
    const { onChange } = await render({ value: '<p>Text</p>' });
    await act(async () => {
      editor().commands.selectAll();
    });
    await act(async () => button('Italic').click());
    expect(onChange).toHaveBeenLastCalledWith('<p><em>Text</em></p>');
    expect(button('Italic').getAttribute('aria-pressed')).toBe('true');
    await act(async () => button('Heading 2').click());
    expect(onChange).toHaveBeenLastCalledWith('<h2><em>Text</em></h2>');
  });

  it('refuses a javascript: link in the link dialog with an inline message', async () => {
    const { onChange } = await render({ value: '<p>Text</p>' });
    await act(async () => {
      editor().commands.selectAll();
    });
    await act(async () => button('Add link').click());
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog).not.toBeNull();
    const input = dialog!.querySelector<HTMLInputElement>('input[inputmode="url"]')!;
    await act(async () => type(input, 'javascript:alert(1)'));
    await act(async () => dialog!.querySelector('form')!.requestSubmit());
    expect(dialog!.querySelector('[role="alert"]')?.textContent).toBe(LINK_SCHEME_MESSAGE);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();

    await act(async () => type(input, 'example.com'));
    await act(async () => dialog!.querySelector('form')!.requestSubmit());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(
      '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com">Text</a></p>',
    );
  });

  it('inserts a link at the caret with its text, and removes a link', async () => {
    const { onChange } = await render({ value: '<p>Call now</p>' });
    await act(async () => {
      editor().commands.setTextSelection(6);
    });
    await act(async () => button('Add link').click());
    let dialog = document.querySelector('[role="dialog"]')!;
    const [url, text] = [...dialog.querySelectorAll<HTMLInputElement>('input')];
    await act(async () => type(url!, 'tel:+44 20 7946 0000'));
    await act(async () => type(text!, 'our office'));
    await act(async () => dialog.querySelector('form')!.requestSubmit());
    expect(onChange).toHaveBeenLastCalledWith(
      '<p>Call <a href="tel:+442079460000">our office</a>now</p>',
    );
    // Typing on does not extend the link.
    await act(async () => {
      editor().commands.insertContent('! ');
    });
    expect(onChange).toHaveBeenLastCalledWith(
      '<p>Call <a href="tel:+442079460000">our office</a>! now</p>',
    );

    await act(async () => {
      editor().commands.setTextSelection(9);
    });
    expect(button('Edit link').getAttribute('aria-haspopup')).toBe('dialog');
    await act(async () => button('Edit link').click());
    dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.querySelector<HTMLInputElement>('input')!.value).toBe('tel:+442079460000');
    const remove = [...dialog.querySelectorAll('button')].find(
      (b) => b.textContent === 'Remove link',
    );
    await act(async () => remove!.click());
    expect(onChange).toHaveBeenLastCalledWith('<p>Call our office! now</p>');
  });

  it('is read-only when disabled', async () => {
    await render({ value: '<p>x</p>', disabled: true });
    expect(content().getAttribute('contenteditable')).toBe('false');
    expect(button('Bold').getAttribute('aria-disabled')).toBe('true');
  });

  it('requires alt text and shows upload errors in the image dialog', async () => {
    const onUploadImage = vi
      .fn<NonNullable<RichTextEditorProps['onUploadImage']>>()
      .mockRejectedValueOnce(new Error('File too large'))
      .mockResolvedValueOnce('/media/uploaded.webp');
    const { onChange } = await render({ value: '<p>Text</p>', onUploadImage });
    await act(async () => button('Insert image').click());
    const dialog = document.querySelector('[role="dialog"]')!;
    const file = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(file.accept).toBe('image/jpeg,image/png,image/webp');

    const choose = async (f: File) => {
      Object.defineProperty(file, 'files', { value: [f], configurable: true });
      await act(async () => {
        file.dispatchEvent(new Event('change', { bubbles: true }));
      });
    };

    await choose(new File(['x'], 'a.gif', { type: 'image/gif' }));
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
      'Choose a JPEG, PNG or WebP image.',
    );
    expect(onUploadImage).not.toHaveBeenCalled();

    await choose(new File(['x'], 'big.png', { type: 'image/png' }));
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('File too large');

    await choose(new File(['x'], 'ok.webp', { type: 'image/webp' }));
    const src = dialog.querySelector<HTMLInputElement>('input[inputmode="url"]')!;
    expect(src.value).toBe('/media/uploaded.webp');

    await act(async () => dialog.querySelector('form')!.requestSubmit());
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('Alt text is required');
    expect(onChange).not.toHaveBeenCalled();

    const alt = dialog.querySelector<HTMLInputElement>('input[aria-required="true"]')!;
    await act(async () => type(alt, 'A chart'));
    await act(async () => dialog.querySelector('form')!.requestSubmit());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(onChange.mock.lastCall?.[0]).toContain('<img src="/media/uploaded.webp" alt="A chart">');
  });

  it('offers the media library in the image dialog: a pick fills in the address and alt text', async () => {
    const libraryImages = [
      { name: 'yard-photo', url: '/storage/site-assets/yard.jpg', alt: 'A rental yard' },
      { name: 'no-alt', url: '/storage/site-assets/plain.png', alt: '' },
    ];
    const { onChange } = await render({ value: '<p>Text</p>', libraryImages });
    await act(async () => button('Insert image').click());
    const dialog = document.querySelector('[role="dialog"]')!;
    const pick = dialog.querySelector<HTMLButtonElement>('[aria-label="Use yard-photo"]')!;
    expect(dialog.querySelector('[aria-label="Use no-alt"]')).not.toBeNull();
    await act(async () => pick.click());
    expect(pick.getAttribute('aria-pressed')).toBe('true');
    const src = dialog.querySelector<HTMLInputElement>('input[inputmode="url"]')!;
    const alt = dialog.querySelector<HTMLInputElement>('input[aria-required="true"]')!;
    expect(src.value).toBe('/storage/site-assets/yard.jpg');
    expect(alt.value).toBe('A rental yard');
    await act(async () => dialog.querySelector('form')!.requestSubmit());
    expect(onChange.mock.lastCall?.[0]).toContain(
      '<img src="/storage/site-assets/yard.jpg" alt="A rental yard">',
    );
  });

  it('shows no library without library images', async () => {
    await render({ value: '<p>Text</p>' });
    await act(async () => button('Insert image').click());
    expect(document.querySelector('[role="dialog"]')!.textContent).not.toContain(
      'From the media library',
    );
  });

  it('submitting a dialog does not submit the form around the editor', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    await act(async () =>
      dom.root.render(
        <form onSubmit={onSubmit}>
          <RichTextEditor id="post-content" value="<p>Text</p>" onChange={() => {}} />
        </form>,
      ),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    await act(async () => button('Add link').click());
    const form = document.querySelector('[role="dialog"] form') as HTMLFormElement;
    await act(async () => form.requestSubmit());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
