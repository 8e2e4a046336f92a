import {
  API_KEY_NAME_MAX,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyValues,
  apiKeySchema,
  fullName,
  type UserSummary,
} from '@alumni/domain';
import {
  Alert,
  Button,
  CopyButton,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { formatDateTime } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { confirmDecision } from '../../../ui/confirmDecision.tsx';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { apiKeysKey, createApiKey, fetchApiKeys, revokeApiKey } from '../apiKeysApi.ts';
import { ApiDocs } from './ApiDocs.tsx';
import { MemberPicker } from './MemberPicker.tsx';

/** The form's values: the owner picked (a user id) and the name as typed. */
type Values = { owner: number | null; name: string };

/**
 * School settings → API key and docs (issue 31 item 9; spec 1 §2 Settings "API key and docs",
 * §3 "API key with owner", §5 "API key owner required"): the school's keys (their public
 * prefix, name, owner, creation and last use) with Revoke after a question; a form creating a
 * key for a member (the admin by default, another picked by name); the new key shown once, to
 * copy; and the school's API, the reads a key may call (ApiDocs).
 */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const school = useSchool();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const keys = useQuery({
    queryKey: apiKeysKey(school.id),
    queryFn: ({ signal }) => fetchApiKeys(school.id, signal),
  });
  return (
    <Stack gap="lg" maw={960}>
      <Text size="sm">{t('schoolsettings_api_intro')}</Text>
      {created ? (
        <NewKey created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateKeyForm onCreated={setCreated} />
      )}
      {keys.isPending ? (
        <PageLoader />
      ) : keys.isError ? (
        <LoadError onRetry={() => void keys.refetch()} />
      ) : (
        <KeyList keys={keys.data} />
      )}
      <Stack gap="sm" component="section" aria-labelledby="api-docs-heading">
        <Title order={3} id="api-docs-heading">
          {t('schoolsettings_api_docs_title')}
        </Title>
        <ApiDocs />
      </Stack>
    </Stack>
  );
}

/** The key's name, or "Unnamed key". */
function useKeyName() {
  const { t } = useTranslation();
  return (key: ApiKey) => key.name || t('schoolsettings_api_unnamed');
}

/** Creates a key: its owner (the admin by default, required), then an optional name. */
function CreateKeyForm({ onCreated }: { onCreated: (key: ApiKeyCreated) => void }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const { user } = useViewer();
  const queryClient = useQueryClient();
  const rules = schemaRules<Values, ApiKeyValues>(locale, apiKeySchema);
  const form = useForm<Values>({
    initialValues: { owner: user?.id ?? null, name: '' },
    validate: rules.validate,
  });
  const me = useMemo<UserSummary[]>(
    () =>
      user
        ? [{ id: user.id, first_name: user.first_name, last_name: user.last_name, picture: null }]
        : [],
    [user],
  );
  const unknownLabel = useCallback(
    (id: number) => t('schoolsettings_api_owner_unknown', { id }),
    [t],
  );
  const create = useMutation({
    mutationFn: (values: Values) => createApiKey(school.id, rules.transformValues(values)),
    onSuccess: (key) => {
      form.reset();
      void queryClient.invalidateQueries({ queryKey: apiKeysKey(school.id) });
      notifySuccess(t('schoolsettings_api_added'));
      onCreated(key);
    },
    onError: (error) => showApiError(form, error),
  });
  return (
    <form
      noValidate
      data-testid="api-key-form"
      onSubmit={form.onSubmit(
        (values) => create.mutate(values),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Fieldset legend={t('schoolsettings_api_new')}>
        <Stack gap="sm">
          <FormErrorAlert errors={formErrorsOf(form)} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <MemberPicker
              label={t('schoolsettings_api_owner')}
              placeholder={t('schoolsettings_api_owner_placeholder')}
              value={form.values.owner ?? undefined}
              people={me}
              onChange={(owner) => form.setFieldValue('owner', owner ?? null)}
              unknownLabel={unknownLabel}
              nothingFound={t('schoolsettings_api_nothing_found')}
              required
              error={form.errors.owner as string | undefined}
              testId="api-key-owner"
            />
            <TextInput
              label={t('schoolsettings_api_name')}
              description={t('schoolsettings_api_name_help')}
              maxLength={API_KEY_NAME_MAX}
              autoComplete="off"
              data-testid="api-key-name"
              {...form.getInputProps('name')}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('schoolsettings_api_owner_help')}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('schoolsettings_api_create')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

/** The key just created, shown this once with a copy button and the warning. */
function NewKey({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" size={20} />}
      title={t('schoolsettings_api_created_title')}
      // The theme's yellow is too light for text on its light background: the title in the text's.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="api-key-created"
    >
      <Stack gap="sm">
        <Text size="sm">{t('schoolsettings_api_created_warning')}</Text>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('schoolsettings_api_key_label', { owner: fullName(created.owner) })}
            value={created.key}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flexGrow: 1 }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="api-key-value"
          />
          <CopyButton value={created.key}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                onClick={copy}
                leftSection={
                  copied ? (
                    <IconCheck aria-hidden="true" size={16} />
                  ) : (
                    <IconCopy aria-hidden="true" size={16} />
                  )
                }
              >
                {copied ? t('schoolsettings_api_copied') : t('schoolsettings_api_copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('schoolsettings_api_dismiss')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The school's live keys, newest first. */
function KeyList({ keys }: { keys: ApiKey[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text role="status" aria-live="polite" size="sm" fw={600} data-testid="api-key-count">
        {t('schoolsettings_api_count', { count: keys.length })}
      </Text>
      {keys.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" data-testid="api-key-list">
            <Table.Caption>{t('schoolsettings_api_caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('schoolsettings_api_col_key')}</Table.Th>
                <Table.Th scope="col">{t('schoolsettings_api_col_owner')}</Table.Th>
                <Table.Th scope="col">{t('schoolsettings_api_col_created')}</Table.Th>
                <Table.Th scope="col">{t('schoolsettings_api_col_last_use')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('schoolsettings_api_col_actions')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.map((key) => (
                <KeyRow key={key.id} apiKey={key} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const name = useKeyName()(apiKey);
  const revoke = useMutation({
    mutationFn: () => revokeApiKey(school.id, apiKey.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: apiKeysKey(school.id) });
      notifySuccess(t('schoolsettings_api_revoked', { name }));
    },
    onError: (error) => void notifyError(error),
  });
  const askRevoke = () =>
    confirmDecision(
      {
        title: t('schoolsettings_api_revoke_title', { name }),
        message: t('schoolsettings_api_revoke_message'),
        confirmLabel: t('schoolsettings_api_revoke'),
      },
      { cancel: t('form_cancel'), close: t('close') },
      () => revoke.mutate(),
    );
  return (
    <Table.Tr data-testid="api-key-row">
      <Table.Th scope="row" fw={400}>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {name}
          </Text>
          <Text size="sm" ff="monospace" c="dimmed">
            {apiKey.prefix}…
          </Text>
        </Stack>
      </Table.Th>
      <Table.Td>{fullName(apiKey.owner)}</Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(apiKey.created_at, locale, 'short')}</Text>
        {apiKey.created_by && (
          <Text size="xs" c="dimmed">
            {t('schoolsettings_api_created_by', { name: fullName(apiKey.created_by) })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {apiKey.last_used_at
          ? formatDateTime(apiKey.last_used_at, locale, 'short')
          : t('schoolsettings_api_never_used')}
      </Table.Td>
      <Table.Td ta="right">
        <Button
          size="xs"
          variant="default"
          color="red"
          loading={revoke.isPending}
          aria-label={t('schoolsettings_api_revoke_named', { name })}
          onClick={() => void askRevoke()}
        >
          {t('schoolsettings_api_revoke')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
