import type { GroupDetails, GroupInput } from '@alumni/domain';
import {
  canValidateGroups,
  GROUP_CATEGORIES,
  GROUP_DESCRIPTION_MAX,
  GROUP_SLUG_MAX,
  GROUP_TITLE_MAX,
  GROUP_VISIBILITIES,
  groupSchema,
  slugify,
} from '@alumni/domain';
import { Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { fieldError } from '../../../ui/form/schemaRules.ts';
import {
  AudienceFieldset,
  PublicationFormFrame,
  usePublicationForm,
} from '../../publication/index.ts';
import { createGroup, updateGroup } from '../api.ts';
import { type GroupValues, groupValuesOf, toGroupInput } from '../groupFormValues.ts';
import { categoryLabel } from '../groupRules.ts';
import { VISIBILITY_KEYS } from '../labels.ts';
import { GROUP_PUBLICATION } from '../publicationArea.ts';
import { GroupImageField } from './GroupImageField.tsx';

/** The success notice of a save, by the status the group took (never scheduled). */
const SAVED_KEYS = {
  draft: 'groups_saved_draft',
  pending: 'groups_saved_pending',
  scheduled: 'groups_saved_published',
  published: 'groups_saved_published',
  refused: 'groups_saved_draft',
} as const;

/**
 * The group form (spec 1 §5 Group; issue 33 item 1): title (≤ 50), address (slug ≤ 50,
 * letters, digits and hyphens; made from the title when left empty), description (≤ 500),
 * thumbnail (300×300) and header (800×480), both required, category, visibility public or
 * private (members join at once, or ask and wait for a manager), and the restriction filters
 * when the school has `has_filter_club` (the publication kit's AudienceFieldset). Checked with
 * the domain's groupSchema; the server's 400 go on their fields. Set up by the kit's
 * usePublicationForm: the buttons are the moves the publication rules allow (a draft, or
 * submitted for validation when the school has `validate_club`, else made active at once).
 */
export function GroupForm({ group }: { group: GroupDetails | null }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const filters = school.flags.has_filter_club;
  const publication = usePublicationForm({
    area: GROUP_PUBLICATION,
    item: group,
    status: group?.status ?? null,
    initialValues: groupValuesOf(group),
    schema: groupSchema(),
    toInput: (values: GroupValues, draft) => toGroupInput(values, { draft, filters }),
    required: ['category', 'visibility', 'thumbnail', 'header'],
    toBody: (output): GroupInput => output,
    create: createGroup,
    update: (current, body) => updateGroup(current.id, body),
    savedKeys: SAVED_KEYS,
    canValidate: canValidateGroups,
    requiresValidation: school.flags.validate_club,
  });
  const { form, saving } = publication;
  const text = (key: keyof GroupValues) => ({ name: key, ...form.getInputProps(key) });
  // The address the server makes from the title when the field is left empty.
  const proposedSlug = form.values.title.trim() ? slugify(form.values.title, GROUP_SLUG_MAX) : '';

  return (
    <PublicationFormFrame
      area={GROUP_PUBLICATION}
      publication={publication}
      item={group}
      refusedTitle={t('groups_refused_notice')}
      labelledBy="group-form-title"
    >
      <TextInput
        label={t('groups_field_title')}
        required
        maxLength={GROUP_TITLE_MAX}
        description={t('form_characters', {
          count: form.values.title.length,
          max: GROUP_TITLE_MAX,
        })}
        {...text('title')}
      />
      <TextInput
        label={t('groups_field_slug')}
        description={t('groups_field_slug_hint')}
        placeholder={proposedSlug || undefined}
        maxLength={GROUP_SLUG_MAX}
        {...text('slug')}
      />
      <Textarea
        label={t('groups_field_description')}
        description={t('form_characters', {
          count: form.values.description.length,
          max: GROUP_DESCRIPTION_MAX,
        })}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={GROUP_DESCRIPTION_MAX}
        {...text('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <GroupImageField
          kind="thumbnail"
          value={form.values.thumbnail}
          onChange={(image) => {
            form.setFieldValue('thumbnail', image);
            form.clearFieldError('thumbnail');
          }}
          error={fieldError(form, 'thumbnail')}
          disabled={saving}
        />
        <GroupImageField
          kind="header"
          value={form.values.header}
          onChange={(image) => {
            form.setFieldValue('header', image);
            form.clearFieldError('header');
          }}
          error={fieldError(form, 'header')}
          disabled={saving}
        />
      </SimpleGrid>
      <Select
        label={t('groups_field_category')}
        placeholder={t('groups_field_category_placeholder')}
        required
        data={GROUP_CATEGORIES.map((category) => ({
          value: category,
          label: categoryLabel(category, locale),
        }))}
        allowDeselect={false}
        w={{ base: '100%', sm: 320 }}
        {...text('category')}
      />
      <Radio.Group
        label={t('groups_field_visibility')}
        required
        {...form.getInputProps('visibility')}
      >
        <Stack mt="xs" gap="sm">
          {GROUP_VISIBILITIES.map((visibility) => (
            <Radio
              key={visibility}
              value={visibility}
              label={t(VISIBILITY_KEYS[visibility].label)}
              description={t(VISIBILITY_KEYS[visibility].hint)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <AudienceFieldset
        flag="has_filter_club"
        form={form}
        legend={t('groups_filters_legend')}
        rolesLabel={t('groups_filters_roles')}
        campuses
        yearsLabel={t('groups_filters_years')}
      />
    </PublicationFormFrame>
  );
}
