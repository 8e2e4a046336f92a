import type { UserSummary } from '@alumni/domain';
import { fullName, localizePath } from '@alumni/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { MemberAvatar } from '../../directory/index.ts';
import { RelativeTime } from './RelativeTime.tsx';

/**
 * Who wrote a post or comment and when: picture or initials, the name linking to the
 * profile, how long ago, and "edited" when it was changed since.
 */
export function AuthorLine({
  author,
  createdAt,
  editedAt,
  compact = false,
  nameId,
  children,
}: {
  author: UserSummary;
  createdAt: string;
  editedAt: string | null;
  compact?: boolean;
  /** Id of the name, for the element it labels. */
  nameId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const name = fullName(author);
  return (
    <Group gap="sm" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
      <MemberAvatar name={name} picture={author.picture} roles={[]} size={compact ? 32 : 44} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={localizePath(`/profile/${author.id}`, locale)}
          fw={600}
          size={compact ? 'sm' : 'md'}
          id={nameId}
          style={{ overflowWrap: 'anywhere' }}
        >
          {name}
        </Anchor>
        <Group gap={6} wrap="wrap">
          <RelativeTime iso={createdAt} size="xs" />
          {editedAt && (
            <Text
              size="xs"
              c="dimmed"
              title={formatDateTime(editedAt, locale, 'long')}
              data-testid="edited"
            >
              · {t('feed_edited')}
            </Text>
          )}
          {children}
        </Group>
      </Stack>
    </Group>
  );
}
