import { localizePath } from '@alumni/domain';
import { Button, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import {
  IconBell,
  IconBriefcase,
  IconBuildingCommunity,
  IconFlag,
  IconHeartHandshake,
  IconUserCheck,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { NotAvailableYet } from '../../../ui/NotAvailableYet.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import type { SectionCardContent } from '../../../ui/SectionCard.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { MyApplicationsPanel } from '../../jobs/index.ts';
import { PendingEducationsPanel, RoleChangeRequestsPanel } from '../../profile/index.ts';
import { MyReportsPanel } from '../../reports/index.ts';
import { DataExportSection } from '../components/DataExportSection.tsx';
import { ErasureSection } from '../components/ErasureSection.tsx';
import { FieldVisibilityForm } from '../components/FieldVisibilityForm.tsx';
import { MentorshipTab } from '../components/MentorshipTab.tsx';
import { PasswordChangeForm } from '../components/PasswordChangeForm.tsx';
import { PersonalDataForm } from '../components/PersonalDataForm.tsx';
import { RegistrationsPanel } from '../components/RegistrationsPanel.tsx';
import type { SettingsTab } from '../settingsTabs.ts';
import { isSettingsTab, visibleSettingsTabs } from '../settingsTabs.ts';

const TAB_LABELS: Record<SettingsTab, { key: string; icon: Icon }> = {
  personal: { key: 'settings_tab_personal', icon: IconUserCircle },
  mentorship: { key: 'settings_tab_mentorship', icon: IconHeartHandshake },
  reports: { key: 'settings_tab_reports', icon: IconFlag },
  applications: { key: 'settings_tab_applications', icon: IconBriefcase },
  school: { key: 'settings_tab_school', icon: IconBuildingCommunity },
  registrations: { key: 'settings_tab_registrations', icon: IconUserCheck },
};

function Section(props: SectionCardContent) {
  return <SectionCard {...props} order={2} titleSize="h3" p={{ base: 'md', sm: 'xl' }} />;
}

/**
 * `/settings` (spec 1 §2 Settings): tabs personal data, mentorship (the member's mentoring
 * settings; the school's for admins), reports and blocks, my
 * applications, school settings (admins) and registrations (admins and User validators). The
 * tab is in the `tab` query so it can be linked to.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { user } = useViewer();
  const { locale } = useRouteLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  if (!user) return <PageLoader />;
  const tabs = visibleSettingsTabs(user, school);
  const asked = searchParams.get('tab');
  const active: SettingsTab = isSettingsTab(asked) && tabs.includes(asked) ? asked : 'personal';

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('page_title_settings')}
      </Title>
      <Tabs
        value={active}
        onChange={(value) => {
          if (isSettingsTab(value)) setSearchParams({ tab: value }, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {tabs.map((tab) => {
            const { key, icon: TabIcon } = TAB_LABELS[tab];
            return (
              <Tabs.Tab
                key={tab}
                value={tab}
                leftSection={<TabIcon aria-hidden="true" size={18} />}
              >
                {t(key)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>

        <Tabs.Panel value="personal">
          <Stack gap="lg">
            {/* An erasure waiting for its date shows first, with its cancel (issue 34 item 6). */}
            {user.erasure_due_at && <ErasureSection />}
            <Section id="settings-personal-heading" title={t('settings_personal_heading')}>
              <PersonalDataForm key={user.id} user={user} />
            </Section>
            <Section id="settings-visibility-heading" title={t('personal_data_visibility_heading')}>
              <FieldVisibilityForm />
            </Section>
            <Section
              id="settings-notifications-heading"
              title={t('page_title_settings_notifications')}
            >
              <Stack gap="sm" align="flex-start">
                <Text>{t('settings_notifications_intro')}</Text>
                <Button
                  component={Link}
                  to={localizePath('/settings/UserSettingsNotifications', locale)}
                  variant="outline"
                  leftSection={<IconBell aria-hidden="true" size={18} />}
                >
                  {t('settings_notifications_link')}
                </Button>
              </Stack>
            </Section>
            <Section id="settings-password-heading" title={t('settings_password_heading')}>
              <PasswordChangeForm />
            </Section>
            <Section id="settings-export-heading" title={t('personal_data_export_heading')}>
              <DataExportSection />
            </Section>
            {!user.erasure_due_at && (
              <Section id="settings-erasure-heading" title={t('personal_data_erasure_heading')}>
                <ErasureSection />
              </Section>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="reports">
          <Section id="settings-reports-heading" title={t('settings_tab_reports')}>
            <MyReportsPanel />
          </Section>
        </Tabs.Panel>
        <Tabs.Panel value="mentorship">
          <MentorshipTab />
        </Tabs.Panel>
        <Tabs.Panel value="applications">
          <Section id="settings-applications-heading" title={t('settings_tab_applications')}>
            <MyApplicationsPanel />
          </Section>
        </Tabs.Panel>
        <Tabs.Panel value="school">
          <Stack align="center" gap="md">
            <NotAvailableYet title={t('settings_tab_school')} inCard />
            <Button
              component={Link}
              to={localizePath('/settings/school', locale)}
              variant="outline"
            >
              {t('page_title_settings_school')}
            </Button>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="registrations">
          <Stack gap="lg">
            <Section id="settings-registrations-heading" title={t('settings_tab_registrations')}>
              <RegistrationsPanel />
            </Section>
            <Section
              id="settings-role-changes-heading"
              title={t('validations_role_changes_heading')}
            >
              <RoleChangeRequestsPanel />
            </Section>
            <Section id="settings-educations-heading" title={t('validations_educations_heading')}>
              <PendingEducationsPanel />
            </Section>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
