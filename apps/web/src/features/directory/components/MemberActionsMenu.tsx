import type { DirectoryEntry } from '@alumni/domain';
import { fullName, localizePath } from '@alumni/domain';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconAward,
  IconCopy,
  IconDots,
  IconMailForward,
  IconUser,
  IconUserX,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { GiveBadgesModal } from '../../badges/index.ts';
import { resendMemberInvitation } from '../../imports/index.ts';
import { directoryKey } from '../api.ts';
import { MemberErasureDialog } from './MemberErasureDialog.tsx';

/**
 * The actions menu of a row of the admin list (spec 1 §2 Directory "actions menu"): open the
 * profile, copy the e-mail address, give or take badges (issue 31 item 8; the list is fetched
 * again after each change), and for a member who has not activated their account, send the
 * invitation (again: issue 12 item 3), and erase their personal data after the grace period
 * (issue 34 item 6). Bulk actions are the selection's menu (features/bulkOperations).
 */
export function MemberActionsMenu({ entry }: { entry: DirectoryEntry }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const name = fullName(entry);
  const email = entry.admin?.email;
  const status = entry.admin?.status;
  // Active members and waiting registrations have nothing to activate by e-mail.
  const invitable = status !== undefined && status !== 'active' && status !== 'waiting';
  const queryClient = useQueryClient();
  const [badgesOpen, setBadgesOpen] = useState(false);
  const [erasureOpen, setErasureOpen] = useState(false);
  const invite = useMutation({
    mutationFn: () => resendMemberInvitation(entry.id),
    onSuccess: () => {
      notifySuccess(t('directory_invitation_sent', { email }));
      void queryClient.invalidateQueries({ queryKey: directoryKey });
    },
    onError: (error) => notifyError(error),
  });

  const copyEmail = async () => {
    if (!email) return;
    try {
      await navigator.clipboard.writeText(email);
      notifySuccess(t('directory_email_copied', { email }));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            aria-label={t('directory_actions_for', { name })}
          >
            <IconDots aria-hidden="true" size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('directory_actions_for', { name })}>
          <Menu.Item
            component={Link}
            to={localizePath(`/profile/${entry.id}`, locale)}
            leftSection={<IconUser aria-hidden="true" size={16} />}
          >
            {t('directory_action_profile')}
          </Menu.Item>
          {email && (
            <Menu.Item
              leftSection={<IconCopy aria-hidden="true" size={16} />}
              onClick={() => void copyEmail()}
            >
              {t('directory_action_copy_email')}
            </Menu.Item>
          )}
          {invitable && (
            <Menu.Item
              leftSection={<IconMailForward aria-hidden="true" size={16} />}
              disabled={invite.isPending}
              onClick={() => invite.mutate()}
            >
              {t(
                status === 'invited'
                  ? 'directory_action_resend_invitation'
                  : 'directory_action_invite',
              )}
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconAward aria-hidden="true" size={16} />}
            onClick={() => setBadgesOpen(true)}
          >
            {t('badges_manage')}
          </Menu.Item>
          <Menu.Item
            color="red.8"
            leftSection={<IconUserX aria-hidden="true" size={16} />}
            onClick={() => setErasureOpen(true)}
          >
            {t('directory_erasure_action')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <GiveBadgesModal
        userId={entry.id}
        name={name}
        held={entry.badges}
        opened={badgesOpen}
        onClose={() => setBadgesOpen(false)}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: directoryKey })}
      />
      <MemberErasureDialog
        member={{ id: entry.id, name }}
        opened={erasureOpen}
        onClose={() => setErasureOpen(false)}
      />
    </>
  );
}
