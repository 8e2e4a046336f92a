import type { AuditLogEntry } from '@alumni/domain';
import { fullName, localizePath } from '@alumni/domain';
import { Anchor, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconHistory } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { auditActionLabel, auditTargetLabel } from '../auditLogLabels.ts';
import { auditDateTime } from '../auditLogRules.ts';
import { AuditChangesList } from './AuditChangesList.tsx';

type Target = AuditLogEntry['target'];

/**
 * The entries of a page of the audit log, newest first: when (the school's time zone, the
 * page's language), who (linking to their profile), what (named for people), on what, and a
 * button that opens the changes below. A table from 48em; on a phone, one card per entry,
 * so that nothing is wider than the screen. `onTarget` filters the log by an entry's target.
 */
export function AuditLogEntries({
  entries,
  onTarget,
}: {
  entries: AuditLogEntry[];
  onTarget: (target: Target) => void;
}) {
  const { t } = useTranslation();
  const school = useSchool();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const rows = entries.map((entry) => ({ entry, expanded: open.has(entry.id) }));

  if (phone) {
    return (
      <Stack
        gap="sm"
        component="ol"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        data-testid="audit-log"
      >
        {rows.map(({ entry, expanded }) => (
          <Paper
            key={entry.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            data-testid="audit-entry"
          >
            <Stack gap={4}>
              <EntryTime entry={entry} />
              <Text fw={600}>{auditActionLabel(t, entry, entry.target.params)}</Text>
              <Text size="sm">
                {t('schoolsettings_logs_by')} <EntryAuthor entry={entry} />
              </Text>
              <Text size="sm">
                {t('schoolsettings_logs_on', { target: auditTargetLabel(t, entry.target) })}
              </Text>
              <DetailsToggle entry={entry} expanded={expanded} onToggle={() => toggle(entry.id)} />
              {expanded && (
                <div id={`audit-details-${entry.id}`}>
                  <EntryDetails entry={entry} onTarget={onTarget} />
                </div>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table verticalSpacing="xs" data-testid="audit-log">
      <Table.Caption>{t('schoolsettings_logs_caption', { zone: school.time_zone })}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('schoolsettings_logs_when')}</Table.Th>
          <Table.Th scope="col">{t('schoolsettings_logs_who')}</Table.Th>
          <Table.Th scope="col">{t('schoolsettings_logs_what')}</Table.Th>
          <Table.Th scope="col">{t('schoolsettings_logs_target_column')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('schoolsettings_logs_details')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ entry, expanded }) => (
          <Fragment key={entry.id}>
            <Table.Tr data-testid="audit-entry">
              <Table.Td>
                <EntryTime entry={entry} />
              </Table.Td>
              <Table.Td>
                <EntryAuthor entry={entry} />
              </Table.Td>
              <Table.Th scope="row" fw={600}>
                {auditActionLabel(t, entry, entry.target.params)}
              </Table.Th>
              <Table.Td>{auditTargetLabel(t, entry.target)}</Table.Td>
              <Table.Td ta="right">
                <DetailsToggle
                  entry={entry}
                  expanded={expanded}
                  onToggle={() => toggle(entry.id)}
                />
              </Table.Td>
            </Table.Tr>
            {expanded && (
              <Table.Tr id={`audit-details-${entry.id}`}>
                <Table.Td colSpan={5} bg="var(--mantine-color-default-hover)">
                  <EntryDetails entry={entry} onTarget={onTarget} />
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function EntryTime({ entry }: { entry: AuditLogEntry }) {
  const { locale } = useRouteLocale();
  const school = useSchool();
  return (
    <Text component="time" dateTime={entry.created_at} size="sm" c="dimmed">
      {auditDateTime(entry.created_at, locale, school.time_zone)}
    </Text>
  );
}

function EntryAuthor({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  if (!entry.user) {
    return <>{t('schoolsettings_logs_deleted_user', { id: entry.user_id })}</>;
  }
  return (
    <Anchor component={Link} to={localizePath(`/profile/${entry.user.id}`, locale)} size="sm">
      {fullName(entry.user)}
    </Anchor>
  );
}

function DetailsToggle({
  entry,
  expanded,
  onToggle,
}: {
  entry: AuditLogEntry;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const Icon = expanded ? IconChevronUp : IconChevronDown;
  const shown = t('schoolsettings_logs_changes_count', { count: entry.changes_count });
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-controls={`audit-details-${entry.id}`}
      aria-label={t('schoolsettings_logs_details_named', {
        changes: shown,
        action: auditActionLabel(t, entry, entry.target.params),
        when: auditDateTime(entry.created_at, locale, school.time_zone),
      })}
      rightSection={<Icon aria-hidden="true" size={16} />}
    >
      {shown}
    </Button>
  );
}

function EntryDetails({
  entry,
  onTarget,
}: {
  entry: AuditLogEntry;
  onTarget: (target: Target) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <AuditChangesList entry={entry} />
      {entry.target.id !== null && (
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconHistory aria-hidden="true" size={16} />}
          onClick={() => onTarget(entry.target)}
        >
          {t('schoolsettings_logs_target_history', {
            target: auditTargetLabel(t, entry.target),
          })}
        </Button>
      )}
    </Stack>
  );
}
