import {
  STATIC_LIST_SCOPES,
  type StaticListScope,
  type StaticOptionCreateInput,
  staticOptionText,
} from '@alumni/domain';
import { Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import {
  createStaticOption,
  fetchStaticListAdmin,
  staticListAdminKey,
} from '../../staticLists/index.ts';
import { useStaticListChanged } from '../hooks/useStaticListChanged.ts';
import {
  languagesOf,
  StaticOptionFields,
  TEXT_KEYS,
  useOptionTextsForm,
} from './StaticOptionFields.tsx';
import { StaticOptionRow } from './StaticOptionRow.tsx';

/** Catalogue keys of the lists' names (domain STATIC_LIST_SCOPES). */
export const SCOPE_KEYS: Record<StaticListScope, string> = {
  article_category: 'schoolsettings_lists_scope_article_category',
  event_category: 'schoolsettings_lists_scope_event_category',
  contract_type: 'schoolsettings_lists_scope_contract_type',
  business_sector: 'schoolsettings_lists_scope_business_sector',
  job_experience: 'schoolsettings_lists_scope_job_experience',
  job_category: 'schoolsettings_lists_scope_job_category',
  group_category: 'schoolsettings_lists_scope_group_category',
};

/**
 * School settings → static lists (spec 1 §2 Settings "static lists", §3 Other "List
 * translation: scope, ext_id, locale, translation, order"; issue 31 item 3): one list at a
 * time, chosen in a select; its options in their order with their French and English texts
 * and what uses them; an option added at the end, its texts changed, moved up or down, or
 * deleted when nothing uses it (the API says what does otherwise). The forms and pages that
 * offer the list read the change at once.
 */
export function StaticListsSection() {
  const { t } = useTranslation();
  const school = useSchool();
  const [scope, setScope] = useState<StaticListScope>('article_category');
  return (
    <Stack gap="lg" maw={860}>
      <Text size="sm">{t('schoolsettings_lists_intro')}</Text>
      <NativeSelect
        label={t('schoolsettings_lists_scope')}
        value={scope}
        maw={360}
        data={STATIC_LIST_SCOPES.map((value) => ({ value, label: t(SCOPE_KEYS[value]) }))}
        onChange={(event) => {
          const next = STATIC_LIST_SCOPES.find((value) => value === event.currentTarget.value);
          if (next) setScope(next);
        }}
        data-testid="static-list-scope"
      />
      <AddOptionForm key={scope} schoolId={school.id} scope={scope} />
      <OptionList schoolId={school.id} scope={scope} />
    </Stack>
  );
}

function AddOptionForm({ schoolId, scope }: { schoolId: number; scope: StaticListScope }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const { form, toBody } = useOptionTextsForm({ fr: '', en: '' });
  const changed = useStaticListChanged(schoolId, scope);
  const add = useMutation({
    mutationFn: (values: StaticOptionCreateInput) =>
      createStaticOption(schoolId, scope, toBody(values)),
    onSuccess: (option) => {
      form.reset();
      changed();
      notifySuccess(t('schoolsettings_lists_added', { name: staticOptionText(option, locale) }));
    },
    onError: (error) => showApiError(form, error),
  });
  return (
    <form
      noValidate
      data-testid="static-option-add-form"
      aria-labelledby="static-option-add-title"
      onSubmit={form.onSubmit(
        (values) => add.mutate(values),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Stack gap="xs">
        <Text fw={600} id="static-option-add-title">
          {t('schoolsettings_lists_new', { list: t(SCOPE_KEYS[scope]) })}
        </Text>
        <StaticOptionFields form={form} idPrefix="static-option-new" />
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('schoolsettings_lists_add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function OptionList({ schoolId, scope }: { schoolId: number; scope: StaticListScope }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  // Below Mantine's `sm` (48em) the table's buttons would leave the screen: cards instead.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const list = useQuery({
    queryKey: staticListAdminKey(schoolId, scope),
    queryFn: ({ signal }) => fetchStaticListAdmin(schoolId, scope, signal),
  });
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const options = list.data;
  return (
    <Stack gap="sm">
      <Text role="status" aria-live="polite" size="sm" fw={600} data-testid="static-option-count">
        {t('schoolsettings_lists_count', { count: options.length })}
      </Text>
      {options.length > 0 && phone && (
        <Stack
          component="ul"
          gap="xs"
          aria-label={t(SCOPE_KEYS[scope])}
          data-testid="static-option-list"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {options.map((option, index) => (
            <StaticOptionRow
              key={option.id}
              schoolId={schoolId}
              scope={scope}
              option={option}
              first={index === 0}
              last={index === options.length - 1}
              phone
            />
          ))}
        </Stack>
      )}
      {options.length > 0 && !phone && (
        <Table striped verticalSpacing="xs" data-testid="static-option-list">
          <Table.Caption>{t(SCOPE_KEYS[scope])}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {languagesOf(locale).map((language) => (
                <Table.Th scope="col" key={language}>
                  {t(TEXT_KEYS[language])}
                </Table.Th>
              ))}
              <Table.Th scope="col">{t('schoolsettings_lists_uses')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('schoolsettings_campuses_actions')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {options.map((option, index) => (
              <StaticOptionRow
                key={option.id}
                schoolId={schoolId}
                scope={scope}
                option={option}
                first={index === 0}
                last={index === options.length - 1}
                phone={false}
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
