import type { ChatMessage, Conversation } from '@alumni/domain';
import { Button, Center, Divider, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { groupByDay, receiptOf } from '../discussionsRules.ts';
import classes from './Discussions.module.css';
import type { MessageActions } from './MessageItem.tsx';
import { MessageItem } from './MessageItem.tsx';

/**
 * Keeps a thread's scroll where a person expects it: at the bottom when it opens and when a
 * message arrives while they are there, in place when older messages come in above.
 */
function useThreadScroll(messages: readonly ChatMessage[]) {
  const scroller = useRef<HTMLElement>(null);
  const atBottom = useRef(true);
  const fromBottom = useRef(0);
  const first = useRef<number | null>(null);
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    fromBottom.current = el.scrollHeight - el.scrollTop;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
  };
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const firstId = messages[0]?.id ?? null;
    const prepended = first.current !== null && firstId !== first.current;
    first.current = firstId;
    if (prepended && !atBottom.current) el.scrollTop = el.scrollHeight - fromBottom.current;
    else if (atBottom.current) el.scrollTop = el.scrollHeight;
    fromBottom.current = el.scrollHeight - el.scrollTop;
  }, [messages]);
  return { scroller, onScroll };
}

/**
 * A thread's messages (spec 1 §2 Discussions): "Load earlier messages" at the top (cursor
 * `before`), a separator per day in the page's language, one's own on the right with the last
 * one's receipt, others' on the left (named in a group).
 */
export function ThreadMessages({
  conversation,
  messages,
  viewerId,
  older,
  onLoadOlder,
  loadingOlder,
  actions,
}: {
  conversation: Conversation | undefined;
  messages: ChatMessage[];
  viewerId: number;
  older: boolean;
  onLoadOlder: () => void;
  loadingOlder: boolean;
  actions: MessageActions;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const { scroller, onScroll } = useThreadScroll(messages);
  const positions = (conversation?.participants ?? []).map((person) => ({
    user_id: person.id,
    last_read_seq: person.last_read_seq,
  }));
  const lastOwn = [...messages].reverse().find((m) => m.sender.id === viewerId && !m.deleted_at);
  const group = conversation?.kind === 'group';
  return (
    <section
      ref={scroller}
      className={classes.messages}
      onScroll={onScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus to scroll by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      aria-label={t('discussions_messages_label')}
    >
      {older && (
        <Center mb="sm">
          <Button variant="subtle" size="compact-sm" onClick={onLoadOlder} loading={loadingOlder}>
            {t('discussions_load_older')}
          </Button>
        </Center>
      )}
      {messages.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" mt="xl">
          {t('discussions_thread_empty')}
        </Text>
      )}
      {groupByDay(messages).map(({ day, messages: ofDay }) => (
        <section key={day} aria-label={formatDate(`${day}T12:00:00`, locale, 'long')}>
          <Divider
            my="xs"
            labelPosition="center"
            label={formatDate(`${day}T12:00:00`, locale, 'long')}
            aria-hidden="true"
          />
          <ol className={classes.messageList}>
            {ofDay.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                own={message.sender.id === viewerId}
                showSender={group}
                receipt={
                  message.id === lastOwn?.id ? receiptOf(message, viewerId, positions) : null
                }
                actions={actions}
              />
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
