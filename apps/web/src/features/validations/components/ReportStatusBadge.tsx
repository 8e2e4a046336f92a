import type { ReportStatus } from '@alumni/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUS_COLORS, REPORT_STATUS_KEYS } from '../labels.ts';

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={REPORT_STATUS_COLORS[status]}
      c={status === 'pending' ? 'black' : 'white'}
      data-testid="report-status"
    >
      {t(REPORT_STATUS_KEYS[status])}
    </Badge>
  );
}
