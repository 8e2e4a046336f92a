import type { JobAdSummary } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Card, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { PublicationCardHeading } from '../../publication/index.ts';
import { useStaticOptions } from '../../staticLists/index.ts';
import { localDay } from '../jobRules.ts';
import { JOB_PUBLICATION } from '../publicationArea.ts';
import { JobLogo } from './JobLogo.tsx';

/**
 * A job ad in a list (spec 1 §2 Jobs list): its logo (room reserved), contract type, status
 * when not active, position linking to its page, company, city, start date and application
 * deadline. With `onOpen`, a plain click on the position opens the details modal instead
 * (a click with a modifier key still opens the page). `headingOrder` follows the page's
 * outline.
 */
export function JobCard({
  ad,
  onOpen,
  headingOrder = 2,
}: {
  ad: JobAdSummary;
  onOpen?: (id: number) => void;
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const { date } = useFormat();
  const contracts = useStaticOptions('contract_type');
  const open = (event: MouseEvent) => {
    if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(ad.id);
  };
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      h="100%"
      data-testid="job-card"
      data-id={ad.id}
    >
      <Group align="flex-start" gap="md" wrap="nowrap">
        <JobLogo url={ad.logo_url} size={72} />
        <Stack gap={6} style={{ minWidth: 0, flexGrow: 1 }}>
          <PublicationCardHeading
            area={JOB_PUBLICATION}
            status={ad.status}
            publicStatus="active"
            label={contracts.labelOf(ad.contract_type)}
            labelTestId="job-contract"
            restricted={ad.restricted}
            restrictedLabel={t('jobs_restricted_badge')}
            headingOrder={headingOrder}
            to={localizePath(`/jobs/${ad.id}`, locale)}
            onClick={open}
            linkTestId="job-link"
          >
            {ad.position}
          </PublicationCardHeading>
          <Group gap={6} wrap="nowrap">
            <IconBuilding aria-hidden="true" size={16} style={{ flexShrink: 0 }} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {ad.company}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconMapPin aria-hidden="true" size={16} style={{ flexShrink: 0 }} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {ad.city}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCalendarEvent aria-hidden="true" size={16} style={{ flexShrink: 0 }} />
            <Text size="sm">
              {t('jobs_card_dates', {
                start: date(localDay(ad.start_date)),
                deadline: date(localDay(ad.application_deadline)),
              })}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
