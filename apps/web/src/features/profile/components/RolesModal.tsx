import type { Profile, ProfileRole, RoleChoices } from '@alumni/domain';
import { newRoleRequestSchema, requestableRoles, roleChangeRequestSchema } from '@alumni/domain';
import {
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import {
  campusNameOf,
  degreeNameOf,
  roleNameOf,
  schoolRoleName,
} from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { deleteRole, postNewRole, postRoleChange } from '../api.ts';
import { integerOrNull } from '../profileModel.ts';
import type { RoleChoiceValues } from './RoleChoicesFields.tsx';
import { RoleChoicesFields } from './RoleChoicesFields.tsx';

const asValues = (role: RoleChoices): RoleChoiceValues => ({
  graduation_year: role.graduation_year == null ? '' : String(role.graduation_year),
  degree: role.degree == null ? '' : String(role.degree),
  campus: role.campus == null ? '' : String(role.campus),
});
const asChoices = (values: RoleChoiceValues) => ({
  graduation_year: integerOrNull(values.graduation_year) ?? undefined,
  degree: integerOrNull(values.degree),
  campus: integerOrNull(values.campus),
});

function useChoiceRules() {
  const school = useSchool();
  return { campusRequired: school.has_campus, degreeRequired: school.degrees.length > 0 };
}

function ChangeRequestForm({
  profile,
  role,
  onDone,
  onCancel,
}: {
  profile: Profile;
  role: ProfileRole;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const rules = useChoiceRules();
  const form = useForm({
    initialValues: asValues(role),
    ...schemaRules(locale, roleChangeRequestSchema({ today: new Date(), ...rules }), asChoices),
  });
  const send = useMutation({
    mutationFn: (input: Parameters<typeof postRoleChange>[2]) =>
      postRoleChange(profile.id, role.id, input),
  });
  const submit = form.onSubmit(
    (input) => {
      send.mutate(input, {
        onSuccess: () => {
          notifySuccess(t('profile_role_change_sent'));
          onDone();
        },
        onError: (error) => showApiError(form, error),
      });
    },
    (errors, _values, event) => focusFirstError(form, errors, event),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrorAlert errors={formErrorsOf(form)} />
        <RoleChoicesFields inputProps={(key) => form.getInputProps(key)} />
        <Group justify="flex-end">
          <Button variant="default" size="xs" onClick={onCancel}>
            {t('form_cancel')}
          </Button>
          <Button type="submit" size="xs" loading={send.isPending}>
            {t('profile_role_change_send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NewRoleForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const rules = useChoiceRules();
  const form = useForm({
    initialValues: { role: '', graduation_year: '', degree: '', campus: '' },
    ...schemaRules(
      locale,
      newRoleRequestSchema({ today: new Date(), ...rules }),
      (values: RoleChoiceValues & { role: string }) => ({
        role: integerOrNull(values.role) ?? undefined,
        ...asChoices(values),
      }),
    ),
  });
  const send = useMutation({ mutationFn: postNewRole });
  const submit = form.onSubmit(
    (input) =>
      send.mutate(input, {
        onSuccess: (answer) => {
          notifySuccess(answer.detail);
          form.setValues({ role: '', graduation_year: '', degree: '', campus: '' });
          onDone();
        },
        onError: (error) => showApiError(form, error),
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="new-role-heading">
      <Stack gap="sm">
        <Title order={3} size="h5" id="new-role-heading">
          {t('profile_role_new_heading')}
        </Title>
        <FormErrorAlert errors={formErrorsOf(form)} />
        <NativeSelect
          label={t('field_role')}
          required
          name="role"
          data={[
            { value: '', label: t('form_choose') },
            ...requestableRoles(school).map((r) => ({
              value: String(r.role),
              label: schoolRoleName(r, locale),
            })),
          ]}
          {...form.getInputProps('role')}
        />
        <RoleChoicesFields inputProps={(key) => form.getInputProps(key)} />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={send.isPending}>
            {t('profile_role_new_send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The roles modal (spec 1 §2 Profile, §3 User role, §4 "Role change request: pending, then
 * accepted or refused", "Deleting a role also detaches the current education"): each role
 * of this school with its degree, year and campus; ask for a change (then "pending"),
 * delete a role after confirming, or ask for a new role (the new-role questionnaire). A
 * school admin (`mode` 'admin') sees the member's roles and may only delete them: change and
 * new-role requests are the member's own.
 */
export function RolesModal({
  profile,
  mode,
  opened,
  onClose,
  onChanged,
}: {
  profile: Profile;
  mode: 'owner' | 'admin';
  opened: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const [changing, setChanging] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ProfileRole | null>(null);
  const remove = useMutation({
    mutationFn: (role: ProfileRole) => deleteRole(profile.id, role.id),
    onSuccess: () => {
      notifySuccess(t('profile_role_deleted'));
      setDeleting(null);
      onChanged();
    },
    onError: (error) => notifyError(error),
  });
  const describe = (choices: RoleChoices) =>
    [
      choices.graduation_year ? String(choices.graduation_year) : null,
      degreeNameOf(school, choices.degree),
      campusNameOf(school, choices.campus),
    ]
      .filter(Boolean)
      .join(' · ') || '–';

  return (
    <>
      <Modal
        opened={opened && deleting === null}
        onClose={onClose}
        title={t(mode === 'owner' ? 'profile_roles_title' : 'profile_roles_title_admin')}
        closeButtonProps={{ 'aria-label': t('close') }}
        size="lg"
      >
        <Stack gap="md">
          <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {profile.roles.map((role) => {
              const name = roleNameOf(school, role.role, locale);
              return (
                <li key={role.id} data-testid="profile-roles-item">
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="wrap">
                      <Stack gap={0}>
                        <Group gap="xs">
                          <Text fw={700}>{name}</Text>
                          {role.has_pending_change && (
                            <Badge size="sm" variant="light" color="orange.9">
                              {t('profile_role_change_pending')}
                            </Badge>
                          )}
                          {!role.is_active && (
                            <Badge size="sm" variant="light" color="gray.8">
                              {t('profile_role_inactive')}
                            </Badge>
                          )}
                        </Group>
                        <Text size="sm">{describe(role)}</Text>
                        {role.pending_change && (
                          <Text size="sm" fs="italic">
                            {t('profile_role_change_requested', {
                              values: describe(role.pending_change),
                            })}
                          </Text>
                        )}
                      </Stack>
                      <Group gap="xs">
                        {mode === 'owner' && !role.has_pending_change && changing !== role.id && (
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => setChanging(role.id)}
                            aria-label={t('profile_role_change_named', { role: name })}
                          >
                            {t('profile_role_change')}
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="default"
                          color="red.8"
                          onClick={() => setDeleting(role)}
                          aria-label={t('profile_role_delete_named', { role: name })}
                        >
                          {t('profile_delete')}
                        </Button>
                      </Group>
                    </Group>
                    {changing === role.id && (
                      <ChangeRequestForm
                        profile={profile}
                        role={role}
                        onCancel={() => setChanging(null)}
                        onDone={() => {
                          setChanging(null);
                          onChanged();
                        }}
                      />
                    )}
                  </Stack>
                </li>
              );
            })}
          </Stack>
          {mode === 'owner' && (
            <>
              <Divider />
              <NewRoleForm onDone={onChanged} />
            </>
          )}
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('profile_role_delete_title')}
        message={t('profile_role_delete_confirm', {
          role: deleting ? roleNameOf(school, deleting.role, locale) : '',
        })}
        confirmLabel={t('profile_delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
