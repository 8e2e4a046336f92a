import { type DuplicatePair, fullName } from '@alumni/domain';
import { Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { duplicatesKey, fetchDuplicates } from '../api.ts';
import { MergeDialog } from './MergeDialog.tsx';

/**
 * School settings → duplicate users (issue 34 item 5; spec 1 §2 school settings "duplicate
 * users"): the pairs of members that look like one person (same e-mail once its variants are
 * set aside, same name and birth date, same external reference), each with why, and a merge
 * screen per pair. Super users may look at every school's accounts (the identity merge).
 */
export function DuplicatesSection() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [across, setAcross] = useState(false);
  const [merging, setMerging] = useState<DuplicatePair | null>(null);
  const list = useQuery({
    queryKey: duplicatesKey(across),
    queryFn: ({ signal }) => fetchDuplicates(across, signal),
    retry: retryUnlessClientError,
  });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('duplicates_intro')}
      </Text>
      {viewer.user?.is_superuser && (
        <Switch
          checked={across}
          onChange={(event) => setAcross(event.currentTarget.checked)}
          label={t('duplicates_across_schools')}
        />
      )}
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <LoadError inline onRetry={() => void list.refetch()} />
      ) : list.data.results.length === 0 ? (
        <Text>{t('duplicates_none')}</Text>
      ) : (
        <Stack gap="sm" data-testid="duplicate-pairs">
          <Text size="sm">{t('duplicates_count', { count: list.data.results.length })}</Text>
          {list.data.results.map((pair) => (
            <Card key={pair.users.map((u) => u.id).join('-')} withBorder padding="sm">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2}>
                  {pair.users.map((user) => (
                    <Text key={user.id} size="sm">
                      <Text span fw={600}>
                        {fullName(user)}
                      </Text>{' '}
                      · {user.email}
                      {across && user.schools.length > 0 && (
                        <Text span c="dimmed">
                          {' '}
                          · {user.schools.map((s) => s.name).join(', ')}
                        </Text>
                      )}
                    </Text>
                  ))}
                  <Group gap={4}>
                    {pair.reasons.map((reason) => (
                      <Badge key={reason} variant="light" size="sm">
                        {t(`duplicates_reason_${reason}`)}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
                <Button
                  variant="light"
                  onClick={() => setMerging(pair)}
                  aria-label={t('duplicates_merge_pair', {
                    a: fullName(pair.users[0]),
                    b: fullName(pair.users[1]),
                  })}
                >
                  {t('duplicates_merge')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {merging && (
        <MergeDialog pair={merging} acrossSchools={across} onClose={() => setMerging(null)} />
      )}
    </Stack>
  );
}
