import type { Me, PersonalDataInput } from '@alumni/domain';
import { personalDataSchema, SUMMARY_MAX } from '@alumni/domain';
import {
  Button,
  Group,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { currentUserKey, patchMe } from '../../../shared/viewer/api.ts';
import { countryOptions } from '../../../ui/countries.ts';
import { DateField } from '../../../ui/form/DateField.tsx';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { todayText } from '../../../ui/form/localDateTime.ts';
import { fieldError, formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { showNotification } from '../../../ui/notify.ts';

interface PersonalValues {
  civility: '' | 'M.' | 'Mme.';
  first_name: string;
  last_name: string;
  birth_name: string;
  date_birth: string;
  city: string;
  country: string;
  phone: string;
  summary: string;
}

function valuesOf(user: Me): PersonalValues {
  return {
    civility: user.civility === 'M.' || user.civility === 'Mme.' ? user.civility : '',
    first_name: user.first_name,
    last_name: user.last_name,
    birth_name: user.birth_name ?? '',
    date_birth: user.date_birth?.slice(0, 10) ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
    phone: user.phone ?? '',
    summary: user.summary ?? '',
  };
}

/**
 * Settings → Personal data (spec 1 §3 User, §5 Profile): identity, birth date, city, country,
 * phone and summary, checked with the domain's personal-data schema, saved with
 * `PATCH /api/users/me/`. The e-mail is shown, not edited.
 */
export function PersonalDataForm({ user }: { user: Me }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: valuesOf(user),
    ...schemaRules(locale, personalDataSchema({ today: new Date() }), (values: PersonalValues) => ({
      ...values,
      civility: values.civility === '' ? null : values.civility,
      date_birth: values.date_birth === '' ? null : values.date_birth,
    })),
  });
  const save = useMutation({ mutationFn: patchMe });
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const text = (key: keyof PersonalValues) => ({ name: key, ...form.getInputProps(key) });

  const submit = form.onSubmit(
    (input: PersonalDataInput) =>
      save.mutate(input, {
        onSuccess: (updated) => {
          queryClient.setQueryData(currentUserKey, updated);
          form.setValues(valuesOf(updated));
          showNotification({ color: 'green', message: t('settings_personal_saved') });
        },
        onError: (error) => showApiError(form, error),
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="settings-personal-heading">
      <Stack gap="md">
        <FormErrorAlert errors={formErrorsOf(form)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('field_civility')}
            data={[
              { value: '', label: t('civility_none') },
              { value: 'Mme.', label: t('civility_mme') },
              { value: 'M.', label: t('civility_m') },
            ]}
            {...text('civility')}
          />
          <TextInput
            label={t('login_email')}
            description={t('settings_email_readonly')}
            value={user.email}
            readOnly
            variant="filled"
          />
          <TextInput
            label={t('field_first_name')}
            autoComplete="given-name"
            required
            {...text('first_name')}
          />
          <TextInput
            label={t('field_last_name')}
            autoComplete="family-name"
            required
            {...text('last_name')}
          />
          <TextInput
            label={t('field_birth_name')}
            description={t('field_birth_name_hint')}
            {...text('birth_name')}
          />
          <DateField
            label={t('field_date_birth')}
            defaultLevel="decade"
            maxDate={todayText()}
            {...text('date_birth')}
          />
          <TextInput label={t('field_city')} autoComplete="address-level2" {...text('city')} />
          <Select
            label={t('field_country')}
            data={countries}
            searchable
            clearable
            nothingFoundMessage={t('form_nothing_found')}
            value={form.values.country || null}
            onChange={(value) => form.setFieldValue('country', value ?? '')}
            error={fieldError(form, 'country')}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput label={t('field_phone')} type="tel" autoComplete="tel" {...text('phone')} />
        </SimpleGrid>
        <Textarea
          label={t('field_summary')}
          description={t('form_characters', {
            count: form.values.summary.length,
            max: SUMMARY_MAX,
          })}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={SUMMARY_MAX}
          {...text('summary')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('form_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
