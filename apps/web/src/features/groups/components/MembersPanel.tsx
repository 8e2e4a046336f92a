import type { GroupDetails, GroupMember } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLock, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { confirmDecision } from '../../../ui/confirmDecision.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { useGroupMembers } from '../hooks/useGroupMembers.ts';
import { useMembership } from '../hooks/useMembership.ts';
import { InviteDialog } from './InviteDialog.tsx';
import type { MemberAction } from './MemberRow.tsx';
import { MemberList, MemberRow } from './MemberRow.tsx';

/**
 * The Members tab (spec 1 §2 Groups; issue 33 items 3 and 4): the group's members, managers
 * first, searched by name, a page at a time; its managers (and admins) promote, demote and
 * remove members (never the last manager: the server says so), invite people, and see the
 * invitations still unanswered, which they may take back. Someone who may not see a private
 * group's members reads who manages it.
 */
export function MembersPanel({
  group,
  viewerId,
}: {
  group: GroupDetails;
  viewerId: number | null;
}) {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState(false);
  if (!group.can_read_posts) {
    return (
      <Stack gap="md">
        <Notice color="yellow" role="status" icon={<IconLock aria-hidden="true" size={20} />}>
          {t('groups_members_private')}
        </Notice>
        <Title order={2} size="h4">
          {t('groups_managers')}
        </Title>
        <MemberList label={t('groups_managers')}>
          {group.managers.map((manager) => (
            <li key={manager.id}>
              <MemberRow user={manager} memberRole="manager" />
            </li>
          ))}
        </MemberList>
      </Stack>
    );
  }
  const canInvite = group.can_manage && group.status === 'published';
  return (
    <Stack gap="xl">
      {canInvite && (
        <Group justify="flex-end">
          <Button
            leftSection={<IconUserPlus aria-hidden="true" size={18} />}
            onClick={() => setInviting(true)}
          >
            {t('groups_invite')}
          </Button>
        </Group>
      )}
      <PeopleSection group={group} viewerId={viewerId} status="member" />
      {group.can_manage && <PeopleSection group={group} viewerId={viewerId} status="invited" />}
      {canInvite && (
        <InviteDialog opened={inviting} groupId={group.id} onClose={() => setInviting(false)} />
      )}
    </Stack>
  );
}

/** The words of each list: its heading, count, empty line. */
const SECTION_KEYS = {
  member: {
    title: 'groups_members_title',
    count: 'groups_members_count',
    empty: 'groups_members_empty',
  },
  invited: {
    title: 'groups_invited_title',
    count: 'groups_invited_count',
    empty: 'groups_invited_empty',
  },
} as const;

function PeopleSection({
  group,
  viewerId,
  status,
}: {
  group: GroupDetails;
  viewerId: number | null;
  status: 'member' | 'invited';
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const members = useGroupMembers(group.id, status, {
    q,
    ...(status === 'member' ? { param: 'page' } : {}),
  });
  const { patch, remove } = useMembership(group.id);
  const keys = SECTION_KEYS[status];
  const headingId = `group-${status}-heading`;
  const { query, pagination } = members;
  const onError = (error: unknown) => notifyError(error);

  const actionsOf = (member: GroupMember): MemberAction[] => {
    if (!group.can_manage || member.user.id === viewerId) return [];
    const name = fullName(member.user);
    const removeAction: MemberAction = {
      key: 'remove',
      label: t(status === 'invited' ? 'groups_invitation_cancel' : 'groups_member_remove'),
      danger: true,
      run: () =>
        void confirmDecision(
          {
            title: t(status === 'invited' ? 'groups_invitation_cancel' : 'groups_member_remove'),
            message: t(
              status === 'invited' ? 'groups_invitation_cancel_text' : 'groups_member_remove_text',
              { name, title: group.title },
            ),
            confirmLabel: t(
              status === 'invited' ? 'groups_invitation_cancel' : 'groups_member_remove',
            ),
          },
          { cancel: t('form_cancel'), close: t('close') },
          () =>
            remove.mutate(
              { userId: member.user.id },
              { onSuccess: () => notifySuccess(t('groups_member_removed', { name })), onError },
            ),
        ),
    };
    if (status === 'invited') return [removeAction];
    const promote = member.role === 'member';
    return [
      {
        key: promote ? 'promote' : 'demote',
        label: t(promote ? 'groups_member_promote' : 'groups_member_demote'),
        run: () =>
          patch.mutate(
            { userId: member.user.id, body: { action: promote ? 'promote' : 'demote' } },
            {
              onSuccess: () =>
                notifySuccess(
                  t(promote ? 'groups_member_promoted' : 'groups_member_demoted', { name }),
                ),
              onError,
            },
          ),
      },
      removeAction,
    ];
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t(keys.title)}
        </Title>
        {status === 'member' && (
          <TextInput
            type="search"
            label={t('groups_members_search')}
            leftSection={<IconSearch aria-hidden="true" size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              pagination.reset();
            }}
            w={{ base: '100%', sm: 260 }}
          />
        )}
      </Group>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <LoadError inline onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Text size="sm" role="status" data-testid={`group-${status}-count`}>
            {query.data.count === 0 ? t(keys.empty) : t(keys.count, { count: query.data.count })}
          </Text>
          {query.data.results.length > 0 && (
            <MemberList label={t(keys.title)}>
              {query.data.results.map((member) => (
                <li key={member.user.id}>
                  <MemberRow
                    user={member.user}
                    memberRole={member.role}
                    actions={actionsOf(member)}
                  />
                </li>
              ))}
            </MemberList>
          )}
          <ListPagination
            count={query.data.count}
            page={pagination.page}
            pageSize={pagination.pageSize}
            onChange={pagination.setPage}
          />
        </>
      )}
    </Stack>
  );
}
