import type { LocalizedText, SchoolPageText } from '@alumni/domain';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { patchSchoolPages } from '../../about/index.ts';
import { finishAutolink, PostTextEditor, usePostEditor } from '../../feed/index.ts';
import { useSchoolPagesChanged } from '../hooks/useSchoolPages.ts';

/** Message keys of each presentation's name and help. */
export const PRESENTATION_TEXTS: Record<SchoolPageText, { label: string; help: string }> = {
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
 * One presentation's French and English editors and its save button; also the mentorship
 * settings card's (features/mentorship, through this feature's index).
 */
export function PresentationEditor({
  field,
  saved,
}: {
  field: SchoolPageText;
  saved: LocalizedText;
}) {
  const { t } = useTranslation();
  const school = useSchool();
  const changed = useSchoolPagesChanged();
  const fr = usePostEditor({ content: saved.fr });
  const en = usePostEditor({ content: saved.en });
  const [errors, setErrors] = useState<Partial<Record<'fr' | 'en', string>>>({});
  const name = t(PRESENTATION_TEXTS[field].label);
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
