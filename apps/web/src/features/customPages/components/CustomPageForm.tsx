import {
  CUSTOM_PAGE_SLUG_MAX,
  CUSTOM_PAGE_TITLE_MAX,
  type CustomPageAdmin,
  type CustomPageVisibility,
  customPageSchema,
} from '@alumni/domain';
import { Button, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
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
import { Notice } from '../../../ui/Notice.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { createCustomPage, updateCustomPage } from '../api.ts';
import { useBodyEditors } from '../hooks/useBodyEditors.ts';
import { useCustomPagesChanged } from '../hooks/useCustomPagesChanged.ts';
import { BodyEditors } from './BodyEditors.tsx';

type Values = {
  slug: string;
  title: { fr: string; en: string };
  visibility: CustomPageVisibility;
  in_navbar: boolean;
};

const valuesOf = (page: CustomPageAdmin | null): Values => ({
  slug: page?.slug ?? '',
  title: page?.title ?? { fr: '', en: '' },
  visibility: page?.visibility ?? 'members',
  in_navbar: page ? page.navbar !== 'none' : true,
});

/**
 * A custom page's fields (domain customPageSchema): its address, its title and text in French
 * and English (the feed's rich-text editor), who reads it, and whether it is in the menu (its
 * entry added or removed with it; an entry turned off in the Menu tab is said so). Checked as
 * the server checks it; the server's refusals (a slug taken, the menu full, a text too long)
 * go on their fields. `onSaved` gets the page as saved.
 */
export function CustomPageForm({
  page,
  onSaved,
}: {
  page: CustomPageAdmin | null;
  onSaved: (saved: CustomPageAdmin) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const changed = useCustomPagesChanged();
  const rules = schemaRules(locale, customPageSchema);
  const form = useForm<Values>({ initialValues: valuesOf(page), validate: rules.validate });
  const editors = useBodyEditors(page?.body ?? { fr: '', en: '' });
  const [bodyErrors, setBodyErrors] = useState<{ fr?: string; en?: string }>({});
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = { ...values, body: editors.read() };
      return page ? updateCustomPage(school.id, page.id, body) : createCustomPage(school.id, body);
    },
    onSuccess: async (saved) => {
      setBodyErrors({});
      form.setValues(valuesOf(saved));
      form.resetDirty(valuesOf(saved));
      await changed();
      notifySuccess(t('custompages_saved'));
      onSaved(saved);
    },
    onError: (error) => {
      const fields = apiFormErrors(error)?.fields ?? {};
      const own = { fr: fields['body.fr'], en: fields['body.en'] };
      setBodyErrors(own);
      showApiError(form, error);
      if (own.fr) editors.fr?.commands.focus();
      else if (own.en) editors.en?.commands.focus();
    },
  });
  const slug = form.values.slug.trim().toLowerCase() || '…';
  return (
    <form
      noValidate
      data-testid="custom-page-form"
      onSubmit={form.onSubmit(
        (values) => save.mutate(values),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Stack gap="md">
        <FormErrorAlert errors={formErrorsOf(form)} />
        <TextInput
          label={t('custompages_field_slug')}
          description={t('custompages_field_slug_help', { slug })}
          withAsterisk
          maxLength={CUSTOM_PAGE_SLUG_MAX}
          {...form.getInputProps('slug')}
        />
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
        <Radio.Group
          label={t('custompages_field_visibility')}
          {...form.getInputProps('visibility')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="members" label={t('custompages_visibility_members')} />
            <Radio value="public" label={t('custompages_visibility_public')} />
          </Stack>
        </Radio.Group>
        <Checkbox
          label={t('custompages_field_in_navbar')}
          {...form.getInputProps('in_navbar', { type: 'checkbox' })}
        />
        {page?.navbar === 'off' && (
          <Notice color="yellow" role="status">
            <Text size="sm">{t('custompages_navbar_off_hint')}</Text>
          </Notice>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('custompages_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
