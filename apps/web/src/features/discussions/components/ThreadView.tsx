import type { ChatMessage } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { ActionIcon, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import type { ReportTarget } from '../../reports/index.ts';
import { ReportDialog } from '../../reports/index.ts';
import { conversationName, previewOf } from '../discussionsRules.ts';
import { useChatSocket } from '../hooks/useChatSocket.ts';
import { useConversation } from '../hooks/useConversation.ts';
import { useMarkRead } from '../hooks/useMarkRead.ts';
import { useMessageActions } from '../hooks/useMessageActions.ts';
import { useThread } from '../hooks/useThread.ts';
import { ConnectionNotice } from './ConnectionNotice.tsx';
import { ConversationAvatar } from './ConversationAvatar.tsx';
import classes from './Discussions.module.css';
import { MessageComposer } from './MessageComposer.tsx';
import { ThreadMessages } from './ThreadMessages.tsx';

/**
 * What the live region says of new messages from others in the open thread (issue 32, a11y):
 * "New message from Ana Lopez: …", politely, once per message; nothing for the first load
 * nor for older pages.
 */
function useAnnouncement(messages: readonly ChatMessage[], viewerId: number, loaded: boolean) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const highest = useRef<number | null>(null);
  useEffect(() => {
    if (!loaded) return;
    const top = messages.reduce((max, m) => Math.max(max, m.seq), 0);
    if (highest.current === null) {
      highest.current = top;
      return;
    }
    const fresh = messages.filter(
      (m) => m.seq > (highest.current ?? 0) && m.sender.id !== viewerId && !m.deleted_at,
    );
    highest.current = Math.max(highest.current, top);
    const last = fresh[fresh.length - 1];
    if (!last) return;
    const preview = previewOf(last);
    setText(
      t('discussions_announce', {
        name: fullName(last.sender),
        text: preview.kind === 'text' ? preview.text : t('discussions_attachment'),
      }),
    );
  }, [messages, viewerId, loaded, t]);
  return text;
}

/**
 * A conversation's thread with its header, connection notice (spec 2 §8), messages and
 * composer, on the page and in the widget. Marks what it shows as read while in view.
 */
export function ThreadView({
  conversationId,
  onBack,
  headingLevel = 2,
  backHiddenFrom,
}: {
  conversationId: number;
  onBack?: () => void;
  /** The back button only on narrow screens (the page, where the list stands beside). */
  backHiddenFrom?: 'sm';
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const viewerId = useViewer().user?.id ?? 0;
  const socket = useChatSocket();
  const conversation = useConversation(conversationId);
  const thread = useThread(conversationId);
  const actions = useMessageActions(conversationId);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [removing, setRemoving] = useState(false);
  const messages = thread.data?.messages ?? [];
  const shownSeq = messages.reduce((max, message) => Math.max(max, message.seq), 0);
  useMarkRead(conversation.data, shownSeq);
  const announcement = useAnnouncement(messages, viewerId, thread.isSuccess);
  const name =
    (conversation.data && conversationName(conversation.data)) ?? t('discussions_nobody_left');
  const canWrite = conversation.data?.can_write ?? true;

  return (
    <section className={classes.thread} aria-label={name} data-testid="chat-thread">
      <div className={classes.threadHeader}>
        {onBack && (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onBack}
            aria-label={t('discussions_back')}
            hiddenFrom={backHiddenFrom}
          >
            <IconArrowLeft aria-hidden="true" size={18} />
          </ActionIcon>
        )}
        {conversation.data && <ConversationAvatar conversation={conversation.data} size="sm" />}
        <div style={{ minWidth: 0, flex: 1 }}>
          <Title order={headingLevel} size="h5" lineClamp={1}>
            {conversation.data ? name : '…'}
          </Title>
          {conversation.data?.kind === 'group' && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {conversation.data.participants.map(fullName).join(', ')}
            </Text>
          )}
        </div>
      </div>
      <ConnectionNotice socket={socket} />
      {thread.isPending ? (
        <PageLoader />
      ) : thread.isError ? (
        <LoadError onRetry={() => void thread.refetch()} />
      ) : (
        <ThreadMessages
          conversation={conversation.data}
          messages={messages}
          viewerId={viewerId}
          older={thread.data.older !== null}
          onLoadOlder={() => void thread.loadOlder()}
          loadingOlder={thread.loadingOlder}
          actions={{
            onEdit: actions.edit,
            onDelete: setDeleting,
            onReport: (message) =>
              setReporting({
                type: 'message',
                objectId: message.id,
                name: fullName(message.sender),
              }),
          }}
        />
      )}
      <div aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
      {!canWrite && (
        <Text size="xs" c="dimmed" px="sm" pt={4}>
          {t('discussions_cannot_write')}
        </Text>
      )}
      <MessageComposer onSend={actions.send} disabled={!canWrite || !thread.isSuccess} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('discussions_delete_title')}
        message={t('discussions_delete_confirm')}
        confirmLabel={t('discussions_delete')}
        loading={removing}
        onConfirm={() => {
          if (!deleting) return;
          setRemoving(true);
          void actions.remove(deleting).finally(() => {
            setRemoving(false);
            setDeleting(null);
          });
        }}
        onClose={() => setDeleting(null)}
      />
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}
