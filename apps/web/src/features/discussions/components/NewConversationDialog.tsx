import type { ChatPerson, Conversation } from '@alumni/domain';
import { CONVERSATION_TITLE_MAX, fullName, GROUP_PARTICIPANTS_MAX } from '@alumni/domain';
import {
  Avatar,
  Button,
  Group,
  Loader,
  Modal,
  Pill,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorNotice } from '../../../api/notifyError.tsx';
import { createConversation } from '../api.ts';
import { upsertConversation } from '../chatCache.ts';
import { usePeople } from '../hooks/usePeople.ts';
import classes from './Discussions.module.css';

/**
 * "New conversation" (spec 1 §2 Discussions "search for a person"; issue 32 item 1): a search
 * among the members one may write to (blocks, directory visibility and the mass-chat setting
 * applied by the server), then one person opens the direct conversation (the existing one if
 * any), several make a group with a title.
 */
export function NewConversationDialog({
  opened,
  onClose,
  onOpened,
}: {
  opened: boolean;
  onClose: () => void;
  onOpened: (conversation: Conversation) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ChatPerson[]>([]);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const people = usePeople(search, opened);
  const group = chosen.length > 1;
  const results = (people.data ?? []).filter((person) => !chosen.some((c) => c.id === person.id));

  const close = () => {
    setSearch('');
    setChosen([]);
    setTitle('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (chosen.length === 0) return;
    if (group && !title.trim()) {
      setError(t('discussions_group_title_required'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const conversation = await createConversation({
        participants: chosen.map((person) => person.id),
        title: group ? title.trim() : null,
      });
      upsertConversation(client, conversation);
      close();
      onOpened(conversation);
    } catch (cause) {
      setError(errorNotice(cause).messages.join(' '));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('discussions_new')}
      closeButtonProps={{ 'aria-label': t('close') }}
      zIndex={300}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          {chosen.length > 0 && (
            <Pill.Group aria-label={t('discussions_chosen')} role="group">
              {chosen.map((person) => (
                <Pill
                  key={person.id}
                  withRemoveButton
                  removeButtonProps={{
                    'aria-label': t('discussions_remove_person', { name: fullName(person) }),
                  }}
                  onRemove={() => setChosen((list) => list.filter((p) => p.id !== person.id))}
                >
                  {fullName(person)}
                </Pill>
              ))}
            </Pill.Group>
          )}
          {group && (
            <TextInput
              label={t('discussions_group_title')}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              maxLength={CONVERSATION_TITLE_MAX}
              withAsterisk
            />
          )}
          <TextInput
            label={t('discussions_search_person')}
            leftSection={<IconSearch aria-hidden="true" size={16} />}
            rightSection={people.isFetching ? <Loader size={14} aria-hidden="true" /> : null}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-autofocus
            disabled={chosen.length >= GROUP_PARTICIPANTS_MAX - 1}
          />
          <Stack
            gap={0}
            component="ul"
            aria-label={t('discussions_people_results')}
            className={classes.list}
            mah="16rem"
            style={{ overflowY: 'auto' }}
          >
            {results.map((person) => (
              <li key={person.id}>
                <UnstyledButton
                  className={classes.item}
                  onClick={() => {
                    setChosen((list) => [...list, person]);
                    setSearch('');
                  }}
                  aria-label={t('discussions_add_person', { name: fullName(person) })}
                >
                  <Avatar src={person.picture} alt="" size="sm" radius="xl" aria-hidden="true">
                    {person.first_name.charAt(0)}
                  </Avatar>
                  <Text size="sm">{fullName(person)}</Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
          {people.isSuccess && results.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('discussions_people_none')}
            </Text>
          )}
          {error && (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('form_cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={chosen.length === 0}>
              {group ? t('discussions_create_group') : t('discussions_open_conversation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
