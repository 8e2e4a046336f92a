import type { Post } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconFlag, IconPencil, IconTrash, IconUserX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A post's actions, as the server allows them on it: edit (its author), delete (its author or
 * a moderator), report the post or its author (anyone else).
 */
export function PostMenu({
  post,
  onEdit,
  onDelete,
  onReportPost,
  onReportMember,
}: {
  post: Post;
  onEdit: () => void;
  onDelete: () => void;
  onReportPost: () => void;
  onReportMember: () => void;
}) {
  const { t } = useTranslation();
  if (!post.can_edit && !post.can_delete && !post.can_report) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          aria-label={t('feed_post_actions', { name: fullName(post.author) })}
        >
          <IconDots aria-hidden="true" size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {post.can_edit && (
          <Menu.Item leftSection={<IconPencil aria-hidden="true" size={16} />} onClick={onEdit}>
            {t('feed_post_edit')}
          </Menu.Item>
        )}
        {post.can_delete && (
          <Menu.Item
            color="red.8"
            leftSection={<IconTrash aria-hidden="true" size={16} />}
            onClick={onDelete}
          >
            {t('feed_post_delete')}
          </Menu.Item>
        )}
        {post.can_report && (
          <>
            <Menu.Item
              leftSection={<IconFlag aria-hidden="true" size={16} />}
              onClick={onReportPost}
            >
              {t('report_post_action')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconUserX aria-hidden="true" size={16} />}
              onClick={onReportMember}
            >
              {t('report_member_action')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
