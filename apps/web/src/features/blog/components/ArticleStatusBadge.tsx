import type { PublicationStatus } from '@alumni/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS, STATUS_KEYS } from '../labels.ts';

/** An article's publication status as a coloured badge. */
export function ArticleStatusBadge({ status }: { status: PublicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATUS_COLORS[status]}
      autoContrast
      variant="filled"
      tt="none"
      data-status={status}
      data-testid="article-status"
    >
      {t(STATUS_KEYS[status])}
    </Badge>
  );
}
