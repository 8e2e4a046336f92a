import type { ChatAttachmentUpload } from '@alumni/domain';
import { CHAT_ATTACHMENT_ACCEPT, MESSAGE_ATTACHMENTS_MAX } from '@alumni/domain';
import { ActionIcon, CloseButton, FileButton, Group, Loader, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorNotice } from '../../../api/notifyError.tsx';
import { uploadAttachment } from '../api.ts';
import { attachmentProblem, composerKey } from '../discussionsRules.ts';
import classes from './Discussions.module.css';

interface Pending {
  id: number;
  name: string;
  upload: ChatAttachmentUpload | null;
}

let nextPendingId = 1;

/**
 * The thread's composer (spec 1 §2 Discussions, spec 2 §9): a text area where Enter makes a
 * new line and Alt+Enter sends, a send button, and attachments, each uploaded as soon as it
 * is picked (checked first: spec 2 §8 format and 3 MB), then sent by their keys with the text.
 */
export function MessageComposer({
  onSend,
  disabled,
}: {
  onSend: (body: string, attachments: string[]) => Promise<unknown>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const [body, setBody] = useState('');
  const [pending, setPending] = useState<Pending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const resetFiles = useRef<() => void>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const uploading = pending.some((item) => item.upload === null);
  const ready = pending.flatMap((item) => (item.upload ? [item.upload.key] : []));
  const canSend = !disabled && !sending && !uploading && (body.trim() !== '' || ready.length > 0);

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    setError(null);
    try {
      await onSend(body.trim(), ready);
      setBody('');
      setPending([]);
    } catch (cause) {
      setError(errorNotice(cause).messages.join(' '));
    } finally {
      setSending(false);
      textarea.current?.focus();
    }
  };

  const attach = (files: File[]) => {
    resetFiles.current?.();
    setError(null);
    const room = MESSAGE_ATTACHMENTS_MAX - pending.length;
    if (files.length > room) {
      setError(t('discussions_attachment_too_many', { max: MESSAGE_ATTACHMENTS_MAX }));
    }
    for (const file of files.slice(0, Math.max(0, room))) {
      const problem = attachmentProblem(file);
      if (problem) {
        setError(t('discussions_file_error', { name: file.name, message: t(problem) }));
        continue;
      }
      const id = nextPendingId++;
      setPending((items) => [...items, { id, name: file.name, upload: null }]);
      uploadAttachment(file).then(
        (upload) =>
          setPending((items) => items.map((item) => (item.id === id ? { ...item, upload } : item))),
        (cause) => {
          setPending((items) => items.filter((item) => item.id !== id));
          setError(
            t('discussions_file_error', {
              name: file.name,
              message: errorNotice(cause).messages.join(' '),
            }),
          );
        },
      );
    }
  };

  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {pending.length > 0 && (
        <Group gap={6} mb={6} aria-label={t('discussions_attachments_label')} role="group">
          {pending.map((item) => (
            <Group key={item.id} gap={2} wrap="nowrap" className={classes.bubble} py={2}>
              {item.upload === null && <Loader size={12} aria-label={t('discussions_uploading')} />}
              <Text size="xs" truncate maw="10rem">
                {item.name}
              </Text>
              <CloseButton
                size="xs"
                aria-label={t('discussions_attachment_remove', { name: item.name })}
                onClick={() => setPending((items) => items.filter((p) => p.id !== item.id))}
              />
            </Group>
          ))}
        </Group>
      )}
      <Group gap={6} align="flex-end" wrap="nowrap">
        <FileButton
          onChange={attach}
          accept={CHAT_ATTACHMENT_ACCEPT}
          multiple
          resetRef={resetFiles}
          disabled={disabled || pending.length >= MESSAGE_ATTACHMENTS_MAX}
        >
          {(props) => (
            <ActionIcon
              {...props}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('discussions_attach')}
            >
              <IconPaperclip aria-hidden="true" size={20} />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          ref={textarea}
          flex={1}
          aria-label={t('discussions_composer_label')}
          aria-describedby={hintId}
          placeholder={t('discussions_composer_placeholder')}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (composerKey(event.nativeEvent) === 'send') {
              event.preventDefault();
              void send();
            }
          }}
          autosize
          minRows={1}
          maxRows={6}
          disabled={disabled}
          error={error !== null}
        />
        <ActionIcon
          type="submit"
          size="lg"
          loading={sending}
          disabled={!canSend}
          aria-label={t('discussions_send')}
        >
          <IconSend aria-hidden="true" size={18} />
        </ActionIcon>
      </Group>
      {error && (
        <Text size="xs" c="red.8" role="alert" mt={4}>
          {error}
        </Text>
      )}
      <Text id={hintId} size="xs" c="dimmed" mt={2}>
        {t('discussions_composer_hint')}
      </Text>
    </form>
  );
}
