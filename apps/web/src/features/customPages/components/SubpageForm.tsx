import {
  CUSTOM_PAGE_TITLE_MAX,
  type CustomSubpageAdmin,
  customSubpageSchema,
} from '@alumni/domain';
import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { createCustomSubpage, updateCustomSubpage } from '../api.ts';
import { shownTitle } from '../customPagesRules.ts';
import { useBodyEditors } from '../hooks/useBodyEditors.ts';
import { useCustomPagesChanged } from '../hooks/useCustomPagesChanged.ts';
import { BodyEditors } from './BodyEditors.tsx';

type Values = { title: { fr: string; en: string } };

/**
 * A sub-page's title and text in French and English (domain customSubpageSchema), added to
 * the page `pageId` or changed; `onDone` once saved or given up.
 */
export function SubpageForm({
  pageId,
  subpage,
  onDone,
}: {
  pageId: number;
  subpage: CustomSubpageAdmin | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const changed = useCustomPagesChanged();
  const rules = schemaRules(locale, customSubpageSchema);
  const form = useForm<Values>({
    initialValues: { title: subpage?.title ?? { fr: '', en: '' } },
    validate: rules.validate,
  });
  const editors = useBodyEditors(subpage?.body ?? { fr: '', en: '' });
  const [bodyErrors, setBodyErrors] = useState<{ fr?: string; en?: string }>({});
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = { ...values, body: editors.read() };
      return subpage
        ? updateCustomSubpage(school.id, pageId, subpage.id, body)
        : createCustomSubpage(school.id, pageId, body);
    },
    onSuccess: async () => {
      await changed();
      notifySuccess(t('custompages_subpage_saved'));
      onDone();
    },
    onError: (error) => {
      const fields = apiFormErrors(error)?.fields ?? {};
      setBodyErrors({ fr: fields['body.fr'], en: fields['body.en'] });
      showApiError(form, error);
    },
  });
  return (
    <Fieldset
      legend={
        subpage
          ? t('custompages_subpage_edit', { name: shownTitle(subpage.title, locale, '').text })
          : t('custompages_subpage_new')
      }
    >
      <form
        noValidate
        data-testid="custom-subpage-form"
        onSubmit={form.onSubmit(
          (values) => save.mutate(values),
          (errors, _values, event) => focusFirstError(form, errors, event),
        )}
      >
        <Stack gap="md">
          <FormErrorAlert errors={formErrorsOf(form)} />
          <Group grow align="flex-start" gap="sm">
            <TextInput
              label={t('custompages_field_title_fr')}
              maxLength={CUSTOM_PAGE_TITLE_MAX}
              {...form.getInputProps('title.fr')}
              error={form.errors['title.fr'] ?? form.errors.title}
            />
            <TextInput
              label={t('custompages_field_title_en')}
              maxLength={CUSTOM_PAGE_TITLE_MAX}
              {...form.getInputProps('title.en')}
            />
          </Group>
          <BodyEditors fr={editors.fr} en={editors.en} errors={bodyErrors} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('form_cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('custompages_subpage_save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Fieldset>
  );
}
