import type { Post, PostComment } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { commentsKey, createComment, deleteComment } from '../api.ts';
import { updateCachedPost } from '../feedCache.ts';
import { useComments } from '../hooks/useComments.ts';
import { CommentForm } from './CommentForm.tsx';
import { CommentItem } from './CommentItem.tsx';

/** A post's comments, oldest first with "load more", and the form to add one. */
export function CommentsSection({ post, id }: { post: Post; id: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const comments = useComments(post.id, true);
  const [deleting, setDeleting] = useState<PostComment | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: commentsKey(post.id) });
  const countBy = (delta: number) =>
    updateCachedPost(queryClient, post.id, (cached) => ({
      ...cached,
      comment_count: Math.max(0, cached.comment_count + delta),
    }));
  const add = useMutation({ mutationFn: (content: string) => createComment(post.id, content) });
  const remove = useMutation({
    mutationFn: (comment: PostComment) => deleteComment(post.id, comment.id),
    onSuccess: () => {
      setDeleting(null);
      countBy(-1);
      reload();
    },
    onError: (error) => notifyError(error),
  });
  const items = comments.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Stack gap="sm" id={id} data-testid="comments">
      <Divider />
      {comments.isPending ? (
        <PageLoader />
      ) : comments.isError ? (
        <Text role="alert" size="sm">
          {t('error_base_message')}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('feed_comments_none')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="md"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('feed_comments_list', {
            name: fullName(post.author),
          })}
        >
          {items.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              onChanged={reload}
              onDelete={setDeleting}
            />
          ))}
        </Stack>
      )}
      {comments.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => void comments.fetchNextPage()}
          loading={comments.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('feed_comments_more')}
        </Button>
      )}
      <CommentForm
        label={t('feed_comment_label')}
        submitLabel={t('feed_comment_send')}
        loading={add.isPending}
        onSubmit={(content, done) =>
          add.mutate(content, {
            onSuccess: () => {
              done.ok();
              countBy(1);
              reload();
            },
            onError: done.fail,
          })
        }
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('feed_comment_delete_title')}
        message={t('feed_comment_delete_message')}
        confirmLabel={t('feed_delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
