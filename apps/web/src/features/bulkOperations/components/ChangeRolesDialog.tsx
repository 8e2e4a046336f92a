import type { BulkRoleAction } from '@alumni/domain';
import { Radio, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolRoleName } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { changeRoles } from '../actionsApi.ts';
import { selectionFields } from '../api.ts';
import { type BulkActionDialogProps, BulkActionForm } from './BulkActionForm.tsx';

/**
 * Changing roles in bulk (issue 34 item 1; spec 1 §5 "role action only for active users"):
 * a role of the school (switched on) to give or take away. Inactive members, who hold it
 * already (or not), whose only role it is, and the school's last admin are listed at the end.
 */
export function ChangeRolesDialog(props: BulkActionDialogProps) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const [role, setRole] = useState<string | null>(null);
  const [action, setAction] = useState<BulkRoleAction>('add');
  const [error, setError] = useState<string | null>(null);
  const roles = school.roles
    .filter((r) => r.enabled)
    .map((r) => ({ value: String(r.role), label: schoolRoleName(r, locale) }));
  return (
    <BulkActionForm
      {...props}
      title={t('bulk_roles_title')}
      submitLabel={t('bulk_start')}
      check={() => {
        setError(role ? null : t('bulk_roles_required'));
        return role !== null;
      }}
      start={() => changeRoles({ role: Number(role), action, ...selectionFields(props.selection) })}
      onFieldErrors={(fields) => {
        const message = fields.role ?? fields.user_ids;
        if (message) setError(message);
        return Boolean(message);
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label={t('bulk_roles_action')}
          value={action}
          onChange={(value) => setAction(value === 'remove' ? 'remove' : 'add')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="add" label={t('bulk_roles_add')} />
            <Radio value="remove" label={t('bulk_roles_remove')} />
          </Stack>
        </Radio.Group>
        <Select
          label={t('bulk_roles_role')}
          data={roles}
          value={role}
          onChange={setRole}
          required
          error={error}
          comboboxProps={{ withinPortal: true }}
          data-testid="bulk-role-select"
        />
        <Text size="sm" c="dimmed">
          {t('bulk_roles_hint')}
        </Text>
      </Stack>
    </BulkActionForm>
  );
}
