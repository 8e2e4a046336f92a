import type { ImportItem } from '@alumni/domain';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import {
  DegreeImportPanel,
  ImportLogsTable,
  MemberImportPanel,
  SchoolImportsList,
} from '../../imports/index.ts';

/**
 * School settings → Imports (spec 1 §2, §5 User import, §3 Import log): the member import
 * with its report and submission, the school's imports (a draft reopens into the member
 * import above) and logs, and the degree import.
 */
export function ImportsSection() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ImportItem | null>(null);
  const open = (item: ImportItem) => {
    setDraft(item);
    document.getElementById('imports-members-heading')?.scrollIntoView({ block: 'start' });
  };
  return (
    <Stack gap="lg">
      <SectionCard id="imports-members-heading" order={3} title={t('imports_members_title')}>
        <MemberImportPanel draft={draft} onDraftChange={setDraft} />
      </SectionCard>
      <SectionCard id="imports-list-heading" order={3} title={t('imports_list_title')}>
        <SchoolImportsList onOpen={open} />
      </SectionCard>
      <SectionCard id="imports-logs-heading" order={3} title={t('imports_logs_title')}>
        <ImportLogsTable />
      </SectionCard>
      <SectionCard id="imports-degrees-heading" order={3} title={t('imports_degrees_title')}>
        <DegreeImportPanel />
      </SectionCard>
    </Stack>
  );
}
