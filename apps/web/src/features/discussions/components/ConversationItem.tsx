import type { Conversation } from '@alumni/domain';
import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../i18n/format.ts';
import { badgeLabel } from '../../../shared/liveCounts/liveCounts.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { conversationName, dayKey, previewOf, timeOfDay } from '../discussionsRules.ts';
import { ConversationAvatar } from './ConversationAvatar.tsx';
import classes from './Discussions.module.css';

/** When the last message was written: its time today, its day before (page's language). */
function ListTime({ iso }: { iso: string }) {
  const { locale } = useRouteLocale();
  const today = dayKey(iso) === dayKey(new Date().toISOString());
  return (
    <Text
      component="time"
      dateTime={iso}
      title={formatDateTime(iso, locale, 'long')}
      size="xs"
      c="dimmed"
    >
      {today ? timeOfDay(iso, locale) : formatDate(iso, locale, 'medium')}
    </Text>
  );
}

/**
 * One conversation of the list (spec 1 §2 Discussions; issue 32 item 1): the other person's
 * picture and name or the group's title, the last message ("Message deleted", "Attachment"),
 * its time and the unread count. A link to `?c=<id>` on the page, a button in the widget.
 */
export function ConversationItem({
  conversation,
  selected,
  href,
  onSelect,
}: {
  conversation: Conversation;
  selected: boolean;
  href?: string;
  onSelect?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const name = conversationName(conversation) ?? t('discussions_nobody_left');
  const preview = previewOf(conversation.last_message);
  const unread = conversation.unread_count;
  const previewText =
    preview.kind === 'text'
      ? preview.text
      : preview.kind === 'deleted'
        ? t('discussions_message_deleted')
        : preview.kind === 'attachment'
          ? t('discussions_attachment')
          : t('discussions_no_message');
  const content = (
    <>
      <ConversationAvatar conversation={conversation} />
      <div className={classes.itemText}>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text size="sm" fw={unread > 0 ? 700 : 500} truncate>
            {name}
          </Text>
          {conversation.last_message_at && <ListTime iso={conversation.last_message_at} />}
        </Group>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text
            size="xs"
            c={unread > 0 ? undefined : 'dimmed'}
            fs={preview.kind === 'text' ? undefined : 'italic'}
            truncate
          >
            {previewText}
          </Text>
          {unread > 0 && (
            <Badge size="sm" color="red.8" circle={unread < 10} aria-hidden="true">
              {badgeLabel(unread)}
            </Badge>
          )}
        </Group>
      </div>
      {unread > 0 && (
        <span className="visually-hidden">{t('discussions_unread', { count: unread })}</span>
      )}
    </>
  );
  return (
    <li>
      {href ? (
        <Link
          to={href}
          className={classes.item}
          aria-current={selected ? 'true' : undefined}
          data-testid="conversation-item"
        >
          {content}
        </Link>
      ) : (
        <UnstyledButton
          className={classes.item}
          aria-current={selected ? 'true' : undefined}
          onClick={() => onSelect?.(conversation.id)}
          data-testid="conversation-item"
        >
          {content}
        </UnstyledButton>
      )}
    </li>
  );
}
