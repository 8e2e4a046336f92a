import { ActionIcon, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../shared/locale/useLocalizedPath.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { UnreadIndicator } from '../../../ui/UnreadIndicator.tsx';
import { preloadChatWidget, toggleChatWidget, useChatWidget } from '../../discussions/index.ts';
import { useUnreadMessages } from '../hooks/useUnreadMessages.ts';

/**
 * The chat button beside the avatar, with the unread-message count (spec 1 §2 User dropdown).
 * On a wide screen it opens the chat widget over the page (issue 32 item 4; its code loads on
 * hover or focus); on a phone, and on /discussions itself, it goes to /discussions.
 */
export function ChatButton() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { locale, path } = useRouteLocale();
  const unread = useUnreadMessages();
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  const widget = useChatWidget();
  const label = t('usermenu_chat', { count: unread });
  const common = {
    variant: 'subtle',
    color: 'dark',
    size: 'lg',
    radius: 'xl',
    'aria-label': label,
    'data-testid': 'chat-button',
  } as const;
  const icon = <IconMessageCircle aria-hidden="true" size={22} stroke={1.75} />;
  return (
    <UnreadIndicator count={unread}>
      {wide && path !== '/discussions' ? (
        <ActionIcon
          {...common}
          aria-expanded={widget.open}
          aria-controls={widget.open ? 'chat-widget' : undefined}
          onClick={toggleChatWidget}
          onPointerEnter={() => preloadChatWidget(locale)}
          onFocus={() => preloadChatWidget(locale)}
        >
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon {...common} component={Link} to={localize('/discussions')}>
          {icon}
        </ActionIcon>
      )}
    </UnreadIndicator>
  );
}
