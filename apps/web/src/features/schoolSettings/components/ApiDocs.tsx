import { Accordion, Anchor, Badge, Code, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { curlExample, type DocOperation, keyReadOperations, operationCount } from '../apiDocs.ts';
import { fetchOpenApi, OPENAPI_JSON_URL, OPENAPI_UI_URL, openApiKey } from '../apiKeysApi.ts';

/**
 * The school's API (issue 31 item 9 "the docs page shows the school's API"): the read
 * operations a key may call, from the OpenAPI document the server serves, one panel per tag,
 * each operation with its method, path, summary, parameters and a curl example on this
 * school's address; links to the full document and its interactive reference.
 */
export function ApiDocs() {
  const { t } = useTranslation();
  const document = useQuery({
    queryKey: openApiKey,
    queryFn: ({ signal }) => fetchOpenApi(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessClientError,
  });
  const groups = useMemo(() => keyReadOperations(document.data), [document.data]);
  const origin = window.location.origin;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('schoolsettings_api_docs_intro')}</Text>
      <Code block>{'Authorization: Bearer alk_…'}</Code>
      <Text size="sm">{t('schoolsettings_api_docs_english')}</Text>
      <Group gap="md">
        <Anchor href={OPENAPI_JSON_URL} target="_blank" size="sm">
          {t('schoolsettings_api_docs_json')}
        </Anchor>
        <Anchor href={OPENAPI_UI_URL} target="_blank" size="sm">
          {t('schoolsettings_api_docs_ui')}
        </Anchor>
      </Group>
      {document.isPending ? (
        <PageLoader />
      ) : document.isError ? (
        <LoadError onRetry={() => void document.refetch()} />
      ) : (
        <>
          <Text size="sm" fw={600} data-testid="api-docs-count">
            {t('schoolsettings_api_docs_count', { count: operationCount(groups) })}
          </Text>
          <Accordion multiple variant="separated" data-testid="api-docs">
            {groups.map((group) => (
              <Accordion.Item key={group.tag} value={group.tag}>
                <Accordion.Control>
                  <Group gap="xs">
                    <Text fw={600}>{group.tag}</Text>
                    <Badge variant="light" color="gray" aria-hidden="true">
                      {group.operations.length}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="lg">
                    {group.operations.map((operation) => (
                      <OperationDoc key={operation.id} operation={operation} origin={origin} />
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </>
      )}
    </Stack>
  );
}

/** One operation: method and path, summary, parameters, curl example. */
function OperationDoc({ operation, origin }: { operation: DocOperation; origin: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid="api-doc-operation">
      <Group gap="xs" wrap="nowrap" align="baseline">
        <Badge color="teal.9" variant="filled" radius="sm">
          {operation.method}
        </Badge>
        <Code style={{ overflowWrap: 'anywhere' }}>{operation.path}</Code>
      </Group>
      {operation.summary && <Text size="sm">{operation.summary}</Text>}
      {operation.parameters.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
          <Table withTableBorder verticalSpacing={4} fz="sm">
            <Table.Caption>{t('schoolsettings_api_docs_parameters')}</Table.Caption>
            <Table.Tbody>
              {operation.parameters.map((parameter) => (
                <Table.Tr key={`${parameter.in}-${parameter.name}`}>
                  <Table.Th scope="row" fw={400}>
                    <Code>{parameter.name}</Code>
                  </Table.Th>
                  <Table.Td>
                    {parameter.in === 'path'
                      ? t('schoolsettings_api_docs_in_path')
                      : t('schoolsettings_api_docs_in_query')}
                    {parameter.required && `, ${t('schoolsettings_api_docs_required')}`}
                  </Table.Td>
                  <Table.Td>
                    <Code>{parameter.type}</Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed">
        {t('schoolsettings_api_docs_example')}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {curlExample(origin, operation)}
      </Code>
    </Stack>
  );
}
