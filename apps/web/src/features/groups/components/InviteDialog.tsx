import type { UserSummary } from '@alumni/domain';
import { fullName, GROUP_INVITATIONS_MAX } from '@alumni/domain';
import { Button, Group, List, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useInvitable } from '../hooks/useInvitable.ts';
import { useMembership } from '../hooks/useMembership.ts';

/** How many people the search offers at once. */
const INVITE_OPTIONS_SHOWN = 8;

/**
 * "Invite members" (issue 33 item 3: invitation by a manager, to members whose "interest-group
 * invitations" setting allows it): people of the school found by name among those the server
 * says may be invited (`invitable`), up to 50 at once; the answer lists who could not be
 * invited and why.
 */
export function InviteDialog({
  opened,
  groupId,
  onClose,
}: {
  opened: boolean;
  groupId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [chosen, setChosen] = useState<UserSummary[]>([]);
  const [notInvited, setNotInvited] = useState<string[]>([]);
  const found = useInvitable(groupId, debounced, opened);
  const { invite } = useMembership(groupId);
  const people = new Map<string, UserSummary>();
  for (const person of [...chosen, ...(found.data ?? [])]) people.set(String(person.id), person);

  const close = () => {
    setSearch('');
    setChosen([]);
    setNotInvited([]);
    onClose();
  };
  const send = () =>
    invite.mutate(
      chosen.map((person) => person.id),
      {
        onSuccess: ({ results }) => {
          const invited = results.filter((result) => result.invited).length;
          if (invited > 0) notifySuccess(t('groups_invite_sent', { count: invited }));
          const refused = results.filter((result) => !result.invited);
          if (refused.length === 0) {
            close();
            return;
          }
          setChosen((list) => list.filter((p) => refused.some((r) => r.user_id === p.id)));
          setNotInvited(
            refused.map((result) => {
              const person = people.get(String(result.user_id));
              const name = person ? fullName(person) : String(result.user_id);
              return `${name} (${result.detail ?? result.reason ?? ''})`;
            }),
          );
        },
        onError: (error) => notifyError(error),
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('groups_invite_title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen.length > 0) send();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('groups_invite_text')}</Text>
          <MultiSelect
            label={t('groups_invite_people')}
            placeholder={t('groups_invite_placeholder')}
            nothingFoundMessage={debounced ? t('groups_invite_none') : undefined}
            data={[...people.values()].map((person) => ({
              value: String(person.id),
              label: fullName(person),
            }))}
            value={chosen.map((person) => String(person.id))}
            onChange={(ids) =>
              setChosen(ids.flatMap((id) => people.get(id) ?? []).slice(0, GROUP_INVITATIONS_MAX))
            }
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options }) => options}
            maxValues={GROUP_INVITATIONS_MAX}
            hidePickedOptions
            // A few at a time, unscrolled: a scrolled list of options is out of the keyboard's
            // reach (axe scrollable-region-focusable); typing narrows it.
            limit={INVITE_OPTIONS_SHOWN}
            maxDropdownHeight={420}
            withScrollArea={false}
            data-autofocus
          />
          {notInvited.length > 0 && (
            <Stack gap={4} role="status">
              <Text size="sm" fw={600}>
                {t('groups_invite_not_invited')}
              </Text>
              <List size="sm">
                {notInvited.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('form_cancel')}
            </Button>
            <Button type="submit" loading={invite.isPending} disabled={chosen.length === 0}>
              {t('groups_invite_send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
