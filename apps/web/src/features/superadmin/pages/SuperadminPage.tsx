import { isSuperUser } from '@alumni/domain';
import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { SectionNotAvailableYet } from '../../../ui/SectionNotAvailableYet.tsx';
import { ErrorPage } from '../../errors/index.ts';
import { ImportHistoryPanel, ImportValidationPanel } from '../../imports/index.ts';
import { MentorStatsPanel } from '../../mentorship/index.ts';
import { MessageStatsPanel } from '../components/MessageStatsPanel.tsx';
import {
  isSuperadminTab,
  SUPERADMIN_TAB_KEYS,
  SUPERADMIN_TABS,
  superadminTabOf,
} from '../superadminTabs.ts';

/**
 * `/superadmin` (spec 1 §2 Super-administration tabs; spec 2 §6 "Superadministration: super
 * users only"): anyone else gets the 403 error page. Built: Import file validation, with the
 * history of every school's imports, Message stats (issue 32 item 6) and Mentor stats (issue 33
 * item 5).
 */
export default function SuperadminPage() {
  const { t } = useTranslation();
  const { user } = useViewer();
  const [searchParams, setSearchParams] = useSearchParams();
  if (!user) return <PageLoader />;
  if (!isSuperUser(user)) return <ErrorPage status={403} message={t('error_forbidden')} />;
  const active = superadminTabOf(searchParams.get('tab'));

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        {t('page_title_superadmin')}
      </Title>
      <Tabs
        value={active}
        onChange={(value) => {
          if (isSuperadminTab(value)) setSearchParams({ tab: value }, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {SUPERADMIN_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(SUPERADMIN_TAB_KEYS[tab])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SUPERADMIN_TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            <Title order={2} size="h3" mb="md">
              {t(SUPERADMIN_TAB_KEYS[tab])}
            </Title>
            {tab === 'imports' ? (
              <Stack gap="xl">
                <ImportValidationPanel />
                <Stack gap="md" component="section" aria-labelledby="import-history-heading">
                  <Title order={3} size="h4" id="import-history-heading">
                    {t('imports_history_title')}
                  </Title>
                  <ImportHistoryPanel />
                </Stack>
              </Stack>
            ) : tab === 'messageStats' ? (
              <MessageStatsPanel />
            ) : tab === 'mentorStats' ? (
              <MentorStatsPanel />
            ) : (
              <SectionNotAvailableYet />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
