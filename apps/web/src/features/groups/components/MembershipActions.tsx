import type { GroupDetails } from '@alumni/domain';
import { Badge, Button, Group, Switch } from '@mantine/core';
import { IconCheck, IconDoorExit, IconUserPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { isLastManager, membershipOffer } from '../groupRules.ts';
import { useMembership } from '../hooks/useMembership.ts';
import { LeaveGroupDialog } from './LeaveGroupDialog.tsx';
import { RequestDialog } from './RequestDialog.tsx';

/** The notice of an answered invitation. */
const ANSWERED = {
  accept: 'groups_invitation_accepted',
  decline: 'groups_invitation_declined',
} as const;

/**
 * The viewer's membership moves on a group's page (issue 33 item 3; what membershipOffer
 * allows): join a public group, ask to join a private one with a message, withdraw a pending
 * request, accept or decline an invitation, leave (the last manager naming a successor), and,
 * for a member, whether new posts are notified. Each move notifies its outcome; the server's
 * refusals (409, 403) are shown as they come.
 */
export function MembershipActions({ group, viewerId }: { group: GroupDetails; viewerId: number }) {
  const { t } = useTranslation();
  const moves = useMembership(group.id);
  const [dialog, setDialog] = useState<'request' | 'leave' | 'withdraw' | null>(null);
  const offer = membershipOffer(group);
  const close = () => setDialog(null);
  const done = (key: string) => () => {
    close();
    notifySuccess(t(key, { title: group.title }));
  };
  const onError = (error: unknown) => notifyError(error);
  const answer = (action: 'accept' | 'decline') =>
    moves.patch.mutate(
      { userId: viewerId, body: { action } },
      { onSuccess: done(ANSWERED[action]), onError },
    );
  const answering = moves.patch.isPending ? moves.patch.variables.body.action : null;

  return (
    <Group gap="sm" wrap="wrap" data-testid="membership-actions" data-offer={offer}>
      {offer === 'join' && (
        <Button
          leftSection={<IconUserPlus aria-hidden="true" size={18} />}
          loading={moves.join.isPending}
          onClick={() => moves.join.mutate('', { onSuccess: done('groups_joined'), onError })}
        >
          {t('groups_join')}
        </Button>
      )}
      {offer === 'request' && (
        <Button
          leftSection={<IconUserPlus aria-hidden="true" size={18} />}
          onClick={() => setDialog('request')}
        >
          {t('groups_request')}
        </Button>
      )}
      {offer === 'pending' && (
        <>
          <Badge variant="outline" color="dark" tt="none" size="lg" data-testid="request-pending">
            {t('groups_request_pending')}
          </Badge>
          <Button variant="default" onClick={() => setDialog('withdraw')}>
            {t('groups_request_withdraw')}
          </Button>
        </>
      )}
      {offer === 'invited' && (
        <>
          <Button
            leftSection={<IconCheck aria-hidden="true" size={18} />}
            loading={answering === 'accept'}
            disabled={answering === 'decline'}
            onClick={() => answer('accept')}
          >
            {t('groups_invitation_accept')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconX aria-hidden="true" size={18} />}
            loading={answering === 'decline'}
            disabled={answering === 'accept'}
            onClick={() => answer('decline')}
          >
            {t('groups_invitation_decline')}
          </Button>
        </>
      )}
      {offer === 'member' && group.membership && (
        <>
          <Switch
            label={t('groups_notify_posts')}
            checked={group.membership.notify_posts}
            disabled={moves.patch.isPending}
            onChange={(event) =>
              moves.patch.mutate(
                {
                  userId: viewerId,
                  body: { action: 'settings', notify_posts: event.currentTarget.checked },
                },
                { onSuccess: () => notifySuccess(t('groups_notify_saved')), onError },
              )
            }
          />
          <Button
            variant="default"
            leftSection={<IconDoorExit aria-hidden="true" size={18} />}
            onClick={() => setDialog('leave')}
          >
            {t('groups_leave')}
          </Button>
        </>
      )}
      <RequestDialog
        opened={dialog === 'request'}
        title={group.title}
        loading={moves.join.isPending}
        onClose={close}
        onSend={(message) =>
          moves.join.mutate(message, { onSuccess: done('groups_request_sent'), onError })
        }
      />
      <ConfirmDialog
        opened={dialog === 'withdraw'}
        title={t('groups_request_withdraw')}
        message={t('groups_request_withdraw_text', { title: group.title })}
        confirmLabel={t('groups_request_withdraw')}
        loading={moves.remove.isPending}
        onClose={close}
        onConfirm={() =>
          moves.remove.mutate(
            { userId: viewerId },
            { onSuccess: done('groups_request_withdrawn'), onError },
          )
        }
      />
      <LeaveGroupDialog
        opened={dialog === 'leave'}
        group={group}
        viewerId={viewerId}
        lastManager={isLastManager(group, viewerId)}
        loading={moves.remove.isPending}
        onClose={close}
        onLeave={(successorId) =>
          moves.remove.mutate(
            { userId: viewerId, ...(successorId === undefined ? {} : { successorId }) },
            { onSuccess: done('groups_left'), onError },
          )
        }
      />
    </Group>
  );
}
