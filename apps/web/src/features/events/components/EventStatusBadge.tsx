import type { PublicationStatus } from '@alumni/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS, STATUS_KEYS } from '../labels.ts';

/** An event's publication status (spec 1 §4) as a coloured badge. */
export function EventStatusBadge({ status }: { status: PublicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      autoContrast
      variant="filled"
      tt="none"
      data-status={status}
      data-testid="event-status"
    >
      {t(STATUS_KEYS[status])}
    </Badge>
  );
}
