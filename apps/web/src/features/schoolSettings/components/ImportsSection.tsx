import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DegreeImportPanel } from '../../imports/components/DegreeImportPanel.tsx';
import { ImportLogsTable } from '../../imports/components/ImportLogsTable.tsx';
import { MemberImportPanel } from '../../imports/components/MemberImportPanel.tsx';
import { SchoolImportsList } from '../../imports/components/SchoolImportsList.tsx';
import { SettingsCard } from './SettingsCard.tsx';

/**
 * School settings → Imports (spec 1 §2, §5 User import, §3 Import log): the member import
 * with its report and submission, the school's imports and logs, and the degree import.
 */
export function ImportsSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <SettingsCard id="imports-members-heading" title={t('imports_members_title')}>
        <MemberImportPanel />
      </SettingsCard>
      <SettingsCard id="imports-list-heading" title={t('imports_list_title')}>
        <SchoolImportsList />
      </SettingsCard>
      <SettingsCard id="imports-logs-heading" title={t('imports_logs_title')}>
        <ImportLogsTable />
      </SettingsCard>
      <SettingsCard id="imports-degrees-heading" title={t('imports_degrees_title')}>
        <DegreeImportPanel />
      </SettingsCard>
    </Stack>
  );
}
