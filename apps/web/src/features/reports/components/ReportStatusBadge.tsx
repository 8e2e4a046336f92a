import type { ReportStatus } from '@alumni/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUS_COLORS, REPORT_STATUS_KEYS } from '../reportLabels.ts';

/** A report's status as a coloured badge (the member's own reports, the validations centre). */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={REPORT_STATUS_COLORS[status] ?? 'gray.7'}
      autoContrast
      variant="filled"
      tt="none"
      data-status={status}
      data-testid="report-status"
    >
      {REPORT_STATUS_KEYS[status] ? t(REPORT_STATUS_KEYS[status]) : status}
    </Badge>
  );
}
