import {
  ROLE,
  ROLE_NAME_MAX,
  type RoleSettings,
  type RoleSettingsPatch,
  roleSettingsPatchSchema,
} from '@alumni/domain';
import {
  Button,
  Checkbox,
  ColorInput,
  Fieldset,
  Group,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolDetailsKey } from '../../../shared/school/api.ts';
import { schoolRoleName } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { patchRoleSettings, roleSettingsKey } from '../rolesApi.ts';

type Values = {
  names: { fr: string; en: string };
  enabled: boolean;
  enable_free_reg: boolean;
  /** '' for none. */
  color: string;
  shown_in_directory: boolean;
};

const valuesOf = (role: RoleSettings): Values => ({
  names: { ...role.names },
  enabled: role.enabled,
  enable_free_reg: role.enable_free_reg,
  color: role.color ?? '',
  shown_in_directory: role.shown_in_directory,
});

/**
 * One role of School settings → roles and permissions (spec 1 §3 School role; spec 2 §6
 * "Schools can rename roles, hide them, allow free registration per role"): its names in
 * French and English, whether it is on (offered at registration and in pickers), open to free
 * registration, its colour and whether its members show in the directory, saved with `PATCH
 * /api/schools/{id}/roles/{roleId}/`. The admin role stays on and closed to free
 * registration (the school keeps an admin; nobody registers as one). The API's refusals (a
 * permission the admin does not hold, 403; the admin role, 409) show above the form.
 */
export function RoleSettingsForm({ role }: { role: RoleSettings }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const rules = schemaRules(locale, roleSettingsPatchSchema);
  const form = useForm<Values>({ initialValues: valuesOf(role), validate: rules.validate });
  const name = schoolRoleName(role, locale);
  const admin = role.role === ROLE.SchoolAdmin;
  const save = useMutation({
    mutationFn: (values: Values) =>
      patchRoleSettings(school.id, role.id, rules.transformValues(values) as RoleSettingsPatch),
    onSuccess: (saved) => {
      const next = valuesOf(saved);
      form.setValues(next);
      form.resetDirty(next);
      void queryClient.invalidateQueries({ queryKey: roleSettingsKey(school.id) });
      void queryClient.invalidateQueries({ queryKey: schoolDetailsKey(school.subdomain) });
      notifySuccess(t('schoolsettings_roles_saved', { name: schoolRoleName(saved, locale) }));
    },
    onError: (error) => showApiError(form, error),
  });
  const at = (field: string) => `${field}-${role.id}`;

  return (
    <form
      noValidate
      data-testid={`role-form-${role.role}`}
      onSubmit={form.onSubmit(
        (values) => save.mutate(values),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Fieldset legend={name}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('schoolsettings_roles_code', { code: t(`schoolsettings_roles_code_${role.role}`) })}
            {' · '}
            {t('schoolsettings_roles_members', { count: role.member_count })}
          </Text>
          <FormErrorAlert errors={formErrorsOf(form)} />
          <Group grow align="flex-start" gap="sm">
            <TextInput
              id={at('name-fr')}
              label={t('schoolsettings_roles_name_fr')}
              maxLength={ROLE_NAME_MAX}
              {...form.getInputProps('names.fr')}
              error={form.errors['names.fr'] ?? form.errors.names}
            />
            <TextInput
              id={at('name-en')}
              label={t('schoolsettings_roles_name_en')}
              maxLength={ROLE_NAME_MAX}
              {...form.getInputProps('names.en')}
            />
          </Group>
          <ColorInput
            id={at('color')}
            label={t('schoolsettings_roles_color')}
            description={t('schoolsettings_roles_color_help')}
            format="hex"
            eyeDropperButtonProps={{ 'aria-label': t('schoolsettings_info_pick_color') }}
            {...form.getInputProps('color')}
          />
          <Checkbox
            id={at('enabled')}
            label={t('schoolsettings_roles_enabled')}
            description={
              admin
                ? t('schoolsettings_roles_enabled_admin')
                : t('schoolsettings_roles_enabled_help')
            }
            disabled={admin}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <Checkbox
            id={at('free-reg')}
            label={t('schoolsettings_roles_free_reg')}
            description={admin ? t('schoolsettings_roles_free_reg_admin') : undefined}
            disabled={admin}
            {...form.getInputProps('enable_free_reg', { type: 'checkbox' })}
          />
          <Checkbox
            id={at('directory')}
            label={t('schoolsettings_roles_directory')}
            {...form.getInputProps('shown_in_directory', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={save.isPending}
              aria-label={t('schoolsettings_roles_save_named', { name })}
            >
              {t('schoolsettings_info_save')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
