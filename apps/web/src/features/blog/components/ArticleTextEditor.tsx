import '@mantine/tiptap/styles.css';
import { Button, Group, Input, Modal, Stack, TextInput } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { RichTextEditorLabels } from '@mantine/tiptap';
import { RichTextEditor } from '@mantine/tiptap';
import { IconBrandYoutube } from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../../ui/richTextEditor.module.css';
import { youtubeEmbedUrl } from '../youtube.ts';
import ownClasses from './ArticleTextEditor.module.css';

/**
 * The content of an article: Mantine's rich-text editor (tiptap, useArticleEditor) under a
 * visible label, its toolbar with headings, emphasis, lists, quotes, links and "add a YouTube
 * video" (the address asked in a dialog). The editable area is named by the label and
 * described by the hint and the error.
 */
export function ArticleTextEditor({
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
  const [videoOpen, setVideoOpen] = useState(false);

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
          'data-testid': 'article-editor',
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
      h2ControlLabel: t('blog_editor_h2'),
      h3ControlLabel: t('blog_editor_h3'),
      blockquoteControlLabel: t('blog_editor_quote'),
    }),
    [t],
  );

  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      labelProps={{ onClick: () => editor?.commands.focus() }}
      description={t('blog_editor_hint')}
      descriptionProps={{ mt: 'xs' }}
      error={error}
      required
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
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link
              initialExternal
              disableTooltips
              classNames={{ linkEditorExternalControl: classes.hidden }}
            />
            <RichTextEditor.Unlink />
            <RichTextEditor.Control
              onClick={() => setVideoOpen(true)}
              aria-label={t('blog_editor_video')}
              title={t('blog_editor_video')}
            >
              <IconBrandYoutube aria-hidden="true" size={16} stroke={1.5} />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content className={`${classes.content} ${ownClasses.content}`} />
      </RichTextEditor>
      <VideoDialog
        opened={videoOpen}
        onClose={() => setVideoOpen(false)}
        onInsert={(src) => {
          editor?.chain().focus().insertContent({ type: 'youtubeVideo', attrs: { src } }).run();
          setVideoOpen(false);
        }}
      />
    </Input.Wrapper>
  );
}

function VideoDialog({
  opened,
  onClose,
  onInsert,
}: {
  opened: boolean;
  onClose: () => void;
  onInsert: (src: string) => void;
}) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setAddress('');
    setError(undefined);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('blog_editor_video')}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog sits in the article's form in React's tree: its submit stays here.
          event.preventDefault();
          event.stopPropagation();
          const src = youtubeEmbedUrl(address);
          if (!src) {
            setError(t('blog_video_invalid'));
            return;
          }
          setAddress('');
          onInsert(src);
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('blog_video_address')}
            description={t('blog_video_hint')}
            value={address}
            onChange={(event) => {
              setAddress(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('form_cancel')}
            </Button>
            <Button type="submit">{t('blog_video_insert')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
