import { Container, Tabs, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import {
  IconBriefcase,
  IconCalendarEvent,
  IconFlag,
  IconHeartHandshake,
  IconNews,
  IconShieldCheck,
  IconUserCheck,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLiveCounts } from '../../../shared/liveCounts/useLiveCounts.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { SectionNotAvailableYet } from '../../../ui/SectionNotAvailableYet.tsx';
import { PendingArticlesPanel } from '../../blog/index.ts';
import { ErrorPage } from '../../errors/index.ts';
import { PendingEventsPanel } from '../../events/index.ts';
import { PendingGroupsPanel } from '../../groups/index.ts';
import { PendingJobsPanel } from '../../jobs/index.ts';
import { PendingMatchesPanel } from '../../mentorship/index.ts';
import { ReportsPanel } from '../components/ReportsPanel.tsx';
import { RolesPanel } from '../components/RolesPanel.tsx';
import { TabCount } from '../components/TabCount.tsx';
import { ValidatorsPanel } from '../components/ValidatorsPanel.tsx';
import { TAB_LABEL_KEYS } from '../labels.ts';
import type { ValidationsTab } from '../validationsTabs.ts';
import {
  activeValidationsTab,
  isValidationsTab,
  tabCount,
  visibleValidationsTabs,
} from '../validationsTabs.ts';

const TAB_ICONS: Record<ValidationsTab, Icon> = {
  articles: IconNews,
  events: IconCalendarEvent,
  jobs: IconBriefcase,
  clubs: IconUsersGroup,
  mentorship: IconHeartHandshake,
  reports: IconFlag,
  roles: IconUserCheck,
  validators: IconShieldCheck,
};

function panelOf(tab: ValidationsTab): ReactNode {
  switch (tab) {
    case 'articles':
      return <PendingArticlesPanel />;
    case 'events':
      return <PendingEventsPanel />;
    case 'jobs':
      return <PendingJobsPanel />;
    case 'clubs':
      return <PendingGroupsPanel />;
    case 'mentorship':
      return <PendingMatchesPanel />;
    case 'reports':
      return <ReportsPanel />;
    case 'roles':
      return <RolesPanel />;
    case 'validators':
      return <ValidatorsPanel />;
    default:
      return <SectionNotAvailableYet />;
  }
}

/**
 * `/validations` (spec 1 §2 "Validations tabs: Articles, Events, Jobs, Reports, Roles,
 * Validators", and Clubs, issue 33 item 2): the tabs of the viewer's validator scopes (all of them for school admins and
 * super users), each with its live pending count; the tab is in the `tab` query so it can be
 * linked to. Anyone with no tab gets the 403 error page.
 */
export default function ValidationsPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { user } = useViewer();
  const { validations } = useLiveCounts();
  const [searchParams, setSearchParams] = useSearchParams();
  if (!user) return <PageLoader />;
  const tabs = visibleValidationsTabs(user, school);
  const active = activeValidationsTab(searchParams.get('tab'), tabs);
  if (!active) return <ErrorPage status={403} message={t('error_forbidden')} />;

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('page_title_validations')}
      </Title>
      <Tabs
        value={active}
        onChange={(value) => {
          if (isValidationsTab(value)) setSearchParams({ tab: value }, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {tabs.map((tab) => {
            const TabIcon = TAB_ICONS[tab];
            return (
              <Tabs.Tab
                key={tab}
                value={tab}
                leftSection={<TabIcon aria-hidden="true" size={18} />}
                rightSection={
                  <TabCount count={tabCount(tab, validations)} testId={`tab-count-${tab}`} />
                }
              >
                {t(TAB_LABEL_KEYS[tab])}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            <Title order={2} size="h3" mb="md">
              {t(TAB_LABEL_KEYS[tab])}
            </Title>
            {panelOf(tab)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
