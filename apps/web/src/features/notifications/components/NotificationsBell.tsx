import type { AppNotification } from '@alumni/domain';
import { ActionIcon, Loader, Menu, Text } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../shared/locale/useLocalizedPath.ts';
import { UnreadIndicator } from '../../../ui/UnreadIndicator.tsx';
import { unreadNotificationsKey } from '../api.ts';
import { useLatestNotifications } from '../hooks/useLatestNotifications.ts';
import { useMarkNotificationsRead } from '../hooks/useMarkNotificationsRead.ts';
import { useUnreadNotifications } from '../hooks/useUnreadNotifications.ts';
import { notificationPath } from '../notificationText.ts';
import { NotificationItem } from './NotificationItem.tsx';
import classes from './NotificationsBell.module.css';

/**
 * The bell of the navbar and of the mobile header: the unread notifications' count, and a menu
 * of the latest ones (one sentence each, who and when); opening one marks it read and goes to
 * what it is about; "mark all as read" empties the count.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const unread = useUnreadNotifications();
  const latest = useLatestNotifications(opened);
  const markRead = useMarkNotificationsRead();

  const open = (notification: AppNotification) => {
    if (!notification.read) markRead.mutate([notification.id]);
    void navigate(localize(notificationPath(notification)));
  };

  const items = latest.data?.results ?? [];
  return (
    <Menu
      opened={opened}
      onChange={(next) => {
        setOpened(next);
        if (next) void queryClient.invalidateQueries({ queryKey: unreadNotificationsKey });
      }}
      position="bottom-end"
      width={380}
      shadow="md"
      withinPortal
      withInitialFocusPlaceholder={false}
      classNames={{ dropdown: classes.dropdown }}
    >
      <UnreadIndicator count={unread}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            radius="xl"
            aria-label={t('notifications_bell', { count: unread })}
            data-testid="notifications-button"
          >
            <IconBell aria-hidden="true" size={22} stroke={1.75} />
          </ActionIcon>
        </Menu.Target>
      </UnreadIndicator>
      <Menu.Dropdown aria-label={t('notifications_title')}>
        <div className={classes.header}>
          <Text fw={700}>{t('notifications_title')}</Text>
        </div>
        <Menu.Divider m={0} />
        <div className={classes.list}>
          {latest.isPending ? (
            <div className={classes.empty}>
              <Loader size="sm" />
              <span className="visually-hidden">{t('loading')}</span>
            </div>
          ) : latest.isError ? (
            <Text size="sm" className={classes.empty} role="alert">
              {t('error_base_message')}
            </Text>
          ) : items.length === 0 ? (
            <Text size="sm" c="dimmed" className={classes.empty}>
              {t('notifications_empty')}
            </Text>
          ) : (
            items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={open} />
            ))
          )}
        </div>
        {unread > 0 && (
          <>
            <Menu.Divider m={0} />
            <Menu.Item
              leftSection={<IconChecks aria-hidden="true" size={16} />}
              closeMenuOnClick={false}
              onClick={() => markRead.mutate(undefined)}
              disabled={markRead.isPending}
            >
              {t('notifications_mark_all_read')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
