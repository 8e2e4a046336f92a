import type { Post } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconFlag, IconPencil, IconTrash, IconUserX } from '@tabler/icons-react';
import { useState } from 'react';
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
  // "Edit" hands the keyboard to the post's editor: the menu must not pull focus back to its
  // button once it has closed (Mantine returns it 10 ms after closing, which under load lands
  // after the editor took it). Every other item returns focus to the button, as it should.
  const [returnFocus, setReturnFocus] = useState(true);
  if (!post.can_edit && !post.can_delete && !post.can_report) return null;
  return (
    <Menu
      position="bottom-end"
      withinPortal
      returnFocus={returnFocus}
      onOpen={() => setReturnFocus(true)}
    >
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
          <Menu.Item
            leftSection={<IconPencil aria-hidden="true" size={16} />}
            onClick={() => {
              setReturnFocus(false);
              onEdit();
            }}
          >
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
