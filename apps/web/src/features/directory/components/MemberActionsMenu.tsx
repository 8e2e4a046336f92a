import type { DirectoryEntry } from '@alumni/domain';
import { fullName, localizePath } from '@alumni/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCopy, IconDots, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../../api/notifyError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';

/**
 * The actions menu of a row of the admin list (spec 1 §2 Directory "actions menu"): open the
 * profile, copy the e-mail address. Bulk actions (invitations, roles, deletion) come with
 * their own issue.
 */
export function MemberActionsMenu({ entry }: { entry: DirectoryEntry }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const name = fullName(entry);
  const email = entry.admin?.email;

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
      </Menu.Dropdown>
    </Menu>
  );
}
