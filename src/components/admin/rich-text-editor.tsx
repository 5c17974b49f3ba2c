'use client';

import { Image as ImageExtension } from '@tiptap/extension-image';
import { Link as LinkExtension } from '@tiptap/extension-link';
import { EditorContent, Extension, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
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
  Loader2,
  Minus,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Undo2,
  Upload,
  type LucideIcon,
} from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import {
  editorUrlError,
  IMAGE_SRC_MESSAGE,
  isExternalHref,
  isSafeEditorHref,
  normaliseEditorImageSrc,
  normaliseEditorUrl,
} from '@/lib/editor-url';
import { cn } from '@/lib/utils';

/* ------------------------------------------------------------------------------------------------
 * Schema: exactly the HTML that `sanitizeRichHtml` keeps and `.prose-content` styles.
 * ---------------------------------------------------------------------------------------------- */

/**
 * H1 is the page title, so the editor offers H2 and H3 and keeps H4 when pasted. Pasted or stored
 * H1s become H2s and H5/H6 become H4s instead of being flattened into paragraphs. A tag-name
 * rewrite is enough: in HTML text, `<` is always escaped, so `<h1` can only start a tag.
 */
function remapHeadings(html: string): string {
  return html.replace(/<(\/?)h1(?=[\s/>])/gi, '<$1h2').replace(/<(\/?)h[56](?=[\s/>])/gi, '<$1h4');
}

/** Pasted HTML goes through {@link remapHeadings} too. */
const HeadingRemap = Extension.create({
  name: 'headingRemap',
  transformPastedHTML(html) {
    return remapHeadings(html);
  },
});

/**
 * Links: http(s), mailto, tel and relative hrefs only (anything else is dropped when pasted and
 * refused by `setLink`). `target="_blank"` and `rel="noopener noreferrer"` are derived from the
 * href on output, for links to other sites only, so pasted `target`/`rel`/`class` never survive.
 */
const SafeLink = LinkExtension.extend({
  addAttributes() {
    return {
      href: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('href'),
      },
      title: { default: null },
      target: {
        default: null,
        parseHTML: () => null,
        renderHTML: (attributes: Record<string, unknown>) =>
          isExternalHref(typeof attributes.href === 'string' ? attributes.href : null)
            ? { target: '_blank', rel: 'noopener noreferrer' }
            : null,
      },
    };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: 'https',
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => isSafeEditorHref(url),
});

/**
 * Block images with `src` and `alt` (and width/height when pasted). Only https and root-relative
 * sources are parsed; `data:` and other sources are dropped. The Markdown `![alt](src)` input rule
 * is off: images are added through the dialog, which checks the address and asks for alt text.
 */
const SafeImage = ImageExtension.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element: HTMLElement) =>
          normaliseEditorImageSrc(element.getAttribute('src') ?? '') === null ? false : null,
      },
    ];
  },
  addAttributes() {
    return {
      ...this.parent?.(),
      src: {
        default: null,
        parseHTML: (element: HTMLElement) =>
          normaliseEditorImageSrc(element.getAttribute('src') ?? ''),
      },
    };
  },
  addInputRules() {
    return [];
  },
}).configure({ inline: false, allowBase64: false });

/**
 * Underline is left out on purpose: on the public pages underlined text reads as a link.
 * Everything else the starter kit brings is used (Dropcursor, Gapcursor, TrailingNode and
 * ListKeymap are editing aids that add no markup).
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: false,
    underline: false,
  }),
  SafeLink,
  SafeImage,
  HeadingRemap,
];

/**
 * The editor's HTML as stored: '' for an empty document (not `<p></p>`), and without the empty
 * paragraphs the editor keeps at the end so the caret can be placed after an image or a list.
 */
function editorHtml(editor: Editor): string {
  if (editor.isEmpty) return '';
  return editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}

const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/* ------------------------------------------------------------------------------------------------
 * Public API
 * ---------------------------------------------------------------------------------------------- */

/** Options passed to {@link RichTextEditorProps.onUploadImage} besides the file. */
export type UploadImageOptions = {
  /** Report upload progress as a fraction from 0 to 1 (shows a progress bar instead of a spinner). */
  onProgress: (fraction: number) => void;
  /** Aborted when the image dialog closes before the upload finishes. */
  signal: AbortSignal;
};

/** What `ref` exposes, e.g. so react-hook-form can focus the editor on a validation error. */
export type RichTextEditorHandle = {
  /** Moves the caret into the editor. */
  focus: () => void;
};

/** Props of {@link RichTextEditor}. */
export type RichTextEditorProps = {
  /** Id of the contenteditable element (for `aria-describedby` links, tests and focus). */
  id: string;
  /** The HTML shown. Changing it from outside replaces the content without calling `onChange`. */
  value: string;
  /** Called with the new HTML ('' for an empty document) whenever the user edits the content. */
  onChange: (html: string) => void;
  /** Called when focus leaves the text area (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** Id(s) of the element(s) that label the editor (the field's label). */
  labelledBy?: string;
  /** Id(s) of the hint and error message. */
  describedBy?: string;
  /** Marks the field invalid: `aria-invalid` and a red border. */
  invalid?: boolean;
  /** Sets `aria-required`. */
  required?: boolean;
  /** Read-only, e.g. while the form is saving. */
  disabled?: boolean;
  /**
   * Uploads an image chosen in the image dialog and resolves with its public URL (https or a
   * root-relative path). A rejection's `message` is shown in the dialog. Without it the dialog
   * only takes an image address. Only JPEG, PNG and WebP files are offered and passed on.
   */
  onUploadImage?: (file: File, options: UploadImageOptions) => Promise<string>;
  /** Classes for the outer frame. */
  className?: string;
  /** Imperative handle ({@link RichTextEditorHandle}); react-hook-form's `field.ref` fits. */
  ref?: React.Ref<RichTextEditorHandle>;
};

/**
 * The admin rich-text editor (Blog Posts tab, issue #7): a controlled Tiptap editor whose value
 * is an HTML string limited to what the site's sanitiser keeps and the public article page
 * styles: paragraphs, H2–H4, bold, italic, strikethrough, inline code, links (http(s), mailto,
 * tel, relative), bullet and numbered lists, quotes, code blocks, horizontal rules, images with
 * alt text and line breaks (Shift+Enter). The text area uses the public `prose-content` styles so
 * the admin sees what visitors will see.
 *
 * Keyboard: the formatting toolbar is a single tab stop (arrow keys, Home and End move between
 * its buttons; Alt+F10 from the text moves there); Ctrl/⌘+K opens the link dialog; the usual
 * Tiptap shortcuts (Ctrl/⌘+B, I, Z, Shift+Z…) work in the text.
 *
 * Renders nothing editable on the server (`immediatelyRender: false`), so it is safe in
 * server-rendered pages; the frame keeps its height until the editor mounts.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid,
  required,
  disabled = false,
  onUploadImage,
  className,
  ref,
}: RichTextEditorProps) {
  const [initialContent] = React.useState(() => remapHeadings(value));
  // The value the editor currently shows (last emitted or last applied from outside).
  const shownValue = React.useRef(value);
  const toolbarRef = React.useRef<ToolbarHandle>(null);
  const openLinkDialogRef = React.useRef<() => void>(() => {});

  const editorProps = React.useMemo(() => {
    const attributes: Record<string, string> = {
      id,
      'aria-multiline': 'true',
      class: cn(
        'prose-content min-h-[300px] rounded-b-lg px-4 py-3 outline-none',
        'focus:outline-2 focus:-outline-offset-2 focus:outline-brand-600',
        '[&_img]:h-auto [&_img]:max-w-full [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-brand-600',
      ),
    };
    if (labelledBy) attributes['aria-labelledby'] = labelledBy;
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (invalid) attributes['aria-invalid'] = 'true';
    if (required) attributes['aria-required'] = 'true';
    return {
      attributes,
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (event.altKey && event.key === 'F10') {
          event.preventDefault();
          toolbarRef.current?.focus();
          return true;
        }
        if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLinkDialogRef.current();
          return true;
        }
        return false;
      },
    };
  }, [id, labelledBy, describedBy, invalid, required]);

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    editable: !disabled,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = editorHtml(current);
      shownValue.current = html;
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  // A new value from outside (another post opened, form reset): replace the content without
  // emitting onChange and without an undo step back to the previous post.
  React.useEffect(() => {
    if (!editor || editor.isDestroyed || value === shownValue.current) return;
    shownValue.current = value;
    if (value === editorHtml(editor)) return;
    editor
      .chain()
      .setMeta('addToHistory', false)
      .setContent(remapHeadings(value), { emitUpdate: false })
      .run();
  }, [editor, value]);

  React.useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === disabled) {
      editor.setEditable(!disabled, false);
    }
  }, [editor, disabled]);

  const focusEditor = React.useCallback(() => {
    if (editor && !editor.isDestroyed) editor.commands.focus();
  }, [editor]);

  React.useImperativeHandle(ref, () => ({ focus: focusEditor }), [focusEditor]);

  const [linkDialog, setLinkDialog] = React.useState<LinkDialogState | null>(null);
  const [imageDialog, setImageDialog] = React.useState<ImageDialogState | null>(null);

  const openLinkDialog = React.useCallback(() => {
    if (!editor || !editor.isEditable || editor.isActive('codeBlock')) return;
    const isLink = editor.isActive('link');
    const href: unknown = editor.getAttributes('link').href;
    setLinkDialog({
      href: isLink && typeof href === 'string' ? href : '',
      isLink,
      needsText: editor.state.selection.empty && !isLink,
    });
  }, [editor]);

  React.useEffect(() => {
    openLinkDialogRef.current = openLinkDialog;
  }, [openLinkDialog]);

  const openImageDialog = React.useCallback(() => {
    if (!editor || !editor.isEditable) return;
    const isImage = editor.isActive('image');
    const attrs = isImage ? editor.getAttributes('image') : {};
    setImageDialog({
      src: typeof attrs.src === 'string' ? attrs.src : '',
      alt: typeof attrs.alt === 'string' ? attrs.alt : '',
      isImage,
    });
  }, [editor]);

  function applyLink(href: string, text: string) {
    if (!editor || editor.isDestroyed) return;
    // No focus() here: the dialog still traps focus; it returns to the text when it closes.
    const chain = editor.chain();
    if (linkDialog?.isLink && editor.state.selection.empty) {
      chain.extendMarkRange('link').setLink({ href }).run();
    } else if (editor.state.selection.empty) {
      const label = text || href.replace(/^(?:mailto|tel):/i, '');
      chain
        .insertContent({ type: 'text', text: label, marks: [{ type: 'link', attrs: { href } }] })
        .unsetMark('link')
        .run();
    } else {
      chain.setLink({ href }).run();
    }
    setLinkDialog(null);
  }

  function removeLink() {
    if (!editor || editor.isDestroyed) return;
    editor.chain().extendMarkRange('link').unsetLink().run();
    setLinkDialog(null);
  }

  function insertImage(src: string, alt: string) {
    if (!editor || editor.isDestroyed) return;
    editor.chain().setImage({ src, alt }).run();
    setImageDialog(null);
  }

  return (
    <div
      className={cn(
        'rounded-lg border bg-white shadow-sm',
        invalid ? 'border-red-600' : 'border-slate-300',
        disabled && 'bg-slate-50',
        className,
      )}
    >
      <Toolbar
        ref={toolbarRef}
        editor={editor}
        disabled={disabled}
        onLink={openLinkDialog}
        onImage={openImageDialog}
      />
      {editor ? null : (
        <div aria-hidden="true" className="prose-content min-h-[300px] px-4 py-3">
          {/* Keeps the frame's height until the editor mounts in the browser. */}
        </div>
      )}
      <EditorContent editor={editor} />

      <Dialog
        open={linkDialog !== null}
        onOpenChange={(open) => {
          if (!open) setLinkDialog(null);
        }}
      >
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusEditor();
          }}
        >
          {linkDialog ? (
            <LinkForm
              state={linkDialog}
              onApply={applyLink}
              onRemove={removeLink}
              onCancel={() => setLinkDialog(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <Dialog
        open={imageDialog !== null}
        onOpenChange={(open) => {
          if (!open) setImageDialog(null);
        }}
      >
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusEditor();
          }}
        >
          {imageDialog ? (
            <ImageForm
              state={imageDialog}
              onUploadImage={onUploadImage}
              onInsert={insertImage}
              onCancel={() => setImageDialog(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Toolbar (WAI-ARIA toolbar pattern: one tab stop, arrow keys move between buttons)
 * ---------------------------------------------------------------------------------------------- */

type ToolbarHandle = { focus: () => void };

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

function Toolbar({
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

/* ------------------------------------------------------------------------------------------------
 * Link dialog
 * ---------------------------------------------------------------------------------------------- */

type LinkDialogState = {
  /** The current href when the caret is on a link. */
  href: string;
  isLink: boolean;
  /** Nothing is selected: ask for the text to show. */
  needsText: boolean;
};

/**
 * The dialogs are portalled, but React events still bubble to the editor's React parents (for
 * instance the post form): a submit here must not submit that form.
 */
function stopSubmit(event: React.FormEvent) {
  event.preventDefault();
  event.stopPropagation();
}

function LinkForm({
  state,
  onApply,
  onRemove,
  onCancel,
}: {
  state: LinkDialogState;
  onApply: (href: string, text: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const uid = React.useId();
  const urlId = `${uid}-url`;
  const errorId = `${uid}-url-error`;
  const [href, setHref] = React.useState(state.href);
  const [text, setText] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const urlRef = React.useRef<HTMLInputElement>(null);

  function submit(event: React.FormEvent) {
    stopSubmit(event);
    const problem = href.trim() === '' ? 'Enter the link address.' : editorUrlError(href);
    const normalised = problem ? null : normaliseEditorUrl(href);
    if (!normalised) {
      setError(problem ?? 'Enter the link address.');
      urlRef.current?.focus();
      return;
    }
    onApply(normalised, text.trim());
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <DialogHeader>
        <DialogTitle>{state.isLink ? 'Edit link' : 'Add link'}</DialogTitle>
        <DialogDescription>
          A web address (https://…), a page of this site such as /contact, an email address or a
          tel: number. Links to other sites open in a new tab.
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-1.5">
        <Label htmlFor={urlId}>Link address</Label>
        <Input
          ref={urlRef}
          id={urlId}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com"
          value={href}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            if (error) setError(null);
          }}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {state.needsText ? (
        <div className="space-y-1.5">
          <Label htmlFor={`${uid}-text`}>Text to show</Label>
          <Input
            id={`${uid}-text`}
            type="text"
            value={text}
            aria-describedby={`${uid}-text-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${uid}-text-hint`} className="text-xs text-slate-600">
            Leave empty to show the address itself.
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        {state.isLink ? (
          <Button variant="outline" className="mr-auto" onClick={onRemove}>
            Remove link
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{state.isLink ? 'Update link' : 'Add link'}</Button>
      </div>
    </form>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Image dialog
 * ---------------------------------------------------------------------------------------------- */

type ImageDialogState = { src: string; alt: string; isImage: boolean };

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: number | null }
  | { status: 'error'; message: string };

function uploadErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'The image could not be uploaded. Please try again.';
}

function ImageForm({
  state,
  onUploadImage,
  onInsert,
  onCancel,
}: {
  state: ImageDialogState;
  onUploadImage: RichTextEditorProps['onUploadImage'];
  onInsert: (src: string, alt: string) => void;
  onCancel: () => void;
}) {
  const uid = React.useId();
  const ids = {
    file: `${uid}-file`,
    fileHint: `${uid}-file-hint`,
    upload: `${uid}-upload-status`,
    src: `${uid}-src`,
    srcError: `${uid}-src-error`,
    alt: `${uid}-alt`,
    altHint: `${uid}-alt-hint`,
    altError: `${uid}-alt-error`,
  };
  const [src, setSrc] = React.useState(state.src);
  const [alt, setAlt] = React.useState(state.alt);
  const [srcError, setSrcError] = React.useState<string | null>(null);
  const [altError, setAltError] = React.useState<string | null>(null);
  const [upload, setUpload] = React.useState<UploadState>({ status: 'idle' });
  const fileRef = React.useRef<HTMLInputElement>(null);
  const srcRef = React.useRef<HTMLInputElement>(null);
  const altRef = React.useRef<HTMLInputElement>(null);
  const abortRef = React.useRef<AbortController | null>(null);

  // Closing the dialog abandons an upload in progress.
  React.useEffect(() => () => abortRef.current?.abort(), []);

  const uploading = upload.status === 'uploading';
  const previewSrc = normaliseEditorImageSrc(src);

  async function pick(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !onUploadImage) return;
    if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) {
      setUpload({ status: 'error', message: 'Choose a JPEG, PNG or WebP image.' });
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setUpload({ status: 'uploading', fileName: file.name, progress: null });
    try {
      const url = await onUploadImage(file, {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (controller.signal.aborted) return;
          const progress = Math.min(1, Math.max(0, fraction));
          setUpload({ status: 'uploading', fileName: file.name, progress });
        },
      });
      if (controller.signal.aborted) return;
      const normalised = normaliseEditorImageSrc(url);
      if (!normalised) {
        setUpload({
          status: 'error',
          message: 'The upload returned an address the editor cannot use.',
        });
        return;
      }
      setSrc(normalised);
      setSrcError(null);
      setUpload({ status: 'idle' });
      // Next step: the alt text.
      altRef.current?.focus();
    } catch (error) {
      if (controller.signal.aborted) return;
      setUpload({ status: 'error', message: uploadErrorMessage(error) });
    }
  }

  function submit(event: React.FormEvent) {
    stopSubmit(event);
    if (uploading) return;
    const normalised = normaliseEditorImageSrc(src);
    const nextSrcError =
      src.trim() === ''
        ? onUploadImage
          ? 'Upload an image or enter its address.'
          : 'Enter the image address.'
        : normalised
          ? null
          : IMAGE_SRC_MESSAGE;
    const nextAltError = alt.trim() === '' ? 'Alt text is required' : null;
    setSrcError(nextSrcError);
    setAltError(nextAltError);
    if (nextSrcError || !normalised) {
      srcRef.current?.focus();
      return;
    }
    if (nextAltError) {
      altRef.current?.focus();
      return;
    }
    onInsert(normalised, alt.trim());
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <DialogHeader>
        <DialogTitle>{state.isImage ? 'Edit image' : 'Insert image'}</DialogTitle>
        <DialogDescription>
          {onUploadImage
            ? 'Upload a JPEG, PNG or WebP file or enter the address of an image, then describe it.'
            : 'Enter the address of an image, then describe it.'}
        </DialogDescription>
      </DialogHeader>

      {onUploadImage ? (
        <div className="space-y-2">
          <input
            ref={fileRef}
            id={ids.file}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={pick}
            disabled={uploading}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              aria-describedby={`${ids.fileHint} ${ids.upload}`}
              aria-disabled={uploading || undefined}
              onClick={() => {
                if (!uploading) fileRef.current?.click();
              }}
            >
              {uploading ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Upload aria-hidden="true" />
              )}
              {uploading ? 'Uploading…' : 'Upload an image'}
            </Button>
            <span id={ids.fileHint} className="text-xs text-slate-600">
              JPEG, PNG or WebP
            </span>
          </div>
          <div id={ids.upload} role="status" aria-live="polite" className="text-sm">
            {upload.status === 'uploading' ? (
              <span className="flex flex-col gap-1.5 text-slate-700">
                <span>Uploading {upload.fileName}…</span>
                {upload.progress !== null ? (
                  <progress
                    className="h-2 w-full max-w-xs accent-brand-600"
                    max={1}
                    value={upload.progress}
                    aria-label="Upload progress"
                  />
                ) : null}
              </span>
            ) : null}
          </div>
          {upload.status === 'error' ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {upload.message}
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="space-y-1.5">
        <Label htmlFor={ids.src}>{onUploadImage ? 'Or image address' : 'Image address'}</Label>
        <Input
          ref={srcRef}
          id={ids.src}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://… or /media/…"
          value={src}
          aria-invalid={srcError ? true : undefined}
          aria-describedby={srcError ? ids.srcError : undefined}
          onChange={(event) => {
            setSrc(event.target.value);
            if (srcError) setSrcError(null);
          }}
        />
        {srcError ? (
          <p id={ids.srcError} role="alert" className="text-sm font-medium text-red-700">
            {srcError}
          </p>
        ) : null}
      </div>

      {previewSrc ? (
        // eslint-disable-next-line @next/next/no-img-element -- admin preview of any stored or external URL
        <img
          src={previewSrc}
          alt=""
          className="max-h-40 rounded-lg border border-slate-200 bg-slate-50 object-contain"
        />
      ) : null}

      <div className="space-y-1.5">
        <Label htmlFor={ids.alt}>
          Alt text{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </Label>
        <Input
          ref={altRef}
          id={ids.alt}
          type="text"
          value={alt}
          aria-required="true"
          aria-invalid={altError ? true : undefined}
          aria-describedby={altError ? `${ids.altHint} ${ids.altError}` : ids.altHint}
          onChange={(event) => {
            setAlt(event.target.value);
            if (altError) setAltError(null);
          }}
        />
        <p id={ids.altHint} className="text-xs text-slate-600">
          What the image shows, for screen readers and search engines.
        </p>
        {altError ? (
          <p id={ids.altError} role="alert" className="text-sm font-medium text-red-700">
            {altError}
          </p>
        ) : null}
      </div>

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={uploading}>
          {state.isImage ? 'Update image' : 'Insert image'}
        </Button>
      </div>
    </form>
  );
}
