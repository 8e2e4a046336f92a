import type { ImportStatus } from '@alumni/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS: Record<ImportStatus, { key: string; color: string }> = {
  draft: { key: 'imports_status_draft', color: 'gray.6' },
  submitted: { key: 'imports_status_submitted', color: 'blue.7' },
  applied: { key: 'imports_status_applied', color: 'green.8' },
  rejected: { key: 'imports_status_rejected', color: 'red.8' },
};

/** An import's status: draft, submitted for validation, applied or rejected. */
export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const { t } = useTranslation();
  const { key, color } = STATUS[status];
  return (
    <Badge variant="dot" color={color} tt="none" size="md" data-status={status}>
      {t(key)}
    </Badge>
  );
}
