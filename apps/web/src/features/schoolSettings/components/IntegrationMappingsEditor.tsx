import {
  INTEGRATION_MAPPINGS_MAX,
  INTEGRATION_MEMBER_FIELDS,
  INTEGRATION_TARGET_MAX,
} from '@alumni/domain';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../ui/form/schemaRules.ts';
import { type IntegrationFormValues, newMappingRow } from '../../integrations/index.ts';

/**
 * The field mappings of an integration (spec 1 §3 "mappings"): rows of one of our member
 * fields (the domain's fixed list, INTEGRATION_MEMBER_FIELDS) and the name of their field
 * (letters, digits, `_ . -`, ≤ 100), added and removed (at most INTEGRATION_MAPPINGS_MAX).
 * A new row takes the focus; a removed one gives it to "Add a mapping". Errors come from the
 * domain's schema through the form (`mappings.N.target`).
 */
export function IntegrationMappingsEditor({
  form,
  idPrefix,
}: {
  form: UseFormReturnType<IntegrationFormValues>;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const addButton = useRef<HTMLButtonElement>(null);
  const mappings = form.values.mappings;
  const fields = INTEGRATION_MEMBER_FIELDS.map((field) => ({
    value: field,
    label: t(`integrations_field_${field}`),
  }));
  const sourceId = (index: number) => `${idPrefix}-mapping-${index}-source`;
  const add = () => {
    form.insertListItem('mappings', newMappingRow());
    const index = mappings.length;
    requestAnimationFrame(() => document.getElementById(sourceId(index))?.focus());
  };
  const remove = (index: number) => {
    form.removeListItem('mappings', index);
    requestAnimationFrame(() => addButton.current?.focus());
  };
  return (
    <Fieldset legend={t('integrations_mappings')} data-testid="integration-mappings">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('integrations_mappings_help')}
        </Text>
        {fieldError(form, 'mappings') && (
          <Text c="red.8" size="sm" role="alert">
            {fieldError(form, 'mappings')}
          </Text>
        )}
        {mappings.length === 0 && <Text size="sm">{t('integrations_mappings_none')}</Text>}
        {mappings.map((row, index) => {
          const number = index + 1;
          return (
            <Group
              key={row.key}
              gap="xs"
              align="flex-start"
              wrap="nowrap"
              data-testid="mapping-row"
            >
              {/* Side by side from small screens; one under the other on a phone. */}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" style={{ flex: 1 }}>
                <Select
                  id={sourceId(index)}
                  label={t('integrations_mapping_source', { number })}
                  data={fields}
                  allowDeselect={false}
                  searchable
                  withAsterisk
                  {...form.getInputProps(`mappings.${index}.source`)}
                />
                <TextInput
                  id={`${idPrefix}-mapping-${index}-target`}
                  label={t('integrations_mapping_target', { number })}
                  withAsterisk
                  maxLength={INTEGRATION_TARGET_MAX}
                  autoComplete="off"
                  spellCheck={false}
                  {...form.getInputProps(`mappings.${index}.target`)}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={26}
                aria-label={t('integrations_mapping_remove', { number })}
                onClick={() => remove(index)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button
            ref={addButton}
            variant="default"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            disabled={mappings.length >= INTEGRATION_MAPPINGS_MAX}
            onClick={add}
          >
            {t('integrations_mapping_add')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
