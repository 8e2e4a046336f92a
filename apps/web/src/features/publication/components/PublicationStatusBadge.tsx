import type { PublicationStatus } from '@alumni/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicationItem, PublicationWebArea } from '../area.ts';
import { publicationKeys } from '../area.ts';

/** The badge colours of the shared statuses (filled, with automatic contrast: DESIGN contrast). */
export const PUBLICATION_STATUS_COLORS: Readonly<Record<PublicationStatus, string>> = {
  draft: 'gray.7',
  pending: 'yellow.4',
  scheduled: 'blue.8',
  published: 'green.9',
  refused: 'red.8',
};

/**
 * An item's publication status (spec 1 §4) as a coloured badge in `area`'s words
 * (`{prefix}_status_{status}`); test id `area.testIds.status`, `data-status` the status.
 * A status with no colour (neither shared nor in `area.statusColors`) is grey.
 */
export function PublicationStatusBadge<Item extends PublicationItem>({
  area,
  status,
}: {
  area: PublicationWebArea<Item>;
  status: string;
}) {
  const { t } = useTranslation();
  const colors: Readonly<Record<string, string>> = {
    ...PUBLICATION_STATUS_COLORS,
    ...area.statusColors,
  };
  return (
    <Badge
      color={colors[status] ?? 'gray.7'}
      autoContrast
      variant="filled"
      tt="none"
      data-status={status}
      data-testid={area.testIds.status}
    >
      {t(publicationKeys(area).status(status))}
    </Badge>
  );
}
