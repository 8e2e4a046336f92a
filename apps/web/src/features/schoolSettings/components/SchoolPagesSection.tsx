import { type LocalizedText, localizePath, type SchoolPageText } from '@alumni/domain';
import {
  Anchor,
  Button,
  Fieldset,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { patchSchoolPages } from '../../about/index.ts';
import { finishAutolink, PostTextEditor, usePostEditor } from '../../feed/index.ts';
import { useSchoolPages, useSchoolPagesChanged } from '../hooks/useSchoolPages.ts';
import { KeyNumbersEditor } from './KeyNumbersEditor.tsx';
import { TeamEditor } from './TeamEditor.tsx';

/** Message keys of each presentation's name and help. */
const TEXTS: Record<SchoolPageText, { label: string; help: string }> = {
  about: {
    label: 'schoolsettings_pages_text_about',
    help: 'schoolsettings_pages_text_about_help',
  },
  home: { label: 'schoolsettings_pages_text_home', help: 'schoolsettings_pages_text_home_help' },
  mentorship: {
    label: 'schoolsettings_pages_text_mentorship',
    help: 'schoolsettings_pages_text_mentorship_help',
  },
};

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

/** One presentation's French and English editors and its save button. */
function PresentationEditor({ field, saved }: { field: SchoolPageText; saved: LocalizedText }) {
  const { t } = useTranslation();
  const school = useSchool();
  const changed = useSchoolPagesChanged();
  const fr = usePostEditor({ content: saved.fr });
  const en = usePostEditor({ content: saved.en });
  const [errors, setErrors] = useState<Partial<Record<'fr' | 'en', string>>>({});
  const name = t(TEXTS[field].label);
  const save = useMutation({
    mutationFn: (body: LocalizedText) => patchSchoolPages(school.id, { [field]: body }),
    onSuccess: async () => {
      setErrors({});
      await changed();
      notifySuccess(t('schoolsettings_pages_text_saved', { text: name }));
    },
    onError: (error) => {
      const fields = apiFormErrors(error)?.fields ?? {};
      const own = { fr: fields[`${field}.fr`], en: fields[`${field}.en`] };
      setErrors(own);
      if (!own.fr && !own.en) void notifyError(error);
      (own.fr ? fr : en)?.commands.focus();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fr || !en) return;
    for (const editor of [fr, en]) finishAutolink(editor);
    save.mutate({ fr: fr.getHTML(), en: en.getHTML() });
  };
  return (
    <form noValidate onSubmit={submit} data-testid={`school-pages-${field}-form`}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <PostTextEditor
            editor={fr}
            label={t('schoolsettings_pages_text_fr', { text: name })}
            error={errors.fr}
          />
          <PostTextEditor
            editor={en}
            label={t('schoolsettings_pages_text_en', { text: name })}
            error={errors.en}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('schoolsettings_pages_save_text')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
