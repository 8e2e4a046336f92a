import { localizePath } from '@alumni/domain';
import { Box, Container, Grid, NativeSelect, NavLink, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { SectionNotAvailableYet } from '../../../ui/SectionNotAvailableYet.tsx';
import { DuplicatesSection } from '../../duplicates/index.ts';
import { ErrorPage } from '../../errors/index.ts';
import { ApiKeysSection } from '../components/ApiKeysSection.tsx';
import { BadgesSection } from '../components/BadgesSection.tsx';
import { CampusesSection } from '../components/CampusesSection.tsx';
import { DegreesSection } from '../components/DegreesSection.tsx';
import { FeaturesAndPagesSection } from '../components/FeaturesAndPagesSection.tsx';
import { ImportsSection } from '../components/ImportsSection.tsx';
import { IntegrationsSection } from '../components/IntegrationsSection.tsx';
import { LogsSection } from '../components/LogsSection.tsx';
import { PublicationSettingsSection } from '../components/PublicationSettingsSection.tsx';
import { ReportValidationSection } from '../components/ReportValidationSection.tsx';
import { ResourcesSection } from '../components/ResourcesSection.tsx';
import { RolesSection } from '../components/RolesSection.tsx';
import { SchoolInfoSection } from '../components/SchoolInfoSection.tsx';
import { SchoolMapSection } from '../components/SchoolMapSection.tsx';
import { SchoolOptionsSection } from '../components/SchoolOptionsSection.tsx';
import { SchoolPagesSection } from '../components/SchoolPagesSection.tsx';
import { StaticListsSection } from '../components/StaticListsSection.tsx';
import { TermsChangeSection } from '../components/TermsChangeSection.tsx';
import {
  isSchoolSettingsSection,
  SCHOOL_SETTINGS_SECTION_KEYS,
  SCHOOL_SETTINGS_SECTIONS,
  schoolSettingsSectionOf,
  VALIDATION_SECTIONS,
} from '../schoolSettingsSections.ts';

/**
 * `/settings/school` (spec 1 §2 Settings "School settings sections"; spec 2 §6 Menu visibility
 * "School settings: admin roles"): the school's settings, one section at a time, chosen in a
 * list (a select on small screens) and kept in `?section=`. Built: school info and images,
 * map, features and pages, school pages, options, roles and permissions, campuses, degrees,
 * static lists, imports, API keys and docs, logs, the job ad, event and blog validation
 * settings, report validation, badges, resources (leading to their page), the interest groups
 * review (the `club` area's validation settings), integrations, and terms changes.
 */
export default function SchoolSettingsPage() {
  const { t } = useTranslation();
  const { user, isAdmin } = useViewer();
  const { locale } = useRouteLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  if (!user) return <PageLoader />;
  if (!isAdmin) return <ErrorPage status={403} message={t('error_forbidden')} />;
  const active = schoolSettingsSectionOf(searchParams.get('section'));
  const href = (section: string) =>
    `${localizePath('/settings/school', locale)}?section=${section}`;
  const title = t(SCHOOL_SETTINGS_SECTION_KEYS[active]);

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        {t('page_title_settings_school')}
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <NativeSelect
            hiddenFrom="md"
            label={t('schoolsettings_sections')}
            value={active}
            data={SCHOOL_SETTINGS_SECTIONS.map((section) => ({
              value: section,
              label: t(SCHOOL_SETTINGS_SECTION_KEYS[section]),
            }))}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (isSchoolSettingsSection(next)) setSearchParams({ section: next });
            }}
          />
          <Box component="nav" aria-label={t('schoolsettings_sections')} visibleFrom="md">
            <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {SCHOOL_SETTINGS_SECTIONS.map((section) => (
                <li key={section}>
                  <NavLink
                    component={Link}
                    to={href(section)}
                    label={t(SCHOOL_SETTINGS_SECTION_KEYS[section])}
                    active={section === active}
                    aria-current={section === active ? 'page' : undefined}
                    variant="light"
                  />
                </li>
              ))}
            </Stack>
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="lg" component="section" aria-labelledby="school-settings-section-heading">
            <Title order={2} id="school-settings-section-heading">
              {title}
            </Title>
            {active === 'info' ? (
              <SchoolInfoSection />
            ) : active === 'map' ? (
              <SchoolMapSection />
            ) : active === 'features' ? (
              <FeaturesAndPagesSection />
            ) : active === 'pages' ? (
              <SchoolPagesSection />
            ) : active === 'options' ? (
              <SchoolOptionsSection />
            ) : active === 'roles' ? (
              <RolesSection />
            ) : active === 'imports' ? (
              <ImportsSection />
            ) : active === 'logs' ? (
              <LogsSection />
            ) : active === 'api' ? (
              <ApiKeysSection />
            ) : active === 'campuses' ? (
              <CampusesSection />
            ) : active === 'degrees' ? (
              <DegreesSection />
            ) : active === 'lists' ? (
              <StaticListsSection />
            ) : active === 'reportValidation' ? (
              <ReportValidationSection />
            ) : active === 'badges' ? (
              <BadgesSection />
            ) : active === 'duplicates' ? (
              <DuplicatesSection />
            ) : active === 'resources' ? (
              <ResourcesSection />
            ) : active === 'integrations' ? (
              <IntegrationsSection />
            ) : active === 'termsChange' ? (
              <TermsChangeSection />
            ) : active in VALIDATION_SECTIONS ? (
              <PublicationSettingsSection
                area={VALIDATION_SECTIONS[active as keyof typeof VALIDATION_SECTIONS]}
              />
            ) : (
              <SectionNotAvailableYet />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
