import type { JobAdStatus } from '@alumni/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS, STATUS_KEYS } from '../labels.ts';

/** A job ad's status (spec 1 §4 Job ad) as a coloured badge. */
export function JobStatusBadge({ status }: { status: JobAdStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      autoContrast
      variant="filled"
      tt="none"
      data-status={status}
      data-testid="job-status"
    >
      {t(STATUS_KEYS[status])}
    </Badge>
  );
}
