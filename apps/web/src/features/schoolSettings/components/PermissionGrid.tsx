import type { PermissionCell, PermissionField, RoleSettingsList } from '@alumni/domain';
import { Button, Group, NativeSelect, Stack, Switch, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolDetailsKey } from '../../../shared/school/api.ts';
import { schoolRoleName } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf } from '../../../ui/form/schemaRules.ts';
import { showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import {
  changedRoles,
  type GridValues,
  gridValues,
  mayTurnOn,
  rowKey,
  viewNameKey,
} from '../permissionGrid.ts';
import { putRolePermissions, roleSettingsKey } from '../rolesApi.ts';

const FIELDS: [PermissionField, string][] = [
  ['allowed', 'schoolsettings_roles_allow'],
  ['superowner_allowed', 'schoolsettings_roles_owner'],
];

/**
 * The permission grid of School settings → roles and permissions (spec 1 §3 Role view
 * permission; spec 2 §6 "edit a permission grid per app and view"): per view (app × view) and
 * per role, whether the role may use it and whether it has owner rights on others' items. A
 * table on wide screens; on a phone one role at a time, chosen above a list of its views. A
 * switch the viewer may not turn on (they do not hold that permission, issue 31) is greyed;
 * one that is on may always be turned off. Saving sends each changed role's row (`PUT
 * /api/schools/{id}/roles/{roleId}/permissions/`); a refusal shows above the grid.
 */
export function PermissionGrid({ list }: { list: RoleSettingsList }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [saved, setSaved] = useState<GridValues>(() => gridValues(list));
  const form = useForm<GridValues>({ initialValues: saved });
  const [shown, setShown] = useState(rowKey(list.roles[0]?.id ?? 0));
  const save = useMutation({
    mutationFn: async (values: GridValues) => {
      const roles = changedRoles(saved, values);
      // One row after the other: a refusal stops there, the rows before it are saved.
      for (const roleId of roles) {
        const row = values.rows[rowKey(roleId)] ?? [];
        await putRolePermissions(school.id, roleId, row);
        setSaved((before) => ({ rows: { ...before.rows, [rowKey(roleId)]: row } }));
      }
      return roles.length;
    },
    onSuccess: (count) => {
      form.resetDirty();
      form.clearErrors();
      void queryClient.invalidateQueries({ queryKey: roleSettingsKey(school.id) });
      void queryClient.invalidateQueries({ queryKey: schoolDetailsKey(school.subdomain) });
      notifySuccess(t('schoolsettings_roles_grid_saved', { count }));
    },
    onError: (error) => showApiError(form, error),
  });
  const roleName = (key: string) => {
    const role = list.roles.find((r) => rowKey(r.id) === key);
    return role ? schoolRoleName(role, locale) : key;
  };

  /**
   * The switch of `field` for view `index` of role `key`, named "Autoriser — Annuaire —
   * Diplômé"; its short label shown beside it on a phone, in the row's header on a wide screen.
   */
  const cellSwitch = (
    key: string,
    index: number,
    field: PermissionField,
    label: string,
    labelled = true,
  ) => {
    const cell = form.values.rows[key]?.[index] as PermissionCell;
    const viewName = t(viewNameKey(cell));
    const props = form.getInputProps(`rows.${key}.${index}.${field}`, { type: 'checkbox' });
    return (
      <Switch
        key={field}
        size="sm"
        label={labelled ? t(label) : undefined}
        styles={labelled ? undefined : { body: { justifyContent: 'center' } }}
        aria-label={`${t(label)} — ${viewName} — ${roleName(key)}`}
        disabled={!cell[field] && !mayTurnOn(list.grantable, cell, field)}
        {...props}
      />
    );
  };

  const views = list.roles[0]?.permissions ?? [];
  return (
    <form
      noValidate
      data-testid="permission-grid"
      onSubmit={form.onSubmit((values) => save.mutate(values))}
    >
      <Stack gap="md">
        <Text size="sm">{t('schoolsettings_roles_grid_intro')}</Text>
        <FormErrorAlert errors={formErrorsOf(form)} />
        {phone ? (
          <>
            <NativeSelect
              label={t('schoolsettings_roles_grid_role')}
              value={shown}
              data={list.roles.map((r) => ({ value: rowKey(r.id), label: roleName(rowKey(r.id)) }))}
              onChange={(event) => setShown(event.currentTarget.value)}
            />
            <Stack
              component="ul"
              gap="sm"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              data-testid="permission-grid-list"
            >
              {views.map((view, index) => (
                <li key={`${view.app}/${view.view}`}>
                  <Text fw={600} size="sm">
                    {t(viewNameKey(view))}
                  </Text>
                  <Group gap="lg" mt={4}>
                    {FIELDS.map(([field, label]) => cellSwitch(shown, index, field, label))}
                  </Group>
                </li>
              ))}
            </Stack>
          </>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table
              withColumnBorders
              withRowBorders={false}
              verticalSpacing={4}
              data-testid="permission-grid-table"
            >
              <Table.Caption>{t('schoolsettings_roles_grid_caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('schoolsettings_roles_grid_view')}</Table.Th>
                  <Table.Th scope="col">{t('schoolsettings_roles_grid_right')}</Table.Th>
                  {list.roles.map((role) => (
                    <Table.Th scope="col" key={role.id} ta="center">
                      {roleName(rowKey(role.id))}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              {/* One group of two rows per view: may use it, owner rights. */}
              {views.map((view, index) => (
                <Table.Tbody
                  key={`${view.app}/${view.view}`}
                  style={{ borderTop: '1px solid var(--table-border-color)' }}
                >
                  {FIELDS.map(([field, label], line) => (
                    <Table.Tr key={field}>
                      {line === 0 && (
                        <Table.Th scope="rowgroup" rowSpan={FIELDS.length} fw={600}>
                          {t(viewNameKey(view))}
                        </Table.Th>
                      )}
                      <Table.Th scope="row" fw={400} c="dimmed">
                        {t(label)}
                      </Table.Th>
                      {list.roles.map((role) => (
                        <Table.Td key={role.id} ta="center">
                          {cellSwitch(rowKey(role.id), index, field, label, false)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              ))}
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t('schoolsettings_roles_grid_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
