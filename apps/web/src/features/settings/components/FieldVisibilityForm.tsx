import type { FieldVisibility, FieldVisibilityBody, VisibilityField } from '@alumni/domain';
import { FIELD_VISIBILITIES, VISIBILITY_FIELDS } from '@alumni/domain';
import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import {
  fetchFieldVisibility,
  fieldVisibilityKey,
  patchFieldVisibility,
} from '../personalDataApi.ts';

const FIELD_LABELS: Record<VisibilityField, string> = {
  phone: 'field_phone',
  email: 'login_email',
  date_birth: 'field_date_birth',
  city: 'field_city',
};

/**
 * Who sees the member's phone, e-mail, birth date and city (issue 34 item 6): one choice per
 * field (everyone who sees my profile, the school's members, nobody), saved as it changes. The
 * school's admins see them whatever the choice, as the hint says.
 */
export function FieldVisibilityForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: fieldVisibilityKey,
    queryFn: ({ signal }) => fetchFieldVisibility(signal),
  });
  const save = useMutation({
    mutationFn: patchFieldVisibility,
    onSuccess: (saved: FieldVisibilityBody) => {
      queryClient.setQueryData(fieldVisibilityKey, saved);
      notifySuccess(t('personal_data_visibility_saved'));
    },
    onError: (error) => void notifyError(error),
  });
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const values = query.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('personal_data_visibility_hint')}
      </Text>
      {/* The personal data form above has fields of the same names: the group names what
          these set, read with each of them. */}
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        role="group"
        aria-label={t('personal_data_visibility_heading')}
      >
        {VISIBILITY_FIELDS.map((field) => (
          <NativeSelect
            key={field}
            label={t(FIELD_LABELS[field])}
            name={`visibility-${field}`}
            disabled={!values || save.isPending}
            value={values?.[field] ?? ''}
            data={FIELD_VISIBILITIES.map((v) => ({
              value: v,
              label: t(`personal_data_visibility_${v}`),
            }))}
            onChange={(event) =>
              save.mutate({ [field]: event.currentTarget.value as FieldVisibility })
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
