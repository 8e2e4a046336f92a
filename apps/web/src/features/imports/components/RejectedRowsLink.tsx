import { Button } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { rejectedRowsUrl } from '../api.ts';

/**
 * Downloads an import's rejected lines as a CSV file (issue 12 item 8): line, reason naming
 * the bad value in the page's language, and the line's cells, to correct and import again.
 */
export function RejectedRowsLink({ importId }: { importId: number }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  return (
    <Button
      component="a"
      href={rejectedRowsUrl(importId, locale)}
      download
      variant="default"
      leftSection={<IconFileDownload aria-hidden="true" size={18} />}
      data-testid="rejected-rows-download"
    >
      {t('imports_rejected_download')}
    </Button>
  );
}
