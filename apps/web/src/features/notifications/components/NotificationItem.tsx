import type { AppNotification } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Avatar, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRIMARY } from '../../../app/theme.ts';
import { RelativeTime } from '../../feed/index.ts';
import {
  importNotificationValues,
  notificationReason,
  notificationTextKey,
  notificationTitle,
  reportStatusWordKey,
} from '../notificationText.ts';
import classes from './NotificationsBell.module.css';

/** One notification of the bell's menu: who, what, when; unread ones stand out. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
}) {
  const { t } = useTranslation();
  const name = notification.actor ? fullName(notification.actor) : t('notifications_someone');
  const statusKey = reportStatusWordKey(notification);
  const sentence = t(notificationTextKey(notification), {
    name,
    status: statusKey ? t(statusKey) : '',
    ...importNotificationValues(notification),
    title: notificationTitle(notification),
    reason: notificationReason(notification),
  });
  return (
    <Menu.Item
      className={classes.item}
      data-unread={notification.read ? undefined : 'true'}
      data-testid="notification-item"
      onClick={() => onOpen(notification)}
      leftSection={
        <Avatar
          src={notification.actor?.picture ?? null}
          alt=""
          name={notification.actor ? name : undefined}
          color={PRIMARY}
          size={32}
        />
      }
      rightSection={
        notification.read ? undefined : (
          <span className={classes.dot}>
            <span className="visually-hidden">{t('notifications_unread_mark')}</span>
          </span>
        )
      }
    >
      <Text size="sm" fw={notification.read ? 400 : 600} className={classes.sentence}>
        {sentence}
      </Text>
      <RelativeTime iso={notification.created_at} size="xs" />
    </Menu.Item>
  );
}
