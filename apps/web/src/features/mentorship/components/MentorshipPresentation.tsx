import { hasPageText } from '@alumni/domain';
import { Paper } from '@mantine/core';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { PageText, useAboutPage } from '../../about/index.ts';

/**
 * The school's mentorship presentation (spec 1 §2 "School page editing: … mentorship
 * presentation"), written in School settings → school pages or the mentorship settings card,
 * at the top of `/mentorship`; nothing while it loads, fails or is empty in both languages.
 */
export function MentorshipPresentation() {
  const { locale } = useRouteLocale();
  const about = useAboutPage();
  const text = about.data?.mentorship;
  if (!text || (!hasPageText(text.fr) && !hasPageText(text.en))) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-gray-0)">
      <PageText text={text} locale={locale} testId="mentorship-presentation" />
    </Paper>
  );
}
