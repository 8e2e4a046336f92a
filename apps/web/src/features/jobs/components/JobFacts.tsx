import type { JobAd } from '@alumni/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useJobLists } from '../hooks/useJobLists.ts';
import { localDay } from '../jobRules.ts';

/**
 * A job ad's facts as a description list (spec 1 §3 Job ad; its company and city head the
 * details): contract type, sector, experience required, role/category (the options' texts
 * in the school's lists), gross annual salary,
 * start date, application deadline, publication date, the day the 90 days of publication end,
 * and its views when the school shows them (`view_count` is null otherwise).
 */
export function JobFacts({ ad }: { ad: JobAd }) {
  const { t } = useTranslation();
  const { date, number } = useFormat();
  const lists = useJobLists();
  const facts: { id: string; label: string; value: ReactNode }[] = [
    {
      id: 'contract',
      label: t('jobs_field_contract_type'),
      value: lists.contract_type.labelOf(ad.contract_type),
    },
    { id: 'sector', label: t('jobs_field_sector'), value: lists.sector.labelOf(ad.sector) },
    {
      id: 'experience',
      label: t('jobs_field_experience'),
      value: lists.experience.labelOf(ad.experience),
    },
    {
      id: 'category',
      label: t('jobs_field_category'),
      value: lists.category.labelOf(ad.category),
    },
    { id: 'salary', label: t('jobs_field_salary'), value: ad.salary },
    {
      id: 'start',
      label: t('jobs_field_start_date'),
      value: <time dateTime={ad.start_date}>{date(localDay(ad.start_date), 'long')}</time>,
    },
    {
      id: 'deadline',
      label: t('jobs_field_application_deadline'),
      value: (
        <time dateTime={ad.application_deadline}>
          {date(localDay(ad.application_deadline), 'long')}
        </time>
      ),
    },
  ];
  if (ad.publish_at) {
    facts.push({
      id: 'published',
      // A scheduled ad is not published yet: its date is the one to come.
      label: t(ad.status === 'scheduled' ? 'jobs_fact_scheduled' : 'jobs_fact_published'),
      value: <time dateTime={ad.publish_at}>{date(ad.publish_at, 'long')}</time>,
    });
  }
  if (ad.expires_at) {
    facts.push({
      id: 'expires',
      label: t('jobs_fact_expires'),
      value: <time dateTime={ad.expires_at}>{date(ad.expires_at, 'long')}</time>,
    });
  }
  if (ad.view_count !== null) {
    facts.push({
      id: 'views',
      label: t('jobs_fact_views'),
      value: number(ad.view_count),
    });
  }
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0} data-testid="job-facts">
      {facts.map((fact) => (
        <Stack key={fact.id} gap={0} data-fact={fact.id}>
          <Text component="dt" size="sm" fw={600}>
            {fact.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
