import { Avatar, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRIMARY } from '../../../app/theme.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { nameOf } from '../../validations/api.ts';
import type { AppNotification } from '../api.ts';
import { notificationTextKey, reportStatusWordKey } from '../notificationText.ts';
import { fullDate, relativeDate } from '../relativeDate.ts';
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
  const { locale } = useRouteLocale();
  const name = notification.actor ? nameOf(notification.actor) : t('notifications_someone');
  const statusKey = reportStatusWordKey(notification);
  const sentence = t(notificationTextKey(notification), {
    name,
    status: statusKey ? t(statusKey) : '',
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
      <Text size="xs" c="dimmed" component="time" dateTime={notification.created_at}>
        <span title={fullDate(notification.created_at, locale)}>
          {relativeDate(notification.created_at, locale)}
        </span>
      </Text>
    </Menu.Item>
  );
}
