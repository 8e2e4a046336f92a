import type { Editor } from '@tiptap/react';
import { Node, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { PostLink } from '../../feed/index.ts';
import { isYoutubeEmbed } from '../youtube.ts';

/** A YouTube video in the text: an `<iframe>` of an embed address, as the server keeps it. */
export const YoutubeVideo = Node.create({
  name: 'youtubeVideo',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => {
          const src = (element as HTMLElement).getAttribute('src');
          return src && isYoutubeEmbed(src) ? { src } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      {
        src: HTMLAttributes.src as string,
        width: '560',
        height: '315',
        title: 'YouTube',
        allowfullscreen: 'true',
      },
    ];
  },
});

/** Built once: the editor compares its extensions by identity on every render. */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    codeBlock: false,
    horizontalRule: false,
    link: false,
  }),
  PostLink,
  YoutubeVideo,
];

/**
 * The rich-text editor of an article: the feed's (paragraphs, emphasis, lists, quotes, links
 * as the server keeps them) plus headings 2 and 3 and YouTube videos, which the server keeps
 * in articles (platform/html.ts sanitizeLongRichText). `getHTML()` is the article's content.
 */
export function useArticleEditor({
  content,
  onUpdate,
}: {
  content: string;
  onUpdate?: (editor: Editor) => void;
}): Editor | null {
  return useEditor({
    extensions: EXTENSIONS,
    content,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor }) => onUpdate?.(editor),
  });
}

/** Whether the editor holds no text and no video (the server refuses such an article). */
export function isEditorEmpty(editor: Editor): boolean {
  if (editor.getText().trim() !== '') return false;
  let video = false;
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'youtubeVideo') video = true;
    return !video;
  });
  return !video;
}
