import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useImportMessage } from '../hooks/useImportMessage.ts';
import { importWarningMessage } from '../importMessages.ts';

/** Advice about a file that rejects nothing (more lines than recommended…). */
export function ImportWarnings({ warnings }: { warnings: string[] }) {
  const { t } = useTranslation();
  const message = useImportMessage();
  if (warnings.length === 0) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      title={t('imports_warnings')}
      icon={<IconAlertTriangle aria-hidden="true" />}
      data-testid="import-warnings"
    >
      <List size="sm">
        {warnings.map((warning) => (
          <List.Item key={warning}>{message(importWarningMessage(warning))}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
