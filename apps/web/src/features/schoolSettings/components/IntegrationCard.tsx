import type { Integration } from '@alumni/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPlugConnected } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { campusNameOf, degreeNameOf, roleNameOf } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import {
  deleteIntegration,
  integrationsKey,
  testIntegration,
  testOutcome,
} from '../../integrations/index.ts';
import { IntegrationForm } from './IntegrationForm.tsx';
import { RowActions } from './RowActions.tsx';

/**
 * One integration of School settings → integrations: its name, whether it is enabled and has
 * a token, its address, whom it concerns, its mappings, then "Test the connection" (what the
 * address answered, in words, announced) and edit (the form in its place) or delete.
 */
export function IntegrationCard({ integration }: { integration: Integration }) {
  const { t } = useTranslation();
  const school = useSchool();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const { name } = integration;
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="integration-card">
      {editing ? (
        <IntegrationForm integration={integration} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={3} size="h4">
              {name}
            </Title>
            <Group gap={6}>
              <Badge color={integration.enabled ? 'teal' : 'gray'} variant="light">
                {integration.enabled
                  ? t('integrations_state_enabled')
                  : t('integrations_state_disabled')}
              </Badge>
              <Badge color={integration.has_token ? 'blue' : 'gray'} variant="light">
                {integration.has_token
                  ? t('integrations_state_token')
                  : t('integrations_state_no_token')}
              </Badge>
            </Group>
          </Group>
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {integration.base_url}
          </Text>
          <Audience integration={integration} />
          <Text size="sm">
            {integration.mappings.length === 0
              ? t('integrations_mappings_none')
              : t('integrations_mappings_summary', {
                  count: integration.mappings.length,
                  list: integration.mappings
                    .map((m) => `${t(`integrations_field_${m.source}`)} → ${m.target}`)
                    .join(', '),
                })}
          </Text>
          <Group justify="space-between" align="flex-start" gap="xs" mt={4}>
            <ConnectionTest integration={integration} />
            <RowActions
              editLabel={t('integrations_edit')}
              editName={t('integrations_edit_named', { name })}
              deleteName={t('integrations_delete_named', { name })}
              deleteTitle={t('integrations_delete_title', { name })}
              deleteMessage={t('integrations_delete_message')}
              onEdit={() => setEditing(true)}
              remove={() => deleteIntegration(school.id, integration.id)}
              removed={t('integrations_deleted', { name })}
              onRemoved={() =>
                void queryClient.invalidateQueries({ queryKey: integrationsKey(school.id) })
              }
            />
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

/** Whom the integration concerns: every member, or its filters named as the school names them. */
function Audience({ integration }: { integration: Integration }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const parts = [
    [
      t('integrations_filter_roles'),
      integration.filter_roles.map((c) => roleNameOf(school, c, locale)),
    ],
    [
      t('term_degrees'),
      integration.filter_degrees.map((id) => degreeNameOf(school, id) ?? String(id)),
    ],
    [
      t('term_campuses'),
      integration.filter_campuses.map((id) => campusNameOf(school, id) ?? String(id)),
    ],
    [t('integrations_filter_years'), integration.filter_years.map(String)],
  ] as const;
  const set = parts.filter(([, values]) => values.length > 0);
  return (
    <Text size="sm">
      {set.length === 0
        ? t('integrations_concerns_all')
        : t('integrations_concerns_some', {
            filters: set
              .map(([label, values]) =>
                t('integrations_filter_part', { label, values: values.join(', ') }),
              )
              .join(' · '),
          })}
    </Text>
  );
}

/** "Test the connection" and what came of it, in words, announced once it is there. */
function ConnectionTest({ integration }: { integration: Integration }) {
  const { t } = useTranslation();
  const school = useSchool();
  const test = useMutation({
    mutationFn: () => testIntegration(school.id, integration.id),
    onError: (error) => void notifyError(error),
  });
  const outcome = test.data ? testOutcome(test.data) : null;
  return (
    <Stack gap={6} style={{ flex: '1 1 16rem' }}>
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlugConnected size={16} aria-hidden="true" />}
          loading={test.isPending}
          aria-label={t('integrations_test_named', { name: integration.name })}
          onClick={() => test.mutate()}
        >
          {t('integrations_test')}
        </Button>
      </Group>
      <div role="status" aria-live="polite" data-testid="integration-test-result">
        {outcome && !test.isPending && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            {outcome.ok ? (
              <IconCircleCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden="true" />
            ) : (
              <IconAlertTriangle size={18} color="var(--mantine-color-red-8)" aria-hidden="true" />
            )}
            <Text size="sm" c={outcome.ok ? 'teal.9' : 'red.9'}>
              {t(outcome.key, outcome.values)}
            </Text>
          </Group>
        )}
      </div>
    </Stack>
  );
}
