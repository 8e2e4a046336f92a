import type { Post } from '@alumni/domain';
import { fullName, localizePath } from '@alumni/domain';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMessageCircle, IconUsersGroup } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import type { ReportTarget } from '../../reports/index.ts';
import { deletePost } from '../api.ts';
import { updateCachedPost } from '../feedCache.ts';
import { AuthorLine } from './AuthorLine.tsx';

// The editor loads when a post is first edited, with the composer's chunk.
const PostEditForm = lazy(() =>
  import('./PostEditForm.tsx').then((m) => ({ default: m.PostEditForm })),
);

import { CommentsSection } from './CommentsSection.tsx';
import { LikeButton } from './LikeButton.tsx';
import { PostContent } from './PostContent.tsx';
import { PostImages } from './PostImages.tsx';
import { PostMenu } from './PostMenu.tsx';
import { SHARED_ITEM_KEYS, SharedItemCard } from './SharedItemCard.tsx';

/** The group a post was written in, linking to its feed (issue 33 item 4). */
function PostGroupLine({ group }: { group: NonNullable<Post['group']> }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  return (
    <Group gap={6} wrap="nowrap" data-testid="post-group">
      <IconUsersGroup aria-hidden="true" size={16} />
      <Text size="sm" c="dimmed">
        {t('feed_in_group')}{' '}
        <Anchor
          component={Link}
          to={localizePath(`/groups/${encodeURIComponent(group.slug)}/feed`, locale)}
          size="sm"
          fw={600}
        >
          {group.title}
        </Anchor>
      </Text>
    </Group>
  );
}

/**
 * One post of the feed: author and date, the group it was written in (outside that group's
 * own feed, `inGroup`), its text and images, likes, comments (opened on demand) and the menu of
 * what the viewer may do with it.
 */
export function PostCard({
  post,
  onReport,
  inGroup = false,
}: {
  post: Post;
  onReport: (target: ReportTarget) => void;
  inGroup?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const name = fullName(post.author);
  const remove = useMutation({
    mutationFn: () => deletePost(post.id),
    onSuccess: () => {
      setConfirmDelete(false);
      notifySuccess(t('feed_post_deleted'));
      updateCachedPost(queryClient, post.id, () => null);
    },
    onError: (error) => notifyError(error),
  });
  const headingId = `post-${post.id}-author`;
  const commentsId = `post-${post.id}-comments`;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="article"
      aria-labelledby={headingId}
      data-testid="post"
      data-post-id={post.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <AuthorLine
            author={post.author}
            createdAt={post.created_at}
            editedAt={post.edited_at}
            nameId={headingId}
          />
          <PostMenu
            post={post}
            onEdit={() => setEditing(true)}
            onDelete={() => setConfirmDelete(true)}
            onReportPost={() => onReport({ type: 'post', objectId: post.id, name })}
            onReportMember={() => onReport({ type: 'user', objectId: post.author.id, name })}
          />
        </Group>
        {post.group && !inGroup && <PostGroupLine group={post.group} />}
        {editing ? (
          <Suspense fallback={null}>
            <PostEditForm
              post={post}
              onCancel={() => setEditing(false)}
              onSaved={(updated) => {
                updateCachedPost(queryClient, post.id, () => updated);
                setEditing(false);
              }}
            />
          </Suspense>
        ) : post.subject ? (
          <>
            <Text size="sm" c="dimmed" data-testid="shared-item-action">
              {t(SHARED_ITEM_KEYS[post.subject.type].action)}
            </Text>
            <SharedItemCard subject={post.subject} headingId={`post-${post.id}-subject`} />
          </>
        ) : (
          <>
            <PostContent html={post.content} />
            <PostImages images={post.images} authorName={name} />
          </>
        )}
        <Group gap="xs">
          <LikeButton post={post} />
          <Button
            variant="subtle"
            color="dark"
            size="compact-md"
            leftSection={<IconMessageCircle aria-hidden="true" size={18} />}
            aria-expanded={commentsOpen}
            aria-controls={commentsOpen ? commentsId : undefined}
            onClick={() => setCommentsOpen((open) => !open)}
            data-testid="comments-toggle"
          >
            {t('feed_comments_count', { count: post.comment_count })}
          </Button>
        </Group>
        {commentsOpen && <CommentsSection post={post} id={commentsId} />}
      </Stack>
      <ConfirmDialog
        opened={confirmDelete}
        title={t('feed_post_delete_title')}
        message={t('feed_post_delete_message')}
        confirmLabel={t('feed_delete')}
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirmDelete(false)}
      />
    </Paper>
  );
}
