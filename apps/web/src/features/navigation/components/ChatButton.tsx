import { ActionIcon } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../shared/locale/useLocalizedPath.ts';
import { UnreadIndicator } from '../../../ui/UnreadIndicator.tsx';
import { useUnreadMessages } from '../hooks/useUnreadMessages.ts';

/** The chat button beside the avatar, with the unread-message count (spec 1 §2 User dropdown). */
export function ChatButton() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const unread = useUnreadMessages();
  return (
    <UnreadIndicator count={unread}>
      <ActionIcon
        component={Link}
        to={localize('/discussions')}
        variant="subtle"
        color="dark"
        size="lg"
        radius="xl"
        aria-label={t('usermenu_chat', { count: unread })}
        data-testid="chat-button"
      >
        <IconMessageCircle aria-hidden="true" size={22} stroke={1.75} />
      </ActionIcon>
    </UnreadIndicator>
  );
}
