import type { ChatMessage } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { ActionIcon, Avatar, Button, Group, Menu, Text, Textarea } from '@mantine/core';
import {
  IconCheck,
  IconChecks,
  IconDots,
  IconFlag,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { composerKey, timeOfDay } from '../discussionsRules.ts';
import classes from './Discussions.module.css';
import { MessageAttachments } from './MessageAttachments.tsx';

export interface MessageActions {
  onEdit: (message: ChatMessage, body: string) => Promise<boolean>;
  onDelete: (message: ChatMessage) => void;
  /** Absent where messages cannot be reported. */
  onReport?: (message: ChatMessage) => void;
}

/** The inline editor of one's own message: Alt+Enter saves, Escape gives up. */
function EditForm({
  message,
  onSave,
  onCancel,
}: {
  message: ChatMessage;
  onSave: (body: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState(message.body);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    const done = await onSave(body);
    setSaving(false);
    if (done) onCancel();
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Textarea
        aria-label={t('discussions_edit_label')}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          } else if (composerKey(event.nativeEvent) === 'send') {
            event.preventDefault();
            void save();
          }
        }}
        autosize
        minRows={1}
        maxRows={8}
        data-autofocus
        autoFocus
      />
      <Group gap="xs" justify="flex-end" mt={4}>
        <Button size="compact-sm" variant="default" onClick={onCancel}>
          {t('form_cancel')}
        </Button>
        <Button size="compact-sm" type="submit" loading={saving}>
          {t('discussions_edit_save')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * One message of a thread (spec 1 §2 Discussions): its text (or "Message deleted"), its
 * attachments, its time, "edited", and on one's own the receipt (spec 1 §4 "Message: sent,
 * read"); its menu edits or deletes one's own, reports another's.
 */
export function MessageItem({
  message,
  own,
  showSender,
  receipt,
  actions,
}: {
  message: ChatMessage;
  own: boolean;
  /** A group's messages from others name their sender. */
  showSender: boolean;
  receipt: 'sent' | 'read' | null;
  actions: MessageActions;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const [editing, setEditing] = useState(false);
  const deleted = message.deleted_at !== null;
  const sender = fullName(message.sender);
  const canAct = !deleted && (own || actions.onReport !== undefined);
  return (
    <li className={classes.message} data-own={own} data-testid="chat-message">
      {!own && (
        <Avatar src={message.sender.picture} alt="" size="sm" radius="xl" aria-hidden="true">
          {message.sender.first_name.charAt(0)}
        </Avatar>
      )}
      <div className={classes.bubble}>
        {showSender && !own && (
          <Text size="xs" fw={600}>
            {sender}
          </Text>
        )}
        {editing ? (
          <EditForm
            message={message}
            onSave={(body) => actions.onEdit(message, body)}
            onCancel={() => setEditing(false)}
          />
        ) : deleted ? (
          <Text size="sm" fs="italic" c="dimmed">
            {t('discussions_message_deleted')}
          </Text>
        ) : (
          <>
            {message.body && <div className={classes.body}>{message.body}</div>}
            <MessageAttachments attachments={message.attachments} />
          </>
        )}
        <div className={classes.meta}>
          <time
            dateTime={message.created_at}
            title={formatDateTime(message.created_at, locale, 'long')}
          >
            {timeOfDay(message.created_at, locale)}
          </time>
          {message.edited_at && !deleted && <span>{t('discussions_edited')}</span>}
          {receipt === 'read' && (
            <Group gap={2} component="span">
              <IconChecks aria-hidden="true" size={14} />
              {t('discussions_receipt_read')}
            </Group>
          )}
          {receipt === 'sent' && (
            <Group gap={2} component="span">
              <IconCheck aria-hidden="true" size={14} />
              {t('discussions_receipt_sent')}
            </Group>
          )}
        </div>
      </div>
      {canAct && !editing && (
        <Menu position={own ? 'bottom-end' : 'bottom-start'} withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('discussions_message_actions', { name: sender })}
            >
              <IconDots aria-hidden="true" size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {own ? (
              <>
                <Menu.Item
                  leftSection={<IconPencil aria-hidden="true" size={16} />}
                  onClick={() => setEditing(true)}
                >
                  {t('discussions_edit')}
                </Menu.Item>
                <Menu.Item
                  color="red.8"
                  leftSection={<IconTrash aria-hidden="true" size={16} />}
                  onClick={() => actions.onDelete(message)}
                >
                  {t('discussions_delete')}
                </Menu.Item>
              </>
            ) : (
              <Menu.Item
                leftSection={<IconFlag aria-hidden="true" size={16} />}
                onClick={() => actions.onReport?.(message)}
              >
                {t('discussions_report')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </li>
  );
}
