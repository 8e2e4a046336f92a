import type { PostComment } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateComment } from '../api.ts';
import { AuthorLine } from './AuthorLine.tsx';
import { CommentForm } from './CommentForm.tsx';

/** One comment: its author, its plain text, and edit and delete for those allowed. */
export function CommentItem({
  comment,
  onChanged,
  onDelete,
}: {
  comment: PostComment;
  onChanged: () => void;
  onDelete: (comment: PostComment) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const save = useMutation({
    mutationFn: (content: string) => updateComment(comment.post, comment.id, content),
  });
  const name = fullName(comment.author);
  return (
    <Stack component="li" gap={4} data-testid="comment">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <AuthorLine
          author={comment.author}
          createdAt={comment.created_at}
          editedAt={comment.edited_at}
          compact
        />
        {!editing && (comment.can_edit || comment.can_delete) && (
          <Group gap={2} wrap="nowrap">
            {comment.can_edit && (
              <ActionIcon
                variant="subtle"
                color="gray.8"
                size="sm"
                aria-label={t('feed_comment_edit', { name })}
                onClick={() => setEditing(true)}
              >
                <IconPencil aria-hidden="true" size={16} />
              </ActionIcon>
            )}
            {comment.can_delete && (
              <ActionIcon
                variant="subtle"
                color="red.8"
                size="sm"
                aria-label={t('feed_comment_delete', { name })}
                onClick={() => onDelete(comment)}
              >
                <IconTrash aria-hidden="true" size={16} />
              </ActionIcon>
            )}
          </Group>
        )}
      </Group>
      {editing ? (
        <CommentForm
          initial={comment.content}
          label={t('feed_comment_edit_label')}
          submitLabel={t('form_save')}
          loading={save.isPending}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={(content, done) =>
            save.mutate(content, {
              onSuccess: () => {
                setEditing(false);
                onChanged();
              },
              onError: done.fail,
            })
          }
        />
      ) : (
        <Text
          size="sm"
          pl={40}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="comment-content"
        >
          {comment.content}
        </Text>
      )}
    </Stack>
  );
}
