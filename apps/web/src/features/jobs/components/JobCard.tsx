import type { JobAdSummary } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconCalendarEvent, IconLock, IconMapPin } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { PublicationStatusBadge } from '../../publication/index.ts';
import { localDay } from '../jobRules.ts';
import { CONTRACT_KEYS } from '../labels.ts';
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
          <Group gap="xs" wrap="wrap">
            <Badge variant="outline" color="dark" tt="none" data-testid="job-contract">
              {t(CONTRACT_KEYS[ad.contract_type])}
            </Badge>
            {ad.status !== 'active' && (
              <PublicationStatusBadge area={JOB_PUBLICATION} status={ad.status} />
            )}
            {ad.restricted && (
              <Badge
                variant="outline"
                color="dark"
                tt="none"
                leftSection={<IconLock aria-hidden="true" size={12} />}
              >
                {t('jobs_restricted_badge')}
              </Badge>
            )}
          </Group>
          <Title order={headingOrder} size="h4" style={{ overflowWrap: 'anywhere' }}>
            <Anchor
              component={Link}
              to={localizePath(`/jobs/${ad.id}`, locale)}
              c="inherit"
              onClick={open}
              data-testid="job-link"
            >
              {ad.position}
            </Anchor>
          </Title>
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
