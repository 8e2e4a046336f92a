import {
  KEY_NUMBER_LABEL_MAX,
  KEY_NUMBER_VALUE_MAX,
  KEY_STATS_MAX,
  KEY_STATS_MIN,
  type KeyNumber,
  type KeyNumbersValues,
  keyNumbersSchema,
} from '@alumni/domain';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { formErrorsOf, schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { putKeyNumbers } from '../../about/index.ts';
import { useSchoolPagesChanged } from '../hooks/useSchoolPages.ts';

type Row = { value: string; label: { fr: string; en: string } };
type Values = { key_numbers: Row[] };

const EMPTY_ROW: Row = { value: '', label: { fr: '', en: '' } };

/**
 * The school's key numbers (spec 2 §9 "Key stats: 3 minimum to show the banner, 6 maximum";
 * "Number abbreviation: k, m, b, t"): up to six rows of a value as typed and a label per
 * language, added, moved up and down, removed, then saved as a whole (the domain's
 * keyNumbersSchema checks them here and on the server). A live count says how many there are
 * and whether the banner shows.
 */
export function KeyNumbersEditor({ numbers }: { numbers: KeyNumber[] }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const changed = useSchoolPagesChanged();
  const rules = schemaRules<Values, KeyNumbersValues>(locale, keyNumbersSchema, (v) => v, 'path');
  const form = useForm<Values>({
    initialValues: {
      key_numbers: numbers.map((n) => ({ value: n.value, label: { ...n.label } })),
    },
    validate: rules.validate,
  });
  const save = useMutation({
    mutationFn: (values: Values) => putKeyNumbers(school.id, rules.transformValues(values)),
    onSuccess: async (saved) => {
      form.setInitialValues({
        key_numbers: saved.map((n) => ({ value: n.value, label: { ...n.label } })),
      });
      form.reset();
      await changed();
      notifySuccess(t('schoolsettings_keynumbers_saved'));
    },
    onError: (error) => showApiError(form, error),
  });
  const rows = form.values.key_numbers;
  const move = (from: number, to: number) => {
    form.reorderListItem('key_numbers', { from, to });
    // The moved row's button keeps the focus (or the other one, at an end of the list).
    requestAnimationFrame(() => {
      const direction = to < from ? 'up' : 'down';
      const same = document.getElementById(`key-number-${to}-${direction}`);
      const other = document.getElementById(
        `key-number-${to}-${direction === 'up' ? 'down' : 'up'}`,
      );
      (same && !same.hasAttribute('disabled') ? same : other)?.focus();
    });
  };
  return (
    <form
      noValidate
      data-testid="key-numbers-form"
      onSubmit={form.onSubmit(
        (values) => save.mutate(values),
        (errors, _values, event) => focusFirstError(form, errors, event),
      )}
    >
      <Fieldset legend={t('schoolsettings_keynumbers')}>
        <Stack gap="md">
          <Text size="sm">{t('schoolsettings_keynumbers_help')}</Text>
          <FormErrorAlert errors={formErrorsOf(form)} />
          {form.errors.key_numbers && (
            <Text size="sm" c="red.8" role="alert">
              {form.errors.key_numbers}
            </Text>
          )}
          <Text role="status" aria-live="polite" size="sm" fw={600}>
            {t('schoolsettings_keynumbers_count', { count: rows.length })}
            {rows.length < KEY_STATS_MIN ? ` ${t('schoolsettings_keynumbers_hidden')}` : ''}
          </Text>
          {rows.map((_row, i) => {
            const n = i + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are controlled inputs without ids.
              <Paper key={i} withBorder p="sm" radius="md">
                <Fieldset
                  legend={t('schoolsettings_keynumbers_row', { n })}
                  variant="unstyled"
                  data-testid="key-number-row"
                >
                  <Group align="flex-end" gap="sm" wrap="wrap">
                    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ flex: 1 }}>
                      <TextInput
                        label={t('schoolsettings_keynumbers_value')}
                        description={t('schoolsettings_keynumbers_value_help')}
                        withAsterisk
                        maxLength={KEY_NUMBER_VALUE_MAX}
                        autoComplete="off"
                        {...form.getInputProps(`key_numbers.${i}.value`)}
                      />
                      <TextInput
                        label={t('schoolsettings_keynumbers_label_fr')}
                        maxLength={KEY_NUMBER_LABEL_MAX}
                        {...form.getInputProps(`key_numbers.${i}.label.fr`)}
                        error={
                          form.errors[`key_numbers.${i}.label.fr`] ??
                          form.errors[`key_numbers.${i}.label`]
                        }
                      />
                      <TextInput
                        label={t('schoolsettings_keynumbers_label_en')}
                        maxLength={KEY_NUMBER_LABEL_MAX}
                        {...form.getInputProps(`key_numbers.${i}.label.en`)}
                      />
                    </SimpleGrid>
                    <Group gap="xs" wrap="nowrap">
                      <ActionIcon
                        id={`key-number-${i}-up`}
                        variant="default"
                        size="lg"
                        disabled={i === 0}
                        aria-label={t('schoolsettings_keynumbers_up', { n })}
                        onClick={() => move(i, i - 1)}
                      >
                        <IconArrowUp aria-hidden="true" size={18} />
                      </ActionIcon>
                      <ActionIcon
                        id={`key-number-${i}-down`}
                        variant="default"
                        size="lg"
                        disabled={i === rows.length - 1}
                        aria-label={t('schoolsettings_keynumbers_down', { n })}
                        onClick={() => move(i, i + 1)}
                      >
                        <IconArrowDown aria-hidden="true" size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        color="red.8"
                        size="lg"
                        aria-label={t('schoolsettings_keynumbers_remove', { n })}
                        onClick={() => form.removeListItem('key_numbers', i)}
                      >
                        <IconTrash aria-hidden="true" size={18} />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Fieldset>
              </Paper>
            );
          })}
          <Group justify="space-between">
            <Button
              type="button"
              variant="default"
              leftSection={<IconPlus aria-hidden="true" size={16} />}
              disabled={rows.length >= KEY_STATS_MAX}
              onClick={() => form.insertListItem('key_numbers', structuredClone(EMPTY_ROW))}
            >
              {t('schoolsettings_keynumbers_add')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('schoolsettings_keynumbers_save')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
