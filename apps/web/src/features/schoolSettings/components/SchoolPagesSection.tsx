import { type LocalizedText, localizePath, type SchoolPageText } from '@alumni/domain';
import { Anchor, Fieldset, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useSchoolPages } from '../hooks/useSchoolPages.ts';
import { KeyNumbersEditor } from './KeyNumbersEditor.tsx';
import { PresentationEditor, PRESENTATION_TEXTS as TEXTS } from './PresentationEditor.tsx';
import { TeamEditor } from './TeamEditor.tsx';

/**
 * School settings → school pages (issue 31 item 6; spec 1 §2 "School page editing: about,
 * team section, homepage presentation, mentorship presentation, key stats"; spec 2 §6 "School
 * admins … edit school pages"): the three presentations in French and English (the feed's
 * rich-text editor; the server sanitises them as it does posts), the key numbers and the team.
 * Each part saves on its own; the about page, the home page and the school's details are read
 * again after each change.
 */
export function SchoolPagesSection() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const pages = useSchoolPages();
  if (pages.isPending) return <PageLoader />;
  if (pages.isError) return <LoadError onRetry={() => void pages.refetch()} />;
  return (
    <Stack gap="xl" maw={900}>
      <Stack gap={4}>
        <Text size="sm">{t('schoolsettings_pages_intro')}</Text>
        <Anchor component={Link} to={localizePath('/about', locale)} size="sm">
          {t('schoolsettings_pages_view')}
        </Anchor>
      </Stack>
      <PresentationsForm texts={pages.data} />
      <KeyNumbersEditor numbers={pages.data.key_numbers} />
      <TeamEditor team={pages.data.team} />
    </Stack>
  );
}

/** The three presentations: one chosen at a time, its two languages side by side. */
function PresentationsForm({ texts }: { texts: Record<SchoolPageText, LocalizedText> }) {
  const { t } = useTranslation();
  const [text, setText] = useState<SchoolPageText>('about');
  return (
    <Fieldset legend={t('schoolsettings_pages_texts')}>
      <Stack gap="md">
        <Stack gap={6}>
          <Text component="span" size="sm" fw={500} id="school-pages-text-choice">
            {t('schoolsettings_pages_text_choice')}
          </Text>
          <SegmentedControl
            aria-labelledby="school-pages-text-choice"
            value={text}
            onChange={(value) => setText(value as SchoolPageText)}
            data={(Object.keys(TEXTS) as SchoolPageText[]).map((value) => ({
              value,
              label: t(TEXTS[value].label),
            }))}
            fullWidth
            data-testid="school-pages-text-choice"
          />
          <Text size="sm" c="dimmed">
            {t(TEXTS[text].help)}
          </Text>
        </Stack>
        {/* A new pair of editors for each text: each starts from what is saved. */}
        <PresentationEditor key={text} field={text} saved={texts[text]} />
      </Stack>
    </Fieldset>
  );
}
