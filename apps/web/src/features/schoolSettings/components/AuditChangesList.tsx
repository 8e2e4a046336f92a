import type { AuditLogEntry } from '@alumni/domain';
import { Badge, Code, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { auditDateTime, auditFieldChanges, auditValueText, filledRoute } from '../auditLogRules.ts';

const OPERATION_KEYS = {
  INSERT: 'schoolsettings_logs_operation_insert',
  UPDATE: 'schoolsettings_logs_operation_update',
  DELETE: 'schoolsettings_logs_operation_delete',
} as const;

/**
 * An entry's details: the request it answered, then each row it changed (table, key, created,
 * changed or deleted) with its fields before → after; secret fields named, their values
 * "hidden" (the server never recorded them); the changes left out of the list counted (the
 * CSV export holds them all).
 */
export function AuditChangesList({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const words = {
    empty: t('schoolsettings_logs_value_empty'),
    yes: t('schoolsettings_logs_value_yes'),
    no: t('schoolsettings_logs_value_no'),
    time: (iso: string) => auditDateTime(iso, locale, school.time_zone),
  };
  const more = entry.changes_count - entry.changes.length;
  return (
    <Stack gap="sm" data-testid="audit-changes">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('schoolsettings_logs_request', {
          request: `${entry.method} /api${filledRoute(entry.route, entry.target.params)}`,
          status: entry.status,
        })}
      </Text>
      {entry.changes.length === 0 ? (
        <Text size="sm">{t('schoolsettings_logs_no_changes')}</Text>
      ) : (
        entry.changes.map((change, index) => {
          const key = change.key ? Object.values(change.key).map(String).join(', ') : null;
          return (
            <Stack
              // Changes have no id of their own; their order is the order they were made.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              key={index}
              gap={4}
            >
              <Group gap="xs" wrap="wrap">
                <Code>{key ? `${change.table} #${key}` : change.table}</Code>
                <Badge variant="light" color="gray" size="sm" radius="sm">
                  {t(OPERATION_KEYS[change.operation])}
                </Badge>
              </Group>
              <List size="sm" spacing={2} listStyleType="none" pl={0}>
                {auditFieldChanges(change).map((field) => (
                  <List.Item key={field.field} style={{ overflowWrap: 'anywhere' }}>
                    <Text span size="sm" fw={600}>
                      {field.field}
                    </Text>
                    {t('schoolsettings_logs_colon')}
                    {field.hidden ? (
                      <Text span size="sm" fs="italic">
                        {t('schoolsettings_logs_value_hidden')}
                      </Text>
                    ) : (
                      <>
                        <Text span size="sm" c="dimmed" data-testid="audit-before">
                          {auditValueText(field.before, words)}
                        </Text>
                        <span aria-hidden="true"> → </span>
                        <VisuallyHidden>{` ${t('schoolsettings_logs_became')} `}</VisuallyHidden>
                        <Text span size="sm" data-testid="audit-after">
                          {auditValueText(field.after, words)}
                        </Text>
                      </>
                    )}
                  </List.Item>
                ))}
              </List>
            </Stack>
          );
        })
      )}
      {more > 0 && (
        <Text size="sm" fs="italic">
          {t('schoolsettings_logs_more_changes', { count: more, shown: format.number(more) })}
        </Text>
      )}
    </Stack>
  );
}
