import { ActionIcon, Button, CloseButton, Paper, Title } from '@mantine/core';
import { IconArrowsMaximize, IconMessagePlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../shared/locale/useLocalizedPath.ts';
import { closeChatWidget, showInChatWidget, useChatWidget } from '../chatWidgetStore.ts';
import { useChatSocket } from '../hooks/useChatSocket.ts';
import { ConnectionNotice } from './ConnectionNotice.tsx';
import { ConversationList } from './ConversationList.tsx';
import classes from './Discussions.module.css';
import { NewConversationDialog } from './NewConversationDialog.tsx';
import { ThreadView } from './ThreadView.tsx';

/** The chat button shown (desktop navbar or phone header): the focus goes back there on close. */
const chatButton = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="chat-button"]')].find(
    (button) => button.offsetParent !== null,
  );

/**
 * The chat widget (spec 1 §1 "a chat widget is loaded for authenticated users"; issue 32 item
 * 4): a panel at the bottom right, over any page of the members' frame, opened by the navbar's
 * chat button. It shows the conversation list, then a conversation without leaving the page,
 * with "Open in full page". A non-modal dialog: the focus goes into it when it opens and back
 * to the chat button when it closes (Escape or the close button). Kept mounted once opened,
 * so that its socket and caches stay while it is closed.
 */
export default function ChatWidget() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const widget = useChatWidget();
  const panel = useRef<HTMLDivElement>(null);
  const socket = useChatSocket();
  const [creating, setCreating] = useState(false);
  const { open, conversationId } = widget;

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  if (!open) return null;
  const close = () => {
    closeChatWidget();
    chatButton()?.focus();
  };
  const fullPage = localize(
    conversationId === null ? '/discussions' : `/discussions?c=${conversationId}`,
  );
  return (
    <Paper
      ref={panel}
      className={classes.widget}
      shadow="xl"
      withBorder
      radius="md"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-widget-title"
      id="chat-widget"
      tabIndex={-1}
      data-testid="chat-widget"
      onKeyDown={(event) => {
        // Escape from the panel itself; a menu or dialog opened from it closes on its own.
        if (event.key === 'Escape' && panel.current?.contains(event.target as Node)) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <div className={classes.widgetHeader}>
        <Title order={2} size="h5" id="chat-widget-title" flex={1}>
          {t('page_title_discussions')}
        </Title>
        <ActionIcon
          component={Link}
          to={fullPage}
          variant="subtle"
          color="gray"
          aria-label={t('discussions_full_page')}
          onClick={() => closeChatWidget()}
        >
          <IconArrowsMaximize aria-hidden="true" size={18} />
        </ActionIcon>
        <CloseButton aria-label={t('close')} onClick={close} />
      </div>
      {conversationId === null ? (
        <>
          <ConnectionNotice socket={socket} />
          <ConversationList selectedId={null} onSelect={(id) => showInChatWidget(id)} />
          <Button
            variant="subtle"
            leftSection={<IconMessagePlus aria-hidden="true" size={18} />}
            onClick={() => setCreating(true)}
            radius={0}
          >
            {t('discussions_new')}
          </Button>
        </>
      ) : (
        <ThreadView
          key={conversationId}
          conversationId={conversationId}
          onBack={() => showInChatWidget(null)}
          headingLevel={3}
        />
      )}
      <NewConversationDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onOpened={(conversation) => showInChatWidget(conversation.id)}
      />
    </Paper>
  );
}
