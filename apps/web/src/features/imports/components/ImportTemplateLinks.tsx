import { Button, Group, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { memberTemplateUrl } from '../api.ts';

/**
 * The member file template to download (issue 34 item 7): the spec's header line as a
 * `;` CSV, or as an Excel workbook, to fill in and upload.
 */
export function ImportTemplateLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Text size="sm">{t('imports_template_hint')}</Text>
      <Button
        component="a"
        href={memberTemplateUrl('csv')}
        download
        size="xs"
        variant="default"
        leftSection={<IconFileTypeCsv aria-hidden="true" size={16} />}
        data-testid="import-template-csv"
      >
        {t('imports_template_csv')}
      </Button>
      <Button
        component="a"
        href={memberTemplateUrl('xlsx')}
        download
        size="xs"
        variant="default"
        leftSection={<IconFileSpreadsheet aria-hidden="true" size={16} />}
        data-testid="import-template-xlsx"
      >
        {t('imports_template_xlsx')}
      </Button>
    </Group>
  );
}
