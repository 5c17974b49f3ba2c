import { Image as ImageExtension } from '@tiptap/extension-image';
import { Link as LinkExtension } from '@tiptap/extension-link';
import { Extension, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { isExternalHref, isSafeEditorHref, normaliseEditorImageSrc } from '@/lib/editor-url';

/* ------------------------------------------------------------------------------------------------
 * Schema: exactly the HTML that `sanitizeRichHtml` keeps and `.prose-content` styles.
 * ---------------------------------------------------------------------------------------------- */

/**
 * H1 is the page title, so the editor offers H2 and H3 and keeps H4 when pasted. Pasted or stored
 * H1s become H2s and H5/H6 become H4s instead of being flattened into paragraphs. A tag-name
 * rewrite is enough: in HTML text, `<` is always escaped, so `<h1` can only start a tag.
 */
export function remapHeadings(html: string): string {
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
export const EXTENSIONS = [
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
export function editorHtml(editor: Editor): string {
  if (editor.isEmpty) return '';
  return editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}
