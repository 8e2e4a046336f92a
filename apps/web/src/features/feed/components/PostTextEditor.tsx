import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { RichTextEditorLabels } from '@mantine/tiptap';
import { RichTextEditor } from '@mantine/tiptap';
import type { Editor } from '@tiptap/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../../ui/richTextEditor.module.css';

/**
 * The text of a post: Mantine's rich-text editor (tiptap, see usePostEditor) under a visible
 * label, with bold, italic, lists and links in its toolbar. The editable area is named by the
 * label and described by the hint and the error; it is marked invalid while there is an error,
 * so a failed check moves the focus into it.
 */
export function PostTextEditor({
  editor,
  label,
  error,
}: {
  editor: Editor | null;
  label: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const describedBy = error ? `${id}-error ${id}-description` : `${id}-description`;

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          'aria-labelledby': labelId,
          'aria-describedby': describedBy,
          'aria-multiline': 'true',
          'aria-invalid': error ? 'true' : 'false',
        },
      },
    });
  }, [editor, labelId, describedBy, error]);

  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('feed_editor_bold'),
      italicControlLabel: t('feed_editor_italic'),
      bulletListControlLabel: t('feed_editor_bullet_list'),
      orderedListControlLabel: t('feed_editor_ordered_list'),
      linkControlLabel: t('feed_editor_link'),
      unlinkControlLabel: t('feed_editor_unlink'),
      linkEditorInputLabel: t('feed_editor_link_address'),
      linkEditorInputPlaceholder: t('feed_editor_link_placeholder'),
      linkEditorSave: t('feed_editor_link_save'),
    }),
    [t],
  );

  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      labelProps={{ onClick: () => editor?.commands.focus() }}
      description={t('feed_editor_hint')}
      // Clear of the focus ring drawn around the editor.
      descriptionProps={{ mt: 'xs' }}
      error={error}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        className={classes.editor}
        mod={{ invalid: Boolean(error) }}
      >
        <RichTextEditor.Toolbar role="group" aria-label={t('feed_editor_toolbar')}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            {/* Posted links always open in a new tab (the server sets it): no toggle. */}
            <RichTextEditor.Link
              initialExternal
              disableTooltips
              classNames={{ linkEditorExternalControl: classes.hidden }}
            />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content className={classes.content} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
