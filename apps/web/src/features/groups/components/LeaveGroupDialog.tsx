import type { GroupSummary } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroupMembers } from '../hooks/useGroupMembers.ts';

/**
 * "Leave the group" (issue 33 item 3): a confirmation; the group's last manager also names a
 * member who becomes manager in their place (`lastManager`), chosen among the members, and
 * cannot leave without one. `onLeave(successorId)` sends it.
 */
export function LeaveGroupDialog({
  opened,
  group,
  viewerId,
  lastManager,
  loading,
  onLeave,
  onClose,
}: {
  opened: boolean;
  group: Pick<GroupSummary, 'id' | 'title'>;
  viewerId: number;
  lastManager: boolean;
  loading: boolean;
  onLeave: (successorId: number | undefined) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [successor, setSuccessor] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('groups_leave_title', { title: group.title })}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (lastManager && !successor) {
            setError(t('groups_leave_successor_required'));
            return;
          }
          onLeave(successor ? Number(successor) : undefined);
        }}
      >
        <Stack gap="md">
          <Text>{t(lastManager ? 'groups_leave_last_manager' : 'groups_leave_text')}</Text>
          {lastManager && opened && (
            <SuccessorSelect
              groupId={group.id}
              viewerId={viewerId}
              value={successor}
              error={error}
              onChange={(value) => {
                setSuccessor(value);
                setError(undefined);
              }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('form_cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={loading}>
              {t('groups_leave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The members who may take over as manager (the first page of members, the viewer aside). */
function SuccessorSelect({
  groupId,
  viewerId,
  value,
  error,
  onChange,
}: {
  groupId: number;
  viewerId: number;
  value: string | null;
  error: string | undefined;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { query } = useGroupMembers(groupId, 'member', { q: search });
  const options = (query.data?.results ?? [])
    .filter((member) => member.user.id !== viewerId)
    .map((member) => ({ value: String(member.user.id), label: fullName(member.user) }));
  return (
    <Select
      label={t('groups_leave_successor')}
      placeholder={t('groups_leave_successor_placeholder')}
      nothingFoundMessage={t('groups_leave_successor_none')}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      // Unscrolled, as the invitation's search (axe scrollable-region-focusable).
      limit={8}
      maxDropdownHeight={420}
      withScrollArea={false}
      required
      error={error}
    />
  );
}
