import {
  CAMPUS_NAME_MAX,
  type CampusAdmin,
  type CampusInput,
  campusSchema,
  type SchoolDetails,
} from '@alumni/domain';
import { Button, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolDetailsKey } from '../../../shared/school/api.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import {
  campusesKey,
  createCampus,
  deleteCampus,
  fetchCampuses,
  renameCampus,
} from '../campusesApi.ts';
import { useSchoolPatchForm } from '../hooks/useSchoolPatchForm.ts';
import { RowActions } from './RowActions.tsx';

/**
 * School settings → campuses (spec 1 §3 Campus, School flag `has_campus`; spec 2 §6 "School
 * admins … manage … degrees and campuses"; "centres" in the certificate wording): whether
 * registrants choose a campus, and the school's campuses with their members, added, renamed
 * and deleted when nobody uses them (the API answers why not). Each change fetches the
 * school's details again: the directory's filters and the registration form read them.
 */
export function CampusesSection() {
  const school = useSchool();
  return (
    <Stack gap="xl" maw={720}>
      <CampusFlagForm key={school.id} school={school} />
      <CampusList schoolId={school.id} />
    </Stack>
  );
}

/** `has_campus`, saved with `PATCH /api/schools/{id}/`. */
function CampusFlagForm({ school }: { school: SchoolDetails }) {
  const { t } = useTranslation();
  const { form, onSubmit, saving } = useSchoolPatchForm({
    initialValues: { has_campus: school.has_campus },
    saved: 'schoolsettings_campuses_flag_saved',
  });
  return (
    <form noValidate data-testid="campus-flag-form" onSubmit={onSubmit}>
      <Group align="flex-end" justify="space-between" gap="md">
        <Checkbox
          label={t('schoolsettings_campuses_has_campus')}
          description={t('schoolsettings_campuses_has_campus_help')}
          {...form.getInputProps('has_campus', { type: 'checkbox' })}
        />
        <Button type="submit" variant="default" loading={saving}>
          {t('schoolsettings_info_save')}
        </Button>
      </Group>
    </form>
  );
}

/** What every change of the list refreshes: the list itself and the school's details. */
function useCampusesChanged(schoolId: number) {
  const queryClient = useQueryClient();
  const school = useSchool();
  return () => {
    void queryClient.invalidateQueries({ queryKey: campusesKey(schoolId) });
    void queryClient.invalidateQueries({ queryKey: schoolDetailsKey(school.subdomain) });
  };
}

function CampusList({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const campuses = useQuery({
    queryKey: campusesKey(schoolId),
    queryFn: ({ signal }) => fetchCampuses(schoolId, signal),
  });
  return (
    <Stack gap="md">
      <Text size="sm">{t('schoolsettings_campuses_intro')}</Text>
      <AddCampusForm schoolId={schoolId} />
      {campuses.isPending ? (
        <PageLoader />
      ) : campuses.isError ? (
        <LoadError onRetry={() => void campuses.refetch()} />
      ) : (
        <>
          <Text role="status" aria-live="polite" size="sm" fw={600} data-testid="campus-count">
            {t('schoolsettings_campuses_count', { count: campuses.data.length })}
          </Text>
          {campuses.data.length > 0 && (
            <Table.ScrollContainer minWidth={520}>
              <Table striped verticalSpacing="xs" data-testid="campus-list">
                <Table.Caption>{t('schoolsettings_campuses_caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('schoolsettings_campuses_name')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('schoolsettings_degrees_members')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('schoolsettings_campuses_actions')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {campuses.data.map((campus) => (
                    <CampusRow key={campus.id} schoolId={schoolId} campus={campus} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
    </Stack>
  );
}

/** A name form's values and rules (the domain's campusSchema), shared by adding and renaming. */
function useCampusNameForm(name: string) {
  const { locale } = useRouteLocale();
  const rules = schemaRules(locale, campusSchema);
  const form = useForm<CampusInput>({ initialValues: { name }, validate: rules.validate });
  return { form, toBody: rules.transformValues };
}

function AddCampusForm({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const { form, toBody } = useCampusNameForm('');
  const changed = useCampusesChanged(schoolId);
  const add = useMutation({
    mutationFn: (values: CampusInput) => createCampus(schoolId, toBody(values)),
    onSuccess: (campus) => {
      form.reset();
      changed();
      notifySuccess(t('schoolsettings_campuses_added', { name: campus.name }));
    },
    onError: (error) => showApiError(form, error),
  });
  return (
    <form
      noValidate
      data-testid="campus-add-form"
      onSubmit={form.onSubmit(
        (values) => add.mutate(values),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Stack gap="xs">
        <FormErrorAlert errors={formErrorsOf(form)} />
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('schoolsettings_campuses_new')}
            maxLength={CAMPUS_NAME_MAX}
            withAsterisk
            style={{ flex: '1 1 16rem' }}
            {...form.getInputProps('name')}
          />
          <Button type="submit" mt={25} loading={add.isPending}>
            {t('schoolsettings_campuses_add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CampusRow({ schoolId, campus }: { schoolId: number; campus: CampusAdmin }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const changed = useCampusesChanged(schoolId);
  return (
    <Table.Tr data-testid="campus-row">
      {editing ? (
        <Table.Td colSpan={3}>
          <RenameCampusForm schoolId={schoolId} campus={campus} onDone={() => setEditing(false)} />
        </Table.Td>
      ) : (
        <>
          <Table.Th scope="row" fw={600}>
            {campus.name}
          </Table.Th>
          <Table.Td ta="right">{campus.user_count}</Table.Td>
          <Table.Td>
            <RowActions
              editLabel={t('schoolsettings_campuses_rename')}
              editName={t('schoolsettings_campuses_rename_named', { name: campus.name })}
              deleteName={t('schoolsettings_campuses_delete_named', { name: campus.name })}
              deleteTitle={t('schoolsettings_campuses_delete_title', { name: campus.name })}
              onEdit={() => setEditing(true)}
              remove={() => deleteCampus(schoolId, campus.id)}
              removed={t('schoolsettings_campuses_deleted', { name: campus.name })}
              onRemoved={changed}
              inUse={
                campus.user_count > 0
                  ? t('schoolsettings_campuses_in_use', { count: campus.user_count })
                  : undefined
              }
            />
          </Table.Td>
        </>
      )}
    </Table.Tr>
  );
}

function RenameCampusForm({
  schoolId,
  campus,
  onDone,
}: {
  schoolId: number;
  campus: CampusAdmin;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { form, toBody } = useCampusNameForm(campus.name);
  const changed = useCampusesChanged(schoolId);
  const rename = useMutation({
    mutationFn: (values: CampusInput) => renameCampus(schoolId, campus.id, toBody(values)),
    onSuccess: (saved) => {
      changed();
      notifySuccess(t('schoolsettings_campuses_renamed', { name: saved.name }));
      onDone();
    },
    onError: (error) => showApiError(form, error),
  });
  return (
    <form
      noValidate
      data-testid="campus-rename-form"
      onSubmit={form.onSubmit(
        (values) => rename.mutate(values),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('schoolsettings_campuses_rename_label', { name: campus.name })}
          maxLength={CAMPUS_NAME_MAX}
          withAsterisk
          data-autofocus
          autoFocus
          style={{ flex: '1 1 16rem' }}
          {...form.getInputProps('name')}
        />
        <Group gap="xs" mt={25}>
          <Button type="submit" size="sm" loading={rename.isPending}>
            {t('schoolsettings_info_save')}
          </Button>
          <Button type="button" size="sm" variant="default" onClick={onDone}>
            {t('form_cancel')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
