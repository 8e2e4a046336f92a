import { canUseMessaging } from '@alumni/domain';
import { Button, Center, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessagePlus, IconMessages } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useLatestSearchParams } from '../../../shared/useLatestSearchParams.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ErrorPage } from '../../errors/index.ts';
import { closeChatWidget } from '../chatWidgetStore.ts';
import { ConversationList } from '../components/ConversationList.tsx';
import classes from '../components/Discussions.module.css';
import { NewConversationDialog } from '../components/NewConversationDialog.tsx';
import { ThreadView } from '../components/ThreadView.tsx';
import { useChatSocket } from '../hooks/useChatSocket.ts';

/** The conversation the address names (`?c=<id>`), or null. */
function selectedOf(params: URLSearchParams): number | null {
  const id = Number(params.get('c'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/discussions` (spec 1 §2 Discussions; issue 32 item 1): the conversation list and the
 * selected conversation's thread side by side (one after the other on a phone), "New
 * conversation", the selection in the address (`?c=<id>`). Members without the messaging
 * permission (spec 2 §6) get the 403 page.
 */
export default function DiscussionsPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { user, loading } = useViewer();
  if (loading || !user) return <PageLoader />;
  if (!canUseMessaging(user, school)) {
    return <ErrorPage status={403} message={t('discussions_forbidden')} />;
  }
  return <Discussions />;
}

/** The page for a member who may use the discussions: the socket opens with it. */
function Discussions() {
  const { t } = useTranslation();
  const [params, update] = useLatestSearchParams();
  const [creating, setCreating] = useState(false);
  const selected = selectedOf(params);
  useChatSocket();
  // The page is the widget in full: one of them at a time.
  useEffect(() => closeChatWidget(), []);
  const select = (id: number | null) =>
    update((current) => {
      if (id === null) current.delete('c');
      else current.set('c', String(id));
      return current;
    });
  const hrefOf = (id: number) => `?c=${id}`;

  return (
    <Container size="lg" py={{ base: 'xs', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group
          justify="space-between"
          className={classes.pageHeader}
          data-thread={selected === null ? 'closed' : 'open'}
        >
          <Title order={1}>{t('page_title_discussions')}</Title>
          <Button
            className={classes.pageNew}
            leftSection={<IconMessagePlus aria-hidden="true" size={18} />}
            onClick={() => setCreating(true)}
          >
            {t('discussions_new')}
          </Button>
        </Group>
        <div className={classes.layout} data-thread={selected === null ? 'closed' : 'open'}>
          <section
            className={`${classes.pane} ${classes.listPane}`}
            aria-label={t('discussions_list_label')}
          >
            <ConversationList selectedId={selected} hrefOf={hrefOf} />
          </section>
          <div className={`${classes.pane} ${classes.threadPane}`}>
            {selected === null ? (
              <Center h="100%" p="lg">
                <Stack align="center" gap="xs" ta="center">
                  <IconMessages aria-hidden="true" size={40} stroke={1.5} />
                  <Text c="dimmed">{t('discussions_choose')}</Text>
                </Stack>
              </Center>
            ) : (
              <ThreadView
                key={selected}
                conversationId={selected}
                onBack={() => select(null)}
                backHiddenFrom="sm"
              />
            )}
          </div>
        </div>
      </Stack>
      <NewConversationDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onOpened={(conversation) => select(conversation.id)}
      />
    </Container>
  );
}
