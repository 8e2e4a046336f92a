import {
  IMPORT_CSV_DELIMITER,
  IMPORT_RECOMMENDED_MAX_LINES,
  IMPORT_ROLE_CODES,
  MEMBER_IMPORT_COLUMNS,
} from '@alumni/domain';
import { Code, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { roleNameOf } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { ImportTemplateLinks } from './ImportTemplateLinks.tsx';

/**
 * What a member file must hold (spec 1 §5 User import, spec 2 §9 Import CSV): the header line,
 * the `;` delimiter (or `,`, tabs, an XLSX workbook: issue 34 item 7), the year of arrival, the
 * role codes with the school's role names, the recommended limit of 1000 lines, and the
 * templates to download.
 */
export function MemberImportHelp() {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  return (
    <Stack gap="xs">
      <Text size="sm">{t('imports_members_format')}</Text>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {MEMBER_IMPORT_COLUMNS.join(IMPORT_CSV_DELIMITER)}
      </Code>
      <List size="sm" spacing={2}>
        <List.Item>{t('imports_members_year_hint')}</List.Item>
        <List.Item>
          {t('imports_members_roles_hint', {
            roles: IMPORT_ROLE_CODES.map(
              (code) => `${code} ${roleNameOf(school, code, locale)}`,
            ).join(', '),
          })}
        </List.Item>
        <List.Item>{t('imports_members_optional_hint')}</List.Item>
        <List.Item data-testid="import-line-limit">
          {t('imports_line_limit', { max: IMPORT_RECOMMENDED_MAX_LINES })}
        </List.Item>
      </List>
      <ImportTemplateLinks />
    </Stack>
  );
}
