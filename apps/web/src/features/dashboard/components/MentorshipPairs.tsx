import { localizePath } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { MentorshipPairsList } from '../../mentorship/index.ts';
import { DashboardSection } from './DashboardSection.tsx';

/** The dashboard's mentorship pairs (spec 1 §2 Dashboard "mentorship pairs"; issue 33 item 5). */
export function MentorshipPairs() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  return (
    <DashboardSection
      id="dashboard-mentorship-heading"
      title={t('mentorship_pairs_title')}
      link={{ to: localizePath('/mentorship', locale), label: t('mentorship_pairs_link') }}
      testId="mentorship-pairs"
    >
      <MentorshipPairsList />
    </DashboardSection>
  );
}
