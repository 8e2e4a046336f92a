import type { MemberAddInput } from '@alumni/domain';
import { memberAddSchema, requestableRoles, yearSelectorRange } from '@alumni/domain';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolRoleName } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { postMember, registrationListsKey } from '../registrationsApi.ts';

interface MemberValues {
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  graduation_year: string;
  degree: string;
  campus: string;
}

const EMPTY: MemberValues = {
  first_name: '',
  last_name: '',
  email: '',
  role: '',
  graduation_year: '',
  degree: '',
  campus: '',
};

const numberOrNull = (value: string) => (value === '' ? null : Number(value));

function toInput(values: MemberValues) {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    role: values.role === '' ? undefined : Number(values.role),
    graduation_year: numberOrNull(values.graduation_year),
    degree: numberOrNull(values.degree),
    campus: numberOrNull(values.campus),
  };
}

/**
 * Adding a member by hand (spec 1 §2 Registration "manual user add", spec 2 §6 "School admins
 * … can add users"): first and last name, e-mail, role, and optionally the year of arrival and
 * the degree; the campus is required where the school has campuses ('Merci de choisir un
 * centre', spec 1 §5). The member is created not activated and receives an invitation (an
 * activation link valid 7 days); an e-mail a member of the school already has is refused.
 */
export function MemberAddDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: EMPTY,
    ...schemaRules(locale, memberAddSchema({ campusRequired: school.has_campus }), toInput),
  });
  const add = useMutation({ mutationFn: postMember });
  const roles = useMemo(() => requestableRoles(school), [school]);
  const years = useMemo(() => yearSelectorRange(new Date()).reverse(), []);
  const degrees = useMemo(
    () => [...school.degrees].sort((a, b) => a.name.localeCompare(b.name)),
    [school.degrees],
  );
  const placeholder = { value: '', label: t('form_choose') };
  const field = (key: keyof MemberValues) => ({ name: key, ...form.getInputProps(key) });
  const close = () => {
    form.reset();
    add.reset();
    onClose();
  };
  const submit = form.onSubmit(
    (input: MemberAddInput) =>
      add.mutate(input, {
        onSuccess: (result) => {
          notifySuccess(result.detail);
          void queryClient.invalidateQueries({ queryKey: registrationListsKey });
          close();
        },
        onError: (error) => showApiError(form, error),
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('registrations_add_title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate aria-label={t('registrations_add_title')}>
        <Stack gap="md">
          <Text size="sm">{t('registrations_add_intro')}</Text>
          <FormErrorAlert errors={formErrorsOf(form)} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('field_first_name')}
              required
              {...field('first_name')}
              data-autofocus
            />
            <TextInput label={t('field_last_name')} required {...field('last_name')} />
          </SimpleGrid>
          <TextInput type="email" label={t('registrations_email')} required {...field('email')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label={t('field_role')}
              required
              data={[
                placeholder,
                ...roles.map((role) => ({
                  value: String(role.role),
                  label: schoolRoleName(role, locale),
                })),
              ]}
              {...field('role')}
            />
            <NativeSelect
              label={t('field_graduation_year')}
              data={[{ value: '', label: t('form_none') }, ...years.map((year) => String(year))]}
              {...field('graduation_year')}
            />
            {degrees.length > 0 && (
              <NativeSelect
                label={t('term_degree')}
                data={[
                  { value: '', label: t('form_none') },
                  ...degrees.map((degree) => ({ value: String(degree.id), label: degree.name })),
                ]}
                {...field('degree')}
              />
            )}
            {school.has_campus && (
              <NativeSelect
                label={t('term_campus')}
                required
                data={[
                  placeholder,
                  ...school.campuses.map((campus) => ({
                    value: String(campus.id),
                    label: campus.name,
                  })),
                ]}
                {...field('campus')}
              />
            )}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('form_cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('registrations_add_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
