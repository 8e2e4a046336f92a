import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { fetchIntegrations, integrationsKey } from '../../integrations/index.ts';
import { IntegrationCard } from './IntegrationCard.tsx';
import { IntegrationForm } from './IntegrationForm.tsx';

/**
 * School settings → integrations (issue 31 item 9; spec 1 §2 Settings "integrations", §3
 * "Integration: base URL, API token, filters, mappings"): the school's integrations, each with
 * its address, whether it is enabled and has a token, whom it concerns and its mappings, a
 * "test connection" button saying what the address answered, edit and delete; and the form to
 * add one. The token is never shown: the API only says whether one is saved.
 */
export function IntegrationsSection() {
  const { t } = useTranslation();
  const school = useSchool();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = useQuery({
    queryKey: integrationsKey(school.id),
    queryFn: ({ signal }) => fetchIntegrations(school.id, signal),
  });
  const closeForm = () => {
    setAdding(false);
    requestAnimationFrame(() => addButton.current?.focus());
  };
  return (
    <Stack gap="lg" maw={860}>
      <Text size="sm">{t('integrations_intro')}</Text>
      {adding ? (
        <IntegrationForm integration={null} onDone={closeForm} />
      ) : (
        <Group>
          <Button
            ref={addButton}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setAdding(true)}
          >
            {t('integrations_add')}
          </Button>
        </Group>
      )}
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Text role="status" aria-live="polite" size="sm" fw={600} data-testid="integration-count">
            {t('integrations_count', { count: list.data.length })}
          </Text>
          {list.data.length > 0 && (
            <Stack
              component="ul"
              gap="md"
              aria-label={t('integrations_list')}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              data-testid="integration-list"
            >
              {list.data.map((integration) => (
                <IntegrationCard key={integration.id} integration={integration} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
