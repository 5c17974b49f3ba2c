'use client';

import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
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

/** The marks and blocks a toolbar button toggles, as the selection state names them. */
type ToggleKey =
  | 'h2'
  | 'h3'
  | 'bold'
  | 'italic'
  | 'strike'
  | 'code'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'codeBlock';

/** A shortcut with Ctrl (Cmd on a Mac), e.g. `Shift+8`: "Ctrl+Shift+8" shown, both announced. */
function shortcutOf(combo: string): ToolbarItem['shortcut'] {
  return { text: `Ctrl+${combo}`, aria: `Control+${combo} Meta+${combo}` };
}

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

  /** A toggle of a mark or block `key` of the selection state; `text` ones are off in code blocks. */
  const toggle = (
    key: ToggleKey,
    label: string,
    icon: LucideIcon,
    combo: string,
    command: (chain: ChainedCommands) => ChainedCommands,
    text = false,
  ): ToolbarItem => ({
    key,
    label,
    icon,
    shortcut: shortcutOf(combo),
    pressed: Boolean(state?.[key]),
    disabled: off || (text && inCode),
    run: () => command(chain()).run(),
  });

  /** Undo or Redo of the editor's history, off when there is nothing to take back or redo. */
  const step = (
    key: 'undo' | 'redo',
    label: string,
    icon: LucideIcon,
    combo: string,
    can: boolean | undefined,
  ): ToolbarItem => ({
    key,
    label,
    icon,
    shortcut: shortcutOf(combo),
    disabled: off || !can,
    run: () => chain()[key]().run(),
  });

  const items: ToolbarItem[] = [
    step('undo', 'Undo', Undo2, 'Z', state?.canUndo),
    step('redo', 'Redo', Redo2, 'Shift+Z', state?.canRedo),
    toggle('h2', 'Heading 2', Heading2, 'Alt+2', (c) => c.toggleHeading({ level: 2 })),
    toggle('h3', 'Heading 3', Heading3, 'Alt+3', (c) => c.toggleHeading({ level: 3 })),
    toggle('bold', 'Bold', Bold, 'B', (c) => c.toggleBold(), true),
    toggle('italic', 'Italic', Italic, 'I', (c) => c.toggleItalic(), true),
    toggle('strike', 'Strikethrough', Strikethrough, 'Shift+S', (c) => c.toggleStrike(), true),
    toggle('code', 'Inline code', Code, 'E', (c) => c.toggleCode(), true),
    {
      key: 'link',
      label: state?.link ? 'Edit link' : 'Add link',
      icon: LinkIcon,
      shortcut: shortcutOf('K'),
      dialog: true,
      disabled: off || inCode,
      run: onLink,
    },
    toggle('bulletList', 'Bulleted list', List, 'Shift+8', (c) => c.toggleBulletList()),
    toggle('orderedList', 'Numbered list', ListOrdered, 'Shift+7', (c) => c.toggleOrderedList()),
    toggle('blockquote', 'Quote', Quote, 'Shift+B', (c) => c.toggleBlockquote()),
    toggle('codeBlock', 'Code block', SquareCode, 'Alt+C', (c) => c.toggleCodeBlock()),
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
