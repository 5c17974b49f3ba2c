'use client';

import { useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/utils';

/* ------------------------------------------------------------------------------------------------
 * Toolbar (WAI-ARIA toolbar pattern: one tab stop, arrow keys move between buttons)
 * ---------------------------------------------------------------------------------------------- */

/** What the toolbar's `ref` exposes: Alt+F10 in the text moves focus to its current button. */
export type ToolbarHandle = { focus: () => void };

type ToolbarItem = {
  key: string;
  label: string;
  icon: LucideIcon;
  /** Shown in the tooltip and announced through `aria-keyshortcuts`. */
  shortcut?: { text: string; aria: string };
  /** Toggle buttons only. */
  pressed?: boolean;
  /** Opens a dialog. */
  dialog?: boolean;
  disabled: boolean;
  run: () => void;
};

const SEPARATOR_AFTER = new Set(['redo', 'h3', 'code', 'link', 'codeBlock']);

/**
 * The editor's formatting toolbar: one button per entry of the table below, reflecting the
 * selection's marks and blocks. Buttons that open a dialog call `onLink` / `onImage`.
 */
export function Toolbar({
  editor,
  disabled,
  onLink,
  onImage,
  ref,
}: {
  editor: Editor | null;
  disabled: boolean;
  onLink: () => void;
  onImage: () => void;
  ref: React.Ref<ToolbarHandle>;
}) {
  const state = useEditorState({
    editor,
    // The snapshot's editor stays null until the first transaction after the editor mounts; the
    // selector also runs on every render, so reading the prop keeps the toolbar right from the start.
    selector: () => {
      const e = editor;
      return e && !e.isDestroyed
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            strike: e.isActive('strike'),
            code: e.isActive('code'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bulletList: e.isActive('bulletList'),
            orderedList: e.isActive('orderedList'),
            blockquote: e.isActive('blockquote'),
            codeBlock: e.isActive('codeBlock'),
            link: e.isActive('link'),
            image: e.isActive('image'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null;
    },
  });

  const off = !editor || !state || disabled;
  const inCode = Boolean(state?.codeBlock);
  const chain = () => editor!.chain().focus();

  const items: ToolbarItem[] = [
    {
      key: 'undo',
      label: 'Undo',
      icon: Undo2,
      shortcut: { text: 'Ctrl+Z', aria: 'Control+Z Meta+Z' },
      disabled: off || !state.canUndo,
      run: () => chain().undo().run(),
    },
    {
      key: 'redo',
      label: 'Redo',
      icon: Redo2,
      shortcut: { text: 'Ctrl+Shift+Z', aria: 'Control+Shift+Z Meta+Shift+Z' },
      disabled: off || !state.canRedo,
      run: () => chain().redo().run(),
    },
    {
      key: 'h2',
      label: 'Heading 2',
      icon: Heading2,
      shortcut: { text: 'Ctrl+Alt+2', aria: 'Control+Alt+2 Meta+Alt+2' },
      pressed: Boolean(state?.h2),
      disabled: off,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: 'Heading 3',
      icon: Heading3,
      shortcut: { text: 'Ctrl+Alt+3', aria: 'Control+Alt+3 Meta+Alt+3' },
      pressed: Boolean(state?.h3),
      disabled: off,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bold',
      label: 'Bold',
      icon: Bold,
      shortcut: { text: 'Ctrl+B', aria: 'Control+B Meta+B' },
      pressed: Boolean(state?.bold),
      disabled: off || inCode,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: 'Italic',
      icon: Italic,
      shortcut: { text: 'Ctrl+I', aria: 'Control+I Meta+I' },
      pressed: Boolean(state?.italic),
      disabled: off || inCode,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'strike',
      label: 'Strikethrough',
      icon: Strikethrough,
      shortcut: { text: 'Ctrl+Shift+S', aria: 'Control+Shift+S Meta+Shift+S' },
      pressed: Boolean(state?.strike),
      disabled: off || inCode,
      run: () => chain().toggleStrike().run(),
    },
    {
      key: 'code',
      label: 'Inline code',
      icon: Code,
      shortcut: { text: 'Ctrl+E', aria: 'Control+E Meta+E' },
      pressed: Boolean(state?.code),
      disabled: off || inCode,
      run: () => chain().toggleCode().run(),
    },
    {
      key: 'link',
      label: state?.link ? 'Edit link' : 'Add link',
      icon: LinkIcon,
      shortcut: { text: 'Ctrl+K', aria: 'Control+K Meta+K' },
      dialog: true,
      disabled: off || inCode,
      run: onLink,
    },
    {
      key: 'bulletList',
      label: 'Bulleted list',
      icon: List,
      shortcut: { text: 'Ctrl+Shift+8', aria: 'Control+Shift+8 Meta+Shift+8' },
      pressed: Boolean(state?.bulletList),
      disabled: off,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: 'Numbered list',
      icon: ListOrdered,
      shortcut: { text: 'Ctrl+Shift+7', aria: 'Control+Shift+7 Meta+Shift+7' },
      pressed: Boolean(state?.orderedList),
      disabled: off,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      label: 'Quote',
      icon: Quote,
      shortcut: { text: 'Ctrl+Shift+B', aria: 'Control+Shift+B Meta+Shift+B' },
      pressed: Boolean(state?.blockquote),
      disabled: off,
      run: () => chain().toggleBlockquote().run(),
    },
    {
      key: 'codeBlock',
      label: 'Code block',
      icon: SquareCode,
      shortcut: { text: 'Ctrl+Alt+C', aria: 'Control+Alt+C Meta+Alt+C' },
      pressed: inCode,
      disabled: off,
      run: () => chain().toggleCodeBlock().run(),
    },
    {
      key: 'hr',
      label: 'Horizontal line',
      icon: Minus,
      disabled: off,
      run: () => chain().setHorizontalRule().run(),
    },
    {
      key: 'image',
      label: state?.image ? 'Edit image' : 'Insert image',
      icon: ImagePlus,
      dialog: true,
      disabled: off || inCode,
      run: onImage,
    },
  ];

  const [active, setActive] = React.useState(0);
  const buttons = React.useRef<(HTMLButtonElement | null)[]>([]);

  React.useImperativeHandle(ref, () => ({ focus: () => buttons.current[active]?.focus() }), [
    active,
  ]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const count = items.length;
    const current = buttons.current.findIndex((b) => b === document.activeElement);
    if (current === -1) return;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (current + 1) % count;
        break;
      case 'ArrowLeft':
        next = (current - 1 + count) % count;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = count - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-orientation="horizontal"
      aria-disabled={off || undefined}
      onKeyDown={onKeyDown}
      className="sticky top-0 z-10 flex flex-wrap items-center gap-0.5 rounded-t-lg border-b border-slate-200 bg-slate-50 p-1.5"
    >
      {items.map((item, index) => {
        const Icon = item.icon;
        return (
          <React.Fragment key={item.key}>
            <button
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              tabIndex={index === active ? 0 : -1}
              aria-label={item.label}
              title={item.shortcut ? `${item.label} (${item.shortcut.text})` : item.label}
              aria-keyshortcuts={item.shortcut?.aria}
              aria-pressed={item.pressed === undefined ? undefined : item.pressed}
              aria-haspopup={item.dialog ? 'dialog' : undefined}
              // Disabled buttons stay focusable so arrow-key navigation does not skip around.
              aria-disabled={item.disabled || undefined}
              data-testid={`rte-${item.key}`}
              onFocus={() => setActive(index)}
              // Keep the caret and selection in the text when a button is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (!item.disabled) item.run();
              }}
              className={cn(
                'inline-flex size-9 items-center justify-center rounded-md text-slate-700 transition-colors',
                'hover:bg-slate-200 hover:text-navy-900',
                'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600',
                'aria-pressed:bg-brand-100 aria-pressed:text-brand-700',
                'aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
            </button>
            {SEPARATOR_AFTER.has(item.key) ? (
              <div
                role="separator"
                aria-orientation="vertical"
                className="mx-1 h-6 w-px bg-slate-300"
              />
            ) : null}
          </React.Fragment>
        );
      })}
    </div>
  );
}
