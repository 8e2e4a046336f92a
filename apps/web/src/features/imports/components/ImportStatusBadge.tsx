import type { ImportStatus } from '@alumni/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The i18n key of each import status. */
export const IMPORT_STATUS_KEYS: Record<ImportStatus, string> = {
  draft: 'imports_status_draft',
  submitted: 'imports_status_submitted',
  applied: 'imports_status_applied',
  rejected: 'imports_status_rejected',
};

const COLORS: Record<ImportStatus, string> = {
  draft: 'gray.6',
  submitted: 'blue.7',
  applied: 'green.8',
  rejected: 'red.8',
};

/** An import's status: draft, submitted for validation, applied or rejected. */
export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={COLORS[status]} tt="none" size="md" data-status={status}>
      {t(IMPORT_STATUS_KEYS[status])}
    </Badge>
  );
}
