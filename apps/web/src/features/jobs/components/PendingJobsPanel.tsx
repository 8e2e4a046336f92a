import type { JobAdSummary } from '@alumni/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { PendingPublicationsPanel } from '../../publication/index.ts';
import { useStaticOptions } from '../../staticLists/index.ts';
import { localDay } from '../jobRules.ts';
import { JOB_PUBLICATION } from '../publicationArea.ts';

/**
 * Validations → Jobs (spec 1 §2 Validations tabs; spec 2 §6 validator scope 2 Jobs): the
 * kit's pending queue of job ads, newest first, with each one's company, city and contract
 * type and its application deadline; it follows the live `jobad` counter.
 */
export function PendingJobsPanel() {
  const { t } = useTranslation();
  const { date } = useFormat();
  const contracts = useStaticOptions('contract_type');
  return (
    <PendingPublicationsPanel
      area={JOB_PUBLICATION}
      detail={(ad: JobAdSummary) =>
        `${t('jobs_company_city', { company: ad.company, city: ad.city })} · ${contracts.labelOf(ad.contract_type)}`
      }
      columns={[
        {
          accessor: 'application_deadline',
          title: t('jobs_pending_column_deadline'),
          render: (ad) => (
            <Text size="sm" component="time" dateTime={ad.application_deadline}>
              {date(localDay(ad.application_deadline), 'long')}
            </Text>
          ),
        },
      ]}
    />
  );
}
