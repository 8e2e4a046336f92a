import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PendingEducationsPanel, RoleChangeRequestsPanel } from '../../profile/index.ts';
import { RegistrationsPanel } from '../../settings/index.ts';
import { PanelSection } from './PanelSection.tsx';

/**
 * Validations → Roles: what the `userrole` counter counts (registrations, role change requests,
 * educations declared for the school), with the same panels as Settings → Registrations.
 */
export function RolesPanel() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PanelSection id="validations-registrations-heading" title={t('settings_tab_registrations')}>
        <RegistrationsPanel />
      </PanelSection>
      <PanelSection
        id="validations-role-changes-heading"
        title={t('validations_role_changes_heading')}
      >
        <RoleChangeRequestsPanel />
      </PanelSection>
      <PanelSection id="validations-educations-heading" title={t('validations_educations_heading')}>
        <PendingEducationsPanel />
      </PanelSection>
    </Stack>
  );
}
