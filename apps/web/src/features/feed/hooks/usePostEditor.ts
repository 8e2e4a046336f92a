import { Link } from '@mantine/tiptap';
import type { Editor } from '@tiptap/react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedHref, withScheme } from '../postLinks.ts';

/**
 * Links as the server keeps them (the blog's editor uses them too): http, https and mailto only, opening in a new tab; web
 * addresses typed in the text become links (autolink), and an address entered in the link
 * editor without its scheme gets https:// (or mailto:).
 */
export const PostLink = Link.extend({
  addCommands() {
    return {
      ...this.parent?.(),
      // As tiptap's setLink, the address given its scheme first.
      setLink:
        (attributes) =>
        ({ chain }) => {
          const href = withScheme(attributes.href);
          if (!isAllowedHref(href)) return false;
          return chain()
            .setMark(this.name, { ...attributes, href })
            .setMeta('preventAutolink', true)
            .run();
        },
    };
  },
}).configure({
  autolink: true,
  linkOnPaste: true,
  openOnClick: false,
  defaultProtocol: 'https',
  HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
  // Scheme-less text is what autolink looks at ("www.example.org"): its href gets https://.
  isAllowedUri: (url) => isAllowedHref(url),
});

/** Built once: the editor compares its extensions by identity on every render. */
const EXTENSIONS = [
  StarterKit.configure({ heading: false, codeBlock: false, horizontalRule: false, link: false }),
  PostLink,
];

/**
 * The rich-text editor of a post (issue "Feed…": bold, italic, lists, links), built on tiptap
 * with only what the server keeps when it sanitises a post: paragraphs, line breaks
 * (Shift+Enter), bold, italic, underline, strike, inline code, quotes, lists and links. No
 * headings, code blocks or rules. `getHTML()` is the post's `content`.
 */
export function usePostEditor({
  content,
  onUpdate,
  autofocus = false,
}: {
  /** The stored HTML of the post being edited, or '' for a new one. */
  content: string;
  onUpdate?: (editor: Editor) => void;
  /** 'end' puts the caret after the text once the editor is in the page (editing a post). */
  autofocus?: false | 'end';
}): Editor | null {
  return useEditor({
    extensions: EXTENSIONS,
    content,
    autofocus,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor }) => onUpdate?.(editor),
  });
}

/**
 * Tiptap turns a typed address into a link once a space or Enter follows it, so an address
 * that ends the post stays plain text. Typing that space for the member, at the very end
 * where it shows nothing, lets the editor link it before the post's HTML is read.
 */
export function finishAutolink(editor: Editor): void {
  if (!/\S$/.test(editor.getText())) return;
  editor.chain().focus('end').insertContent(' ').run();
}
