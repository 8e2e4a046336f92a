import type { MemberStatus } from '@alumni/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';

/** The colour of each status's dot (its word carries the meaning; the dot only helps). */
const STATUS_COLORS: Record<MemberStatus, string> = {
  active: 'green.8',
  invited: 'blue.8',
  not_invited: 'gray.6',
  waiting: 'orange.8',
};

/** The i18n key of each member status (domain MEMBER_STATUSES). */
export const MEMBER_STATUS_KEYS: Record<MemberStatus, string> = {
  active: 'directory_status_active',
  invited: 'directory_status_invited',
  not_invited: 'directory_status_not_invited',
  waiting: 'directory_status_waiting',
};

/**
 * Where a member stands in the school (issue 12 item 8): active, invited (with the date of
 * the latest link), not invited, or waiting for validation.
 */
export function MemberStatusBadge({
  status,
  invitedAt,
}: {
  status: MemberStatus;
  invitedAt: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        color={STATUS_COLORS[status]}
        variant="dot"
        tt="none"
        size="md"
        data-testid="member-status"
        data-status={status}
      >
        {t(MEMBER_STATUS_KEYS[status])}
      </Badge>
      {status === 'invited' && invitedAt && (
        <Text size="xs" c="dimmed">
          {t('directory_invited_on', { date: format.date(invitedAt) })}
        </Text>
      )}
    </Stack>
  );
}
