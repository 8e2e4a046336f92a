import type { LocalizedText } from '@alumni/domain';
import type { Editor } from '@tiptap/react';
import { finishAutolink, usePostEditor } from '../../feed/index.ts';

/**
 * The French and English editors of a page's or sub-page's text: the feed's rich-text editor
 * (what the server keeps of a post is what a page keeps), each starting from what is saved.
 * `read()` gives both texts as HTML, a link typed last made a link first.
 */
export function useBodyEditors(saved: LocalizedText): {
  fr: Editor | null;
  en: Editor | null;
  read: () => LocalizedText;
} {
  const fr = usePostEditor({ content: saved.fr });
  const en = usePostEditor({ content: saved.en });
  const read = () => {
    for (const editor of [fr, en]) if (editor) finishAutolink(editor);
    return { fr: fr?.getHTML() ?? '', en: en?.getHTML() ?? '' };
  };
  return { fr, en, read };
}
