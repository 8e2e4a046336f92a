import type { ReportStatus } from '@alumni/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUS_LOOK } from '../reportLabels.ts';

/** A report's status as a coloured badge. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  const look = REPORT_STATUS_LOOK[status] ?? { key: status, color: 'gray.7' };
  return (
    <Badge color={look.color} autoContrast variant="filled" tt="none" data-status={status}>
      {t(look.key)}
    </Badge>
  );
}
