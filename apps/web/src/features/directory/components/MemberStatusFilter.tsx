import { MEMBER_STATUSES, type MemberStatus } from '@alumni/domain';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MEMBER_STATUS_KEYS } from './MemberStatusBadge.tsx';

/** The admin list's status filter (issue 12 item 8): every member, or those of one status. */
export function MemberStatusFilter({
  value,
  onChange,
}: {
  value: MemberStatus | null;
  onChange: (status: MemberStatus | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      size="md"
      label={t('directory_filter_status')}
      value={value ?? ''}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange(
          (MEMBER_STATUSES as readonly string[]).includes(chosen) ? (chosen as MemberStatus) : null,
        );
      }}
      data={[
        { value: '', label: t('directory_status_all') },
        ...MEMBER_STATUSES.map((status) => ({
          value: status,
          label: t(MEMBER_STATUS_KEYS[status]),
        })),
      ]}
      data-testid="member-status-filter"
    />
  );
}
