import { Button, Center, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useConversations } from '../hooks/useConversations.ts';
import { ConversationItem } from './ConversationItem.tsx';
import classes from './Discussions.module.css';

/**
 * The viewer's conversations, latest first (spec 1 §2 Discussions "conversation list"), with
 * "More conversations" for the next page. Each is a link (`hrefOf`, the page) or a button
 * (`onSelect`, the widget).
 */
export function ConversationList({
  selectedId,
  hrefOf,
  onSelect,
}: {
  selectedId: number | null;
  hrefOf?: (id: number) => string;
  onSelect?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const list = useConversations();
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const conversations = list.data.pages.flatMap((page) => page.results);
  if (conversations.length === 0) {
    return (
      <Center p="lg">
        <Stack align="center" gap="xs" ta="center">
          <IconMessages aria-hidden="true" size={36} stroke={1.5} />
          <Text fw={600}>{t('discussions_empty_title')}</Text>
          <Text size="sm" c="dimmed">
            {t('discussions_empty_text')}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <div className={classes.listScroll}>
      <ul className={classes.list} aria-label={t('discussions_list_label')}>
        {conversations.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            selected={conversation.id === selectedId}
            href={hrefOf?.(conversation.id)}
            onSelect={onSelect}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <Center p="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            {t('discussions_more_conversations')}
          </Button>
        </Center>
      )}
    </div>
  );
}
