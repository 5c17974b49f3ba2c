'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import * as React from 'react';
import type { LibraryImage } from '@/lib/pages/fields';
import { cn } from '@/lib/utils';
import { ImageDialog, type ImageDialogState } from './image-dialog';
import { LinkDialog, type LinkDialogState } from './link-dialog';
import { editorHtml, EXTENSIONS, remapHeadings } from './schema';
import { Toolbar, type ToolbarHandle } from './toolbar';

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
  /**
   * Images of the media library the image dialog offers to pick (its address and alt text then
   * fill in); none: the dialog offers none.
   */
  libraryImages?: readonly LibraryImage[];
  /** Classes for the outer frame. */
  className?: string;
  /** Imperative handle ({@link RichTextEditorHandle}); react-hook-form's `field.ref` fits. */
  ref?: React.Ref<RichTextEditorHandle>;
};

/**
 * The admin rich-text editor (Blog Posts tab): a controlled Tiptap editor whose value
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
  libraryImages,
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

  /**
   * Inserts the image, or updates the one selected. Inserting never removes text: the image goes
   * where the selection ends (or the caret is), after the heading or code block it is in, and
   * takes the place of an empty paragraph only.
   */
  function insertImage(src: string, alt: string) {
    if (!editor || editor.isDestroyed) return;
    if (imageDialog?.isImage && editor.isActive('image')) {
      editor.chain().setImage({ src, alt }).run();
    } else {
      const { $to, empty } = editor.state.selection;
      const block = $to.parent;
      const image = { type: 'image', attrs: { src, alt } };
      if (empty && block.type.name === 'paragraph' && block.content.size === 0) {
        editor.chain().setImage({ src, alt }).run();
      } else if (block.type.name === 'heading' || block.type.name === 'codeBlock') {
        editor.chain().insertContentAt($to.after(), image).run();
      } else {
        editor.chain().insertContentAt($to.pos, image).run();
      }
    }
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

      <LinkDialog
        state={linkDialog}
        onApply={applyLink}
        onRemove={removeLink}
        onClose={() => setLinkDialog(null)}
        onRestoreFocus={focusEditor}
      />

      <ImageDialog
        state={imageDialog}
        onUploadImage={onUploadImage}
        libraryImages={libraryImages}
        onInsert={insertImage}
        onClose={() => setImageDialog(null)}
        onRestoreFocus={focusEditor}
      />
    </div>
  );
}
